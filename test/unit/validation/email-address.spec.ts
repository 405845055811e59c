import { checkEmailAddress } from '../../../src/common/validation/email-address';

// Reasons as python-email-validator 2.x words them (its own test suite is the source of most rows).
const LONG_DOMAIN_255 = [
  '1111111111222222222233333333334444444444555555555',
  '6666666666777777777788888888889999999999000000000',
  '1111111111222222222233333333334444444444555555555',
  '6666666666777777777788888888889999999999000000000',
  '111111111122222222223333333333444444444455555555556',
  'com',
].join('.');
const LONG_DOMAIN_256 = LONG_DOMAIN_255.replace('556.com', '5566.com');

const invalid: Array<[string, string]> = [
  ['jane.example.com', 'An email address must have an @-sign.'],
  ['', 'An email address must have an @-sign.'],
  ['@example.com', 'There must be something before the @-sign.'],
  ['jane@', 'There must be something after the @-sign.'],
  ['my@localhost', 'The part after the @-sign is not valid. It should have a period.'],
  ['my@.leadingdot.com', 'An email address cannot have a period immediately after the @-sign.'],
  ['my@twodots..com', 'An email address cannot have two periods in a row.'],
  ['my@trailingdot.com.', 'An email address cannot end with a period.'],
  ['me@-leadingdash.com', 'An email address cannot have a hyphen immediately after the @-sign.'],
  ['me@trailingdash-', 'An email address cannot end with a hyphen.'],
  ['my@baddash.-.com', 'An email address cannot have a period and a hyphen next to each other.'],
  ['my@baddash.-a.com', 'An email address cannot have a period and a hyphen next to each other.'],
  ['my@baddash.b-.com', 'An email address cannot have a period and a hyphen next to each other.'],
  ['my@example\n.com', 'The part after the @-sign contains invalid characters: U+000A.'],
  ['me@x!', "The part after the @-sign contains invalid characters: '!'."],
  ['test@white space.com', 'The part after the @-sign contains invalid characters: SPACE.'],
  ['a@b@example.com', "The part after the @-sign contains invalid characters: '@'."],
  ['me@under_score.com', "The part after the @-sign contains invalid characters: '_'."],
  ['.leadingdot@domain.com', 'An email address cannot start with a period.'],
  ['twodots..here@domain.com', 'An email address cannot have two periods in a row.'],
  ['trailingdot.@domain.email', 'An email address cannot have a period immediately before the @-sign.'],
  ['white space@example.com', 'The email address contains invalid characters before the @-sign: SPACE.'],
  ['m\ny@example.com', 'The email address contains invalid characters before the @-sign: U+000A.'],
  ['bad"quotes"@example.com', `The email address contains invalid characters before the @-sign: '"'.`],
  ['a,b c@example.com', "The email address contains invalid characters before the @-sign: ',', SPACE."],
  ['(x)@example.com', "The email address contains invalid characters before the @-sign: '(', ')'."],
  ['jane\u00a0doe@example.com', 'The email address contains unsafe characters: NO-BREAK SPACE.'],
  ['jane\u200bdoe@example.com', 'The email address contains unsafe characters: ZERO WIDTH SPACE.'],
  [
    '\u202dx\u202e@example.com',
    'The email address contains unsafe characters: LEFT-TO-RIGHT OVERRIDE, RIGHT-TO-LEFT OVERRIDE.',
  ],
  ['\u0300x@example.com', 'The email address contains unsafe characters: U+0300.'],
  [
    '11111111112222222222333333333344444444445555555555666666666677777@example.com',
    'The email address is too long before the @-sign (1 character too many).',
  ],
  [
    '111111111122222222223333333333444444444455555555556666666666777777@example.com',
    'The email address is too long before the @-sign (2 characters too many).',
  ],
  [`me@${LONG_DOMAIN_255}`, 'The email address is too long (4 characters too many).'],
  [`me@${LONG_DOMAIN_256}`, 'The email address is too long after the @-sign (1 character too many).'],
  [
    `me@${'a'.repeat(64)}.com`,
    'After the @-sign, periods cannot be separated by so many characters (1 character too many).',
  ],
  ['me@bad-tld-1', 'The part after the @-sign is not valid. It should have a period.'],
  ['me@bad.tld-2', 'The part after the @-sign is not valid. It is not within a valid top-level domain.'],
  ['me@example.123', 'The part after the @-sign is not valid. It is not within a valid top-level domain.'],
  [
    'me@yy--0.tld',
    'An email address cannot have two letters followed by two dashes immediately after the @-sign or after a period, except Punycode.',
  ],
  ['me@anything.arpa', 'The part after the @-sign is a special-use or reserved name that cannot be used with email.'],
  ['me@valid.invalid', 'The part after the @-sign is a special-use or reserved name that cannot be used with email.'],
  ['me@link.local', 'The part after the @-sign is a special-use or reserved name that cannot be used with email.'],
  ['me@host.localhost', 'The part after the @-sign is a special-use or reserved name that cannot be used with email.'],
  ['me@onion.onion', 'The part after the @-sign is a special-use or reserved name that cannot be used with email.'],
  ['me@shop.test', 'The part after the @-sign is a special-use or reserved name that cannot be used with email.'],
  [`${'a'.repeat(2049)}@example.com`, 'Length must not exceed 2048 characters'],
];

const valid: Array<[string, string]> = [
  ['jane@example.com', 'jane@example.com'],
  ['Jane.Doe@Example.COM', 'Jane.Doe@example.com'],
  ['test.test@iana.org', 'test.test@iana.org'],
  ['!#$%&`*+/=?^`{|}~@iana.org', '!#$%&`*+/=?^`{|}~@iana.org'],
  ['user+tag@sub.example.co.uk', 'user+tag@sub.example.co.uk'],
  ['123@iana.org', '123@iana.org'],
  ['test@123.com', 'test@123.com'],
  ['test@g--a.com', 'test@g--a.com'],
  ['test@mason-dixon.com', 'test@mason-dixon.com'],
  ['  padded@example.com  ', 'padded@example.com'],
  ['trailing-newline@example.com\n', 'trailing-newline@example.com'],
  ['Jane Doe <jane@example.com>', 'jane@example.com'],
  ['"Doe, Jane" <jane@example.com>', 'jane@example.com'],
  ['Postmaster@example.com', 'postmaster@example.com'],
  ['zoë@example.com', 'zoë@example.com'],
  ['用户@例子.广告', '用户@例子.广告'],
  ['😀@example.com', '😀@example.com'],
  [`${'a'.repeat(64)}@example.com`, `${'a'.repeat(64)}@example.com`],
  [`me@${'a'.repeat(63)}.com`, `me@${'a'.repeat(63)}.com`],
];

describe('checkEmailAddress', () => {
  it.each(invalid)('should refuse %j: %s', (address, reason) => {
    expect(checkEmailAddress(address)).toEqual({ ok: false, reason });
  });

  it.each(valid)('should accept %j as %j', (address, normalized) => {
    expect(checkEmailAddress(address)).toEqual({ ok: true, normalized });
  });
});
