import { HttpException } from '@nestjs/common';
import type { Request } from 'express';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
} from '../../../src/common/errors/domain-errors';
import { ERROR_CODES, ERROR_CODES_BY_MODULE, SHARED_ERROR_CODES } from '../../../src/common/errors/error-codes';
import { BODY_PARSER_ERROR_TYPES, describeError } from '../../../src/common/errors/error-response';
import { HTTP_ERROR } from '../../../src/openapi/error-schemas';

const SNAKE_CASE = /^[a-z]+(?:_[a-z]+)*$/;
const request = { app: {}, path: '/api/anything', method: 'GET' } as unknown as Request;

function codeFor(error: unknown): string | undefined {
  return describeError(error, request).body.code;
}

describe('ERROR_CODES', () => {
  it('should hold only snake_case codes when read', () => {
    expect(ERROR_CODES.filter((code) => !SNAKE_CASE.test(code))).toEqual([]);
  });

  it('should be sorted and unique when built from the modules', () => {
    expect([...ERROR_CODES]).toEqual([...new Set(ERROR_CODES)].sort());
    const declared = Object.values(ERROR_CODES_BY_MODULE).flatMap((codes) => Object.values(codes));
    expect(new Set(declared)).toEqual(new Set(ERROR_CODES));
  });

  it('should declare a code in one module only when it is not listed as deliberately shared', () => {
    const owners = new Map<string, string[]>();
    for (const [module, codes] of Object.entries(ERROR_CODES_BY_MODULE)) {
      for (const code of Object.values(codes)) {
        owners.set(code, [...(owners.get(code) ?? []), module]);
      }
    }
    const shared = [...owners].filter(([, modules]) => modules.length > 1).map(([code]) => code);
    expect(shared.sort()).toEqual([...SHARED_ERROR_CODES].sort());
  });

  it('should be the enum of the OpenAPI HTTPError code when the document is built', () => {
    expect(HTTP_ERROR.properties.code.enum).toEqual([...ERROR_CODES]);
  });
});

describe(describeError.name, () => {
  it('should answer only registry codes when given each kind of domain error with its default code', () => {
    const errors = [
      new BadRequestError('x'),
      new UnauthorizedError(),
      new ForbiddenError('x'),
      new NotFoundError('x'),
      new ConflictError('x'),
      new PayloadTooLargeError('x'),
      new UnsupportedMediaTypeError('x'),
      new RateLimitedError(1),
      new ServiceUnavailableError(),
    ];
    const codes = errors.map(codeFor);
    expect(codes.filter((code) => !ERROR_CODES.includes(code as never))).toEqual([]);
    expect(codes).toHaveLength(errors.length);
  });

  it('should answer only registry codes when given each body-parser error it knows', () => {
    expect(BODY_PARSER_ERROR_TYPES.length).toBeGreaterThan(0);
    const codes = BODY_PARSER_ERROR_TYPES.map((type) => codeFor(Object.assign(new Error(type), { type })));
    expect(codes.filter((code) => !ERROR_CODES.includes(code as never))).toEqual([]);
  });

  it('should answer only registry codes when given an HttpException of any status', () => {
    const statuses = Array.from({ length: 200 }, (_, index) => 400 + index);
    const codes = statuses.map((status) => codeFor(new HttpException('Refused', status)));
    expect(codes.filter((code) => !ERROR_CODES.includes(code as never))).toEqual([]);
  });

  it('should answer only registry codes when given an unknown or a database-connection error', () => {
    const codes = [
      codeFor(new Error('boom')),
      codeFor('a string'),
      codeFor(null),
      codeFor(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })),
      codeFor(Object.assign(new Error('parser'), { type: 'stream.not.readable' })),
    ];
    expect(codes).toEqual(['internal_error', 'internal_error', 'internal_error', 'unavailable', 'internal_error']);
    expect(codes.filter((code) => !ERROR_CODES.includes(code as never))).toEqual([]);
  });

  it('should answer no code when a path or method matches no operation', () => {
    const miss = describeError(new HttpException('Cannot GET /nowhere', 404), request);
    expect(miss.body).toEqual({ detail: 'Not Found' });
  });
});
