/**
 * E-mail syntax check with the rules and wording of python-email-validator 2.x as pydantic's EmailStr
 * applies it (no deliverability check), so error messages match what FastAPI clients already handle.
 * Not reproduced: IDNA/UTS-46 mapping of internationalised domains (they are only lower-cased and
 * NFC-normalised), quoted local parts and domain literals (refused like other invalid characters), and
 * Unicode character names beyond the common spaces and format characters (others show as U+XXXX).
 */
import { isPythonSpace, trimWhere } from './linear-trim';

const ATEXT = "a-zA-Z0-9_!#\\$%&'\\*\\+\\-/=\\?\\^`\\{\\|\\}~";
const DOT_ATOM_TEXT = new RegExp(`^[${ATEXT}]+(?:\\.[${ATEXT}]+)*$`);
const ATEXT_INTL = `${ATEXT}\\u{80}-\\u{10FFFF}`;
const DOT_ATOM_TEXT_INTL = new RegExp(`^[${ATEXT_INTL}]+(?:\\.[${ATEXT_INTL}]+)*$`, 'u');
const ATEXT_INTL_DOT = new RegExp(`^[.${ATEXT_INTL}]$`, 'u');
const ATEXT_HOSTNAME_INTL = /^[a-zA-Z0-9\-.\u{80}-\u{10FFFF}]$/u;
const SAFE_CATEGORY = /^[\p{L}\p{N}\p{P}\p{S}]$/u;
const MARK = /^\p{M}$/u;
const SPECIAL_USE_DOMAINS = ['arpa', 'invalid', 'local', 'localhost', 'onion', 'test'];
// RFC 2142 mailbox names that email-validator lower-cases.
const CASE_INSENSITIVE_MAILBOXES = new Set([
  'info',
  'marketing',
  'sales',
  'support',
  'abuse',
  'noc',
  'security',
  'postmaster',
  'hostmaster',
  'usenet',
  'news',
  'webmaster',
  'www',
  'uucp',
  'ftp',
]);
const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;
const DOMAIN_MAX_LENGTH = 255;
const DNS_LABEL_LENGTH_LIMIT = 63;
/** pydantic refuses longer input before calling email-validator. */
const PYDANTIC_MAX_EMAIL_LENGTH = 2048;
// pydantic accepts "Display Name <address>" and validates only the address.
// The space after the name or quoted part is matched inside each branch: with both `\s*` after an empty prefix
// the two runs could trade characters, quadratic on a long run of spaces.
const PRETTY_EMAIL =
  /^\s*(?:((?:[\p{L}\p{N}_!#$%&'*+\-/=?^`{|}~]+\s+)*[\p{L}\p{N}_!#$%&'*+\-/=?^`{|}~]+)\s*|"((?:[^"]|\\")+)"\s*)?<(.+)>\s*$/u;

const CHARACTER_NAMES: Record<string, string> = {
  ' ': 'SPACE',
  '\u00a0': 'NO-BREAK SPACE',
  '\u00ad': 'SOFT HYPHEN',
  '\u1680': 'OGHAM SPACE MARK',
  '\u2000': 'EN QUAD',
  '\u2001': 'EM QUAD',
  '\u2002': 'EN SPACE',
  '\u2003': 'EM SPACE',
  '\u2004': 'THREE-PER-EM SPACE',
  '\u2005': 'FOUR-PER-EM SPACE',
  '\u2006': 'SIX-PER-EM SPACE',
  '\u2007': 'FIGURE SPACE',
  '\u2008': 'PUNCTUATION SPACE',
  '\u2009': 'THIN SPACE',
  '\u200a': 'HAIR SPACE',
  '\u200b': 'ZERO WIDTH SPACE',
  '\u200c': 'ZERO WIDTH NON-JOINER',
  '\u200d': 'ZERO WIDTH JOINER',
  '\u200e': 'LEFT-TO-RIGHT MARK',
  '\u200f': 'RIGHT-TO-LEFT MARK',
  '\u2028': 'LINE SEPARATOR',
  '\u2029': 'PARAGRAPH SEPARATOR',
  '\u202a': 'LEFT-TO-RIGHT EMBEDDING',
  '\u202b': 'RIGHT-TO-LEFT EMBEDDING',
  '\u202c': 'POP DIRECTIONAL FORMATTING',
  '\u202d': 'LEFT-TO-RIGHT OVERRIDE',
  '\u202e': 'RIGHT-TO-LEFT OVERRIDE',
  '\u202f': 'NARROW NO-BREAK SPACE',
  '\u205f': 'MEDIUM MATHEMATICAL SPACE',
  '\u2060': 'WORD JOINER',
  '\u2066': 'LEFT-TO-RIGHT ISOLATE',
  '\u2067': 'RIGHT-TO-LEFT ISOLATE',
  '\u2068': 'FIRST STRONG ISOLATE',
  '\u2069': 'POP DIRECTIONAL ISOLATE',
  '\u3000': 'IDEOGRAPHIC SPACE',
  '\ufeff': 'ZERO WIDTH NO-BREAK SPACE',
};

export type EmailCheck = { ok: true; normalized: string } | { ok: false; reason: string };

class EmailSyntaxError extends Error {}

export function checkEmailAddress(value: string): EmailCheck {
  if (codePoints(value).length > PYDANTIC_MAX_EMAIL_LENGTH) {
    return { ok: false, reason: `Length must not exceed ${PYDANTIC_MAX_EMAIL_LENGTH} characters` };
  }
  const pretty = PRETTY_EMAIL.exec(value);
  const address = trimWhere(pretty ? pretty[3] : value, isPythonSpace);
  try {
    return { ok: true, normalized: validate(address) };
  } catch (error) {
    if (error instanceof EmailSyntaxError) {
      return { ok: false, reason: error.message };
    }
    throw error;
  }
}

function validate(email: string): string {
  const at = email.indexOf('@');
  if (at === -1) {
    fail('An email address must have an @-sign.');
  }
  let local = localPart(email.slice(0, at));
  if (CASE_INSENSITIVE_MAILBOXES.has(local.toLowerCase())) {
    local = local.toLowerCase();
  }
  const domain = domainPart(email.slice(at + 1));
  const normalized = `${local}@${domain}`;
  const length = codePoints(normalized).length;
  const isAscii = /^[\x00-\x7f]*$/.test(normalized);
  if (length > EMAIL_MAX_LENGTH) {
    fail(`The email address is too long ${lengthReason(length, EMAIL_MAX_LENGTH, !isAscii)}.`);
  }
  if (Buffer.byteLength(normalized, 'utf8') > EMAIL_MAX_LENGTH) {
    fail('The email address is too long (when encoded in bytes).');
  }
  return normalized;
}

function localPart(local: string): string {
  if (local.length === 0) {
    fail('There must be something before the @-sign.');
  }
  const length = codePoints(local).length;
  if (length > LOCAL_PART_MAX_LENGTH) {
    fail(`The email address is too long before the @-sign ${lengthReason(length, LOCAL_PART_MAX_LENGTH)}.`);
  }
  if (DOT_ATOM_TEXT.test(local)) {
    return local;
  }
  if (DOT_ATOM_TEXT_INTL.test(local)) {
    const normalized = local.normalize('NFC');
    checkUnsafeChars(normalized);
    return normalized;
  }
  const bad = codePoints(local).filter((char) => !ATEXT_INTL_DOT.test(char));
  if (bad.length > 0) {
    fail(`The email address contains invalid characters before the @-sign: ${displayList(bad)}.`);
  }
  checkDotAtom(
    local,
    'An email address cannot start with a {}.',
    'An email address cannot have a {} immediately before the @-sign.',
    false,
  );
  return fail('The email address contains invalid characters before the @-sign.');
}

function domainPart(input: string): string {
  if (input.length === 0) {
    fail('There must be something after the @-sign.');
  }
  const bad = codePoints(input).filter((char) => !ATEXT_HOSTNAME_INTL.test(char));
  if (bad.length > 0) {
    fail(`The part after the @-sign contains invalid characters: ${displayList(bad)}.`);
  }
  checkUnsafeChars(input);
  const domain = input.normalize('NFC').toLowerCase();
  checkDotAtom(
    domain,
    'An email address cannot have a {} immediately after the @-sign.',
    'An email address cannot end with a {}.',
    true,
  );
  const labels = domain.split('.');
  if (labels.some((label) => /^(?!xn)..--/i.test(label))) {
    fail(
      'An email address cannot have two letters followed by two dashes immediately after the @-sign or after a period, except Punycode.',
    );
  }
  const length = codePoints(domain).length;
  if (length > DOMAIN_MAX_LENGTH) {
    fail(`The email address is too long after the @-sign ${lengthReason(length, DOMAIN_MAX_LENGTH)}.`);
  }
  for (const label of labels) {
    const labelLength = codePoints(label).length;
    if (labelLength > DNS_LABEL_LENGTH_LIMIT) {
      fail(
        `After the @-sign, periods cannot be separated by so many characters ${lengthReason(labelLength, DNS_LABEL_LENGTH_LIMIT)}.`,
      );
    }
  }
  if (labels.length < 2) {
    fail('The part after the @-sign is not valid. It should have a period.');
  }
  if (!/[a-z]$/i.test(domain) && /^[\x00-\x7f]*$/.test(domain)) {
    fail('The part after the @-sign is not valid. It is not within a valid top-level domain.');
  }
  if (SPECIAL_USE_DOMAINS.some((name) => domain === name || domain.endsWith(`.${name}`))) {
    fail('The part after the @-sign is a special-use or reserved name that cannot be used with email.');
  }
  return domain;
}

function checkDotAtom(label: string, startDescription: string, endDescription: string, isHostname: boolean): void {
  if (label.endsWith('.')) {
    fail(endDescription.replace('{}', 'period'));
  }
  if (label.startsWith('.')) {
    fail(startDescription.replace('{}', 'period'));
  }
  if (label.includes('..')) {
    fail('An email address cannot have two periods in a row.');
  }
  if (isHostname) {
    if (label.endsWith('-')) {
      fail(endDescription.replace('{}', 'hyphen'));
    }
    if (label.startsWith('-')) {
      fail(startDescription.replace('{}', 'hyphen'));
    }
    if (label.includes('.-') || label.includes('-.')) {
      fail('An email address cannot have a period and a hyphen next to each other.');
    }
  }
}

/** Letters, numbers, punctuation and symbols are safe; marks only after the first character; nothing else. */
function checkUnsafeChars(text: string): void {
  const bad = new Set<string>();
  codePoints(text).forEach((char, index) => {
    if (SAFE_CATEGORY.test(char)) {
      return;
    }
    if (MARK.test(char) && index > 0) {
      return;
    }
    bad.add(char);
  });
  if (bad.size > 0) {
    const names = [...bad].sort(byCodePoint).map(displayCharacter);
    fail(`The email address contains unsafe characters: ${names.join(', ')}.`);
  }
}

/** Python's `", ".join(sorted({safe_character_display(c) ...}))`: unique display strings, sorted. */
function displayList(chars: string[]): string {
  return [...new Set(chars.map(displayCharacter))].sort(byCodePoint).join(', ');
}

function displayCharacter(char: string): string {
  if (SAFE_CATEGORY.test(char)) {
    return char === "'" ? `"'"` : char === '\\' ? "'\\\\'" : `'${char}'`;
  }
  const name = CHARACTER_NAMES[char];
  if (name) {
    return name;
  }
  const code = char.codePointAt(0) ?? 0;
  return `U+${code
    .toString(16)
    .toUpperCase()
    .padStart(code < 0xffff ? 4 : 8, '0')}`;
}

function lengthReason(length: number, limit: number, atLeast = false): string {
  const over = length - limit;
  return `(${atLeast ? 'at least ' : ''}${over} character${over > 1 ? 's' : ''} too many)`;
}

function byCodePoint(left: string, right: string): number {
  const a = codePoints(left);
  const b = codePoints(right);
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const difference = (a[index].codePointAt(0) ?? 0) - (b[index].codePointAt(0) ?? 0);
    if (difference !== 0) {
      return difference;
    }
  }
  return a.length - b.length;
}

function codePoints(text: string): string[] {
  return [...text];
}

function fail(reason: string): never {
  throw new EmailSyntaxError(reason);
}
