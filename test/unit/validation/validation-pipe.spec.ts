import { ArgumentMetadata } from '@nestjs/common';
import { IsEmail, IsOptional, MaxLength } from 'class-validator';
import { Field } from '../../../src/common/validation/field.decorator';
import { PydanticError, RequestValidationError } from '../../../src/common/validation/pydantic-error';
import { PydanticValidationPipe } from '../../../src/common/validation/validation.pipe';

class ContactForm {
  @Field({ kind: 'string', required: true, minLength: 2 })
  name!: string;

  @IsEmail({}, { message: 'contact must be an email address' })
  contact!: string;

  // A plain rule sees the value as sent (class-validator reads it before @Field converts it): always sent here.
  @Field({ kind: 'string', nullable: true })
  @MaxLength(5, { message: 'nickname is too long' })
  nickname!: string | null;

  @Field({ kind: 'object' })
  extra?: Record<string, unknown>;
}

/** No @Field at all: only plain class-validator rules. */
class PlainOnly {
  @IsOptional()
  @IsEmail({}, { message: 'email must be an email' })
  email?: string;
}

const pipe = new PydanticValidationPipe();

function body(metatype: ArgumentMetadata['metatype']): ArgumentMetadata {
  return { type: 'body', metatype, data: undefined };
}

function errorsOf(value: unknown, metatype: ArgumentMetadata['metatype']): PydanticError[] {
  try {
    pipe.transform(value, body(metatype));
  } catch (error) {
    if (error instanceof RequestValidationError) {
      return error.errors;
    }
    throw error;
  }
  throw new Error('expected a RequestValidationError');
}

describe(PydanticValidationPipe.name, () => {
  it('should answer a failed plain class-validator rule as a value_error when the DTO mixes it with @Field', () => {
    expect(errorsOf({ name: 'Jane', contact: 'not-an-address', nickname: 'jj' }, ContactForm)).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'contact'],
        msg: 'Value error, contact must be an email address',
        input: 'not-an-address',
        ctx: { error: 'contact must be an email address' },
      },
    ]);
  });

  it('should keep FastAPI key order (type, loc, msg, input, ctx) when a plain rule fails', () => {
    const [error] = errorsOf({ name: 'Jane', contact: 'x' }, ContactForm);
    expect(Object.keys(error)).toEqual(['type', 'loc', 'msg', 'input', 'ctx']);
  });

  it('should send null as the input when the value of a plain rule is absent', () => {
    expect(errorsOf({ name: 'Jane', nickname: 'jj' }, ContactForm)).toEqual([
      expect.objectContaining({ loc: ['body', 'contact'], input: null }),
    ]);
  });

  it('should copy a field that has only plain rules when it is valid', () => {
    const result = pipe.transform(
      { name: 'Jane', contact: 'jane@example.com', nickname: 'jj', unknown: 1 },
      body(ContactForm),
    );
    expect(result).toBeInstanceOf(ContactForm);
    expect({ ...(result as object) }).toEqual({
      name: 'Jane',
      contact: 'jane@example.com',
      nickname: 'jj',
      extra: undefined,
    });
  });

  it('should report @Field and plain-rule failures together, in declaration order', () => {
    expect(errorsOf({ name: 'J', contact: 'x', nickname: 'far too long' }, ContactForm).map((e) => e.loc)).toEqual([
      ['body', 'name'],
      ['body', 'contact'],
      ['body', 'nickname'],
    ]);
  });

  it('should report only the @Field error when the same value also fails a plain rule', () => {
    expect(errorsOf({ name: 'Jane', contact: 'a@example.com', nickname: 123456 }, ContactForm)).toEqual([
      { type: 'string_type', loc: ['body', 'nickname'], msg: 'Input should be a valid string', input: 123456 },
    ]);
  });

  it('should keep the structured location inside a value when an @Field object holds an unstorable key', () => {
    const [error] = errorsOf(
      { name: 'Jane', contact: 'a@example.com', nickname: 'jj', extra: { a: { b: 'x\u0000' } } },
      ContactForm,
    );
    expect(error.loc).toEqual(['body', 'extra', 'a', 'b']);
    expect(error.input).toBe('[redacted]');
  });

  it('should validate a DTO that has only plain class-validator rules', () => {
    expect(errorsOf({ email: 'nope' }, PlainOnly)).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'email'],
        msg: 'Value error, email must be an email',
        input: 'nope',
        ctx: { error: 'email must be an email' },
      },
    ]);
    expect({ ...(pipe.transform({ email: 'a@example.com', other: 1 }, body(PlainOnly)) as object) }).toEqual({
      email: 'a@example.com',
    });
  });

  it('should answer the same failure again when the same class is validated twice', () => {
    const first = errorsOf({ name: 'J', contact: 'a@example.com', nickname: 'jj' }, ContactForm);
    expect(errorsOf({ name: 'J', contact: 'a@example.com', nickname: 'jj' }, ContactForm)).toEqual(first);
  });
});
