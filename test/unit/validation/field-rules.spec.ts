import { checkField, codePointLength, describeChoices } from '../../../src/common/validation/field-rules';
import { FieldSpec } from '../../../src/common/validation/field-spec';

// Expected values were checked against pydantic 2.13 (TypeAdapter(...).validate_python) in lax mode.
type Row = [description: string, spec: FieldSpec, input: unknown, expected: Record<string, unknown>];

const name: FieldSpec = { kind: 'string', required: true, minLength: 2, maxLength: 200 };
const role: FieldSpec = {
  kind: 'enum',
  values: ['individual', 'business', 'partner'],
  enumName: 'ClientRole',
  default: 'individual',
};
const limit: FieldSpec = { kind: 'integer', ge: 1, le: 500, default: 50 };
const email: FieldSpec = { kind: 'string', required: true, format: 'email' };
const bool: FieldSpec = { kind: 'boolean', default: false };
const integer: FieldSpec = { kind: 'integer', nullable: true };
const object: FieldSpec = { kind: 'object' };

const FIELD_REQUIRED = { type: 'missing', msg: 'Field required', input: undefined };
const STRING_TYPE = 'Input should be a valid string';
const BOOL_PARSING = 'Input should be a valid boolean, unable to interpret input';
const INT_PARSING = 'Input should be a valid integer, unable to parse string as an integer';
const INT_FROM_FLOAT = 'Input should be a valid integer, got a number with a fractional part';
const ROLE_EXPECTED = "'individual', 'business' or 'partner'";

const errorRows: Row[] = [
  ['missing required field', name, undefined, FIELD_REQUIRED],
  [
    'string_too_short (plural)',
    name,
    'J',
    { type: 'string_too_short', msg: 'String should have at least 2 characters', input: 'J', ctx: { min_length: 2 } },
  ],
  [
    'string_too_short (singular "character" when N = 1)',
    { kind: 'string', minLength: 1 },
    '',
    { type: 'string_too_short', msg: 'String should have at least 1 character', input: '', ctx: { min_length: 1 } },
  ],
  [
    'string_too_long',
    { kind: 'string', maxLength: 20 },
    'x'.repeat(21),
    {
      type: 'string_too_long',
      msg: 'String should have at most 20 characters',
      input: 'x'.repeat(21),
      ctx: { max_length: 20 },
    },
  ],
  [
    'string_too_long (singular when N = 1)',
    { kind: 'string', maxLength: 1 },
    'ab',
    { type: 'string_too_long', msg: 'String should have at most 1 character', input: 'ab', ctx: { max_length: 1 } },
  ],
  ['string_type for a number', name, 42, { type: 'string_type', msg: STRING_TYPE, input: 42 }],
  ['string_type for a boolean', name, true, { type: 'string_type', msg: STRING_TYPE, input: true }],
  ['string_type for an array', name, ['a', 'b'], { type: 'string_type', msg: STRING_TYPE, input: ['a', 'b'] }],
  ['string_type for an object', name, { a: 1 }, { type: 'string_type', msg: STRING_TYPE, input: { a: 1 } }],
  ['string_type for null on a non-nullable string', name, null, { type: 'string_type', msg: STRING_TYPE, input: null }],
  [
    'value_error for a bad e-mail, with the reason in msg and ctx',
    email,
    'jane.example.com',
    {
      type: 'value_error',
      msg: 'value is not a valid email address: An email address must have an @-sign.',
      input: 'jane.example.com',
      ctx: { reason: 'An email address must have an @-sign.' },
    },
  ],
  ['string_type before the e-mail check', email, 7, { type: 'string_type', msg: STRING_TYPE, input: 7 }],
  [
    'enum with the "a, b or c" wording',
    role,
    'admin',
    { type: 'enum', msg: `Input should be ${ROLE_EXPECTED}`, input: 'admin', ctx: { expected: ROLE_EXPECTED } },
  ],
  [
    'enum is case-sensitive',
    role,
    'Business',
    { type: 'enum', msg: `Input should be ${ROLE_EXPECTED}`, input: 'Business', ctx: { expected: ROLE_EXPECTED } },
  ],
  [
    'enum for null on a non-nullable enum',
    role,
    null,
    { type: 'enum', msg: `Input should be ${ROLE_EXPECTED}`, input: null, ctx: { expected: ROLE_EXPECTED } },
  ],
  [
    'enum for a number',
    role,
    1,
    { type: 'enum', msg: `Input should be ${ROLE_EXPECTED}`, input: 1, ctx: { expected: ROLE_EXPECTED } },
  ],
  [
    'enum with two choices',
    { kind: 'enum', values: ['verify', 'fund'], enumName: 'PortalStep' },
    'pay',
    { type: 'enum', msg: "Input should be 'verify' or 'fund'", input: 'pay', ctx: { expected: "'verify' or 'fund'" } },
  ],
  ['bool_parsing for a bad string', bool, 'maybe', { type: 'bool_parsing', msg: BOOL_PARSING, input: 'maybe' }],
  ['bool_parsing for an empty string', bool, '', { type: 'bool_parsing', msg: BOOL_PARSING, input: '' }],
  [
    'bool_parsing for a padded word (no trimming)',
    bool,
    ' true',
    { type: 'bool_parsing', msg: BOOL_PARSING, input: ' true' },
  ],
  ['bool_parsing for "2"', bool, '2', { type: 'bool_parsing', msg: BOOL_PARSING, input: '2' }],
  ['bool_parsing for a whole number other than 0/1', bool, 2, { type: 'bool_parsing', msg: BOOL_PARSING, input: 2 }],
  ['bool_parsing for -1', bool, -1, { type: 'bool_parsing', msg: BOOL_PARSING, input: -1 }],
  [
    'bool_type for a fractional number',
    bool,
    0.5,
    { type: 'bool_type', msg: 'Input should be a valid boolean', input: 0.5 },
  ],
  ['bool_type for null', bool, null, { type: 'bool_type', msg: 'Input should be a valid boolean', input: null }],
  [
    'bool_type for an array',
    bool,
    [true],
    { type: 'bool_type', msg: 'Input should be a valid boolean', input: [true] },
  ],
  ['bool_type for an object', bool, {}, { type: 'bool_type', msg: 'Input should be a valid boolean', input: {} }],
  ['int_parsing for letters', limit, 'abc', { type: 'int_parsing', msg: INT_PARSING, input: 'abc' }],
  ['int_parsing for an empty string', limit, '', { type: 'int_parsing', msg: INT_PARSING, input: '' }],
  ['int_parsing for a fractional string', limit, '1.5', { type: 'int_parsing', msg: INT_PARSING, input: '1.5' }],
  ['int_parsing for "42."', limit, '42.', { type: 'int_parsing', msg: INT_PARSING, input: '42.' }],
  ['int_parsing for exponent notation', limit, '1e3', { type: 'int_parsing', msg: INT_PARSING, input: '1e3' }],
  ['int_parsing for hex', limit, '0x10', { type: 'int_parsing', msg: INT_PARSING, input: '0x10' }],
  ['int_parsing for a double underscore', limit, '4__2', { type: 'int_parsing', msg: INT_PARSING, input: '4__2' }],
  ['int_parsing for non-ASCII digits', limit, '٤٢', { type: 'int_parsing', msg: INT_PARSING, input: '٤٢' }],
  [
    'int_parsing_size for an absurdly long digit string',
    integer,
    '1'.repeat(5000),
    {
      type: 'int_parsing_size',
      msg: 'Unable to parse input string as an integer, exceeded maximum size',
      input: '1'.repeat(5000),
    },
  ],
  ['int_from_float for a fractional number', limit, 1.5, { type: 'int_from_float', msg: INT_FROM_FLOAT, input: 1.5 }],
  [
    'int_from_float for a negative fraction',
    integer,
    -0.5,
    { type: 'int_from_float', msg: INT_FROM_FLOAT, input: -0.5 },
  ],
  ['int_type for an array', integer, [1], { type: 'int_type', msg: 'Input should be a valid integer', input: [1] }],
  [
    'int_type for an object',
    integer,
    { a: 1 },
    { type: 'int_type', msg: 'Input should be a valid integer', input: { a: 1 } },
  ],
  [
    'int_type for null on a non-nullable integer',
    limit,
    null,
    { type: 'int_type', msg: 'Input should be a valid integer', input: null },
  ],
  ['dict_type for an array', object, [1], { type: 'dict_type', msg: 'Input should be a valid dictionary', input: [1] }],
  ['dict_type for a string', object, 'x', { type: 'dict_type', msg: 'Input should be a valid dictionary', input: 'x' }],
  ['dict_type for null', object, null, { type: 'dict_type', msg: 'Input should be a valid dictionary', input: null }],
  [
    'greater_than_equal with ctx (number)',
    limit,
    0,
    { type: 'greater_than_equal', msg: 'Input should be greater than or equal to 1', input: 0, ctx: { ge: 1 } },
  ],
  [
    'greater_than_equal keeps the raw string as input',
    limit,
    '0',
    { type: 'greater_than_equal', msg: 'Input should be greater than or equal to 1', input: '0', ctx: { ge: 1 } },
  ],
  [
    'less_than_equal with ctx (number)',
    limit,
    501,
    { type: 'less_than_equal', msg: 'Input should be less than or equal to 500', input: 501, ctx: { le: 500 } },
  ],
  [
    'less_than_equal keeps the raw string as input',
    limit,
    ' 501 ',
    { type: 'less_than_equal', msg: 'Input should be less than or equal to 500', input: ' 501 ', ctx: { le: 500 } },
  ],
];

describe('checkField', () => {
  describe('errors (every row of decisions §2)', () => {
    it.each(errorRows)('should report %s', (_description, spec, input, expected) => {
      const outcome = checkField(spec, input);
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) {
        expect(outcome.issue).toEqual(expected);
        const keys = ['type', 'msg', 'input', ...('ctx' in expected ? ['ctx'] : [])];
        expect(Object.keys(outcome.issue)).toEqual(keys);
      }
    });
  });

  describe('lenient boolean conversions', () => {
    const truthy: unknown[] = [true, 1, 'true', 'TRUE', 'True', '1', 'yes', 'YES', 'on', 'On', 't', 'T', 'y', 'Y'];
    const falsy: unknown[] = [false, 0, 'false', 'FALSE', 'False', '0', 'no', 'NO', 'off', 'OFF', 'f', 'F', 'n', 'N'];

    it.each(truthy.map((value) => [value]))('should read %j as true', (value) => {
      expect(checkField(bool, value)).toEqual({ ok: true, value: true });
    });

    it.each(falsy.map((value) => [value]))('should read %j as false', (value) => {
      expect(checkField(bool, value)).toEqual({ ok: true, value: false });
    });
  });

  describe('lenient integer conversions', () => {
    const rows: Array<[unknown, number]> = [
      ['42', 42],
      [' 42 ', 42],
      ['\t42\n', 42],
      ['\u00a042\u2003', 42],
      [42.0, 42],
      ['42.0', 42],
      ['42.00', 42],
      ['+42', 42],
      ['-42', -42],
      ['0042', 42],
      ['1_000', 1000],
      ['4_2.0', 42],
      [true, 1],
      [false, 0],
    ];

    it.each(rows)('should read %j as %d', (input, expected) => {
      expect(checkField({ kind: 'integer' }, input)).toEqual({ ok: true, value: expected });
    });

    it('should read "-0" as plain zero', () => {
      const outcome = checkField({ kind: 'integer' }, '-0');
      expect(outcome.ok && Object.is(outcome.value, 0)).toBe(true);
    });

    it('should accept both bounds of ge/le', () => {
      expect(checkField(limit, 1)).toEqual({ ok: true, value: 1 });
      expect(checkField(limit, '500')).toEqual({ ok: true, value: 500 });
    });
  });

  describe('string lengths in code points', () => {
    const emoji = '😀';

    it('should count an emoji as one character (200 emoji is a valid full_name)', () => {
      expect(checkField(name, emoji.repeat(200))).toEqual({ ok: true, value: emoji.repeat(200) });
    });

    it('should refuse 201 emoji with max_length 200', () => {
      const outcome = checkField(name, emoji.repeat(201));
      expect(outcome).toEqual({
        ok: false,
        issue: {
          type: 'string_too_long',
          msg: 'String should have at most 200 characters',
          input: emoji.repeat(201),
          ctx: { max_length: 200 },
        },
      });
    });

    it('should refuse one astral character as too short for min_length 2', () => {
      const outcome = checkField(name, '𝄞');
      expect(outcome.ok).toBe(false);
      expect(!outcome.ok && outcome.issue.type).toBe('string_too_short');
    });

    it('should accept two astral characters for min_length 2', () => {
      expect(checkField(name, '𝄞𝄞')).toEqual({ ok: true, value: '𝄞𝄞' });
    });

    it.each([
      ['', 0],
      ['abc', 3],
      ['😀', 1],
      ['a😀b', 3],
      ['𝄞𝄞𝄞', 3],
      ['e\u0301', 2],
      ['\ud800', 1],
    ])('should measure %j as %d code points', (text, length) => {
      expect(codePointLength(text)).toBe(length);
    });
  });

  describe('null, absence and defaults', () => {
    it('should accept null only where the field is nullable', () => {
      expect(checkField({ kind: 'string', nullable: true, maxLength: 10 }, null)).toEqual({ ok: true, value: null });
      expect(checkField({ kind: 'boolean', nullable: true }, null)).toEqual({ ok: true, value: null });
      expect(checkField({ kind: 'integer', nullable: true }, null)).toEqual({ ok: true, value: null });
      expect(checkField({ ...role, nullable: true }, null)).toEqual({ ok: true, value: null });
      expect(checkField(bool, null).ok).toBe(false);
      expect(checkField({ kind: 'string', maxLength: 32, default: 'fiat' }, null).ok).toBe(false);
    });

    it('should fill the default of an absent optional field', () => {
      expect(checkField(bool, undefined)).toEqual({ ok: true, value: false });
      expect(checkField(role, undefined)).toEqual({ ok: true, value: 'individual' });
      expect(checkField(limit, undefined)).toEqual({ ok: true, value: 50 });
      expect(checkField({ kind: 'string', nullable: true }, undefined)).toEqual({ ok: true, value: null });
    });

    it('should normalise a valid e-mail (domain lower-cased)', () => {
      expect(checkField(email, 'Jane.Doe@Example.COM')).toEqual({ ok: true, value: 'Jane.Doe@example.com' });
    });
  });

  describe('describeChoices', () => {
    it.each([
      [['a'], "'a'"],
      [['a', 'b'], "'a' or 'b'"],
      [['a', 'b', 'c'], "'a', 'b' or 'c'"],
    ])('should describe %j as %s', (values, expected) => {
      expect(describeChoices(values)).toBe(expected);
    });
  });
});

describe('date-time strings', () => {
  const dateTime: FieldSpec = { kind: 'string', format: 'date-time', nullable: true };

  it.each([
    ['2027-06-30T00:00:00Z', '2027-06-30T00:00:00.000Z'],
    ['2027-06-30T02:30:00.5+02:30', '2027-06-30T00:00:00.500Z'],
    ['2027-06-30t00:00:00z', '2027-06-30T00:00:00.000Z'],
  ])('should accept %s as %s', (input, expected) => {
    expect(checkField(dateTime, input)).toEqual({ ok: true, value: expected });
  });

  it.each(['2027-06-30', '2027-06-30T00:00:00', 'tomorrow', '2027-13-40T99:00:00Z', `${'9'.repeat(40)}Z`])(
    'should refuse %s with datetime_from_date_parsing',
    (input) => {
      const outcome = checkField(dateTime, input);
      expect(outcome).toMatchObject({ ok: false, issue: { type: 'datetime_from_date_parsing', input } });
    },
  );
});
