/**
 * E-mail syntax check with the wording of python-email-validator, which pydantic's EmailStr uses,
 * so error messages match what FastAPI clients already handle. Deliverability is not checked.
 */
const ATEXT = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~\u0080-\uFFFF]$/u;
const DOMAIN_CHAR = /^[A-Za-z0-9\-.\u0080-\uFFFF]$/u;
const SPECIAL_USE_TLDS = new Set(['arpa', 'invalid', 'local', 'localhost', 'onion', 'test']);
const MAX_LOCAL_LENGTH = 64;
const MAX_ADDRESS_LENGTH = 254;

export type EmailCheck = { ok: true; normalized: string } | { ok: false; reason: string };

export function checkEmailAddress(value: string): EmailCheck {
  const at = value.lastIndexOf('@');
  if (at === -1) {
    return fail('An email address must have an @-sign.');
  }
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length === 0) {
    return fail('There must be something before the @-sign.');
  }
  if (domain.length === 0) {
    return fail('There must be something after the @-sign.');
  }
  const localProblem = checkLocalPart(local);
  if (localProblem) {
    return fail(localProblem);
  }
  const domainProblem = checkDomain(domain);
  if (domainProblem) {
    return fail(domainProblem);
  }
  const normalized = `${local}@${domain.toLowerCase()}`;
  const length = [...normalized].length;
  if (length > MAX_ADDRESS_LENGTH) {
    return fail(`The email address is too long (${length - MAX_ADDRESS_LENGTH} ${plural(length - MAX_ADDRESS_LENGTH)} too many).`);
  }
  return { ok: true, normalized };
}

function checkLocalPart(local: string): string | undefined {
  const length = [...local].length;
  if (length > MAX_LOCAL_LENGTH) {
    const over = length - MAX_LOCAL_LENGTH;
    return `The email address is too long before the @-sign (${over} ${plural(over)} too many).`;
  }
  const bad = uniqueChars([...local].filter((char) => char !== '.' && !ATEXT.test(char)));
  if (bad.length > 0) {
    return `The email address contains invalid characters before the @-sign: ${quoteChars(bad)}.`;
  }
  if (local.startsWith('.')) {
    return 'An email address cannot start with a period.';
  }
  if (local.endsWith('.')) {
    return 'An email address cannot have a period immediately before the @-sign.';
  }
  if (local.includes('..')) {
    return 'An email address cannot have two periods in a row.';
  }
  return undefined;
}

function checkDomain(domain: string): string | undefined {
  const bad = uniqueChars([...domain].filter((char) => !DOMAIN_CHAR.test(char)));
  if (bad.length > 0) {
    return `The part after the @-sign contains invalid characters: ${quoteChars(bad)}.`;
  }
  if (domain.startsWith('.')) {
    return 'An email address cannot have a period immediately after the @-sign.';
  }
  if (domain.endsWith('.')) {
    return 'An email address cannot end with a period.';
  }
  if (domain.includes('..')) {
    return 'An email address cannot have two periods in a row.';
  }
  if (domain.startsWith('-')) {
    return 'An email address cannot have a hyphen immediately after the @-sign.';
  }
  const labels = domain.split('.');
  if (labels.some((label) => label.startsWith('-') || label.endsWith('-'))) {
    return 'An email address cannot have a period and a hyphen next to each other.';
  }
  if (labels.length < 2) {
    return 'The part after the @-sign is not valid. It should have a period.';
  }
  const tld = labels[labels.length - 1].toLowerCase();
  if (/^\d+$/.test(tld)) {
    return 'The part after the @-sign is not valid. It is not within a valid top-level domain.';
  }
  if (SPECIAL_USE_TLDS.has(tld)) {
    return 'The part after the @-sign is a special-use or reserved name that cannot be used with email.';
  }
  return undefined;
}

function fail(reason: string): EmailCheck {
  return { ok: false, reason };
}

function plural(count: number): string {
  return count === 1 ? 'character' : 'characters';
}

function uniqueChars(chars: string[]): string[] {
  return [...new Set(chars)];
}

function quoteChars(chars: string[]): string {
  return chars
    .sort()
    .map((char) => (char === ' ' ? 'SPACE' : `'${char}'`))
    .join(', ');
}
