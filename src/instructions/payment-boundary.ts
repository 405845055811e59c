/**
 * Payment-execution boundary (decisions §8): handoff payloads must not carry payment credentials.
 * Bare words that are common outside payments (`routing`, `transit`, `cid`) are not credential names
 * on their own; their qualified forms (`routing_number`, `transit_no`) are.
 * Pure functions, no framework: a payload is refused when a key names a credential (at any depth,
 * any case, `_`/`-`/space/camelCase variants, also embedded in a longer name such as `beneficiary_iban`)
 * or when a string value is a 13–19 digit number that passes the Luhn check.
 */
export type PathPart = string | number;

export interface CredentialFinding {
  path: PathPart[];
  reason: 'credential_key' | 'card_number';
  /** The normalised credential name that matched, for `credential_key`. */
  matched?: string;
}

/** Credential names, normalised: lower case, separators removed. */
const CREDENTIAL_NAMES = new Set([
  // card number / PAN
  'pan',
  'primaryaccountnumber',
  'cardnumber',
  'cardno',
  'cardnum',
  'creditcard',
  'creditcardnumber',
  'debitcard',
  'debitcardnumber',
  'ccnumber',
  'ccnum',
  'ccno',
  // card verification value
  'cvv',
  'cvv2',
  'cvc',
  'cvc2',
  'cvn',
  'securitycode',
  'cardsecuritycode',
  'cardverificationvalue',
  'cardverificationcode',
  // expiry
  'expiry',
  'expirydate',
  'expiration',
  'expirationdate',
  'expdate',
  'expmonth',
  'expyear',
  'cardexp',
  'cardexpiry',
  'expirymonth',
  'expiryyear',
  'expirationmonth',
  'expirationyear',
  // bank account
  'accountnumber',
  'accountno',
  'accountnum',
  'acctnumber',
  'acctno',
  'acctnum',
  'bankaccount',
  'bankaccountnumber',
  // routing / transit
  'routingnumber',
  'routingno',
  'abanumber',
  'transitnumber',
  'transitno',
  'institutionnumber',
  'sortcode',
  // international bank identifiers
  'iban',
  'swift',
  'swiftcode',
  'bic',
  'biccode',
  'swiftbic',
  // secrets
  'password',
  'passwd',
  'pwd',
  'passcode',
  'pin',
  'pincode',
  'pinnumber',
  'pinblock',
]);

const MAX_KEY_WORDS = 12;

/** Every credential finding in the payload, in document order. */
export function findPaymentCredentials(payload: unknown): CredentialFinding[] {
  const findings: CredentialFinding[] = [];
  visit(payload, [], findings);
  return findings;
}

function visit(value: unknown, path: PathPart[], findings: CredentialFinding[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => visit(item, [...path, index], findings));
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      const matched = credentialKeyMatch(key);
      if (matched) {
        findings.push({ path: [...path, key], reason: 'credential_key', matched });
        continue;
      }
      visit(child, [...path, key], findings);
    }
    return;
  }
  if (typeof value === 'string' && looksLikeCardNumber(value)) {
    findings.push({ path, reason: 'card_number' });
  }
}

/**
 * The credential name a key contains, if any. The key is split into words (separators and camelCase
 * humps) and every run of consecutive words is joined and looked up, so `cardNumber`, `CARD_NUMBER`,
 * `card-number`, `CARDNUMBER` and `beneficiary_iban` match while `shipping` or `japan` do not.
 */
export function credentialKeyMatch(key: string): string | undefined {
  const words = splitWords(key).slice(0, MAX_KEY_WORDS);
  for (let start = 0; start < words.length; start++) {
    let joined = '';
    for (let end = start; end < words.length; end++) {
      joined += words[end];
      if (CREDENTIAL_NAMES.has(joined)) {
        return joined;
      }
    }
  }
  return undefined;
}

export function splitWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/(?<![A-Z])([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
}

/**
 * True for a 13–19 digit number passing the Luhn check. Card numbers are often written in groups, so
 * single spaces or hyphens between digits are ignored; any other character means it is not a card number.
 */
export function looksLikeCardNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\d(?:[ -]?\d)*$/.test(trimmed)) {
    return false;
  }
  const digits = trimmed.replace(/[ -]/g, '');
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) {
        digit -= 9;
      }
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}
