import { HttpException } from '@nestjs/common';
import type { Request } from 'express';
import { RequestValidationError } from '../validation/pydantic-error';
import { CommonErrorCode } from './common-error-codes';
import { isDatabaseUnavailable } from './database-errors';
import { DomainError, DomainErrorKind, RateLimitedError } from './domain-errors';
import { ErrorCode } from './error-codes';
import { allowedMethodsFor } from './route-methods';

export interface ErrorResponse {
  status: number;
  /** `code` is on every body a documented operation answers but the 422 one (its `detail` lists the errors). */
  body: { detail: unknown; code?: ErrorCode };
  headers: Record<string, string>;
  /** Set when the error is the server's fault and must be logged with its cause. */
  unexpected: boolean;
}

const STATUS_OF: Record<DomainErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

// A kind is also the code of its status: typed, so a kind outside the registry fails to compile.
const CODE_OF_STATUS: Record<number, ErrorCode> = Object.fromEntries(
  Object.entries(STATUS_OF).map(([kind, status]) => [status, kind as DomainErrorKind]),
);

const BODY_PARSER_ERRORS: Record<string, { status: number; detail: string; code: ErrorCode }> = {
  'entity.too.large': { status: 413, detail: 'Request body is too large', code: CommonErrorCode.PayloadTooLarge },
  'request.aborted': {
    status: 400,
    detail: 'Request body was not received completely',
    code: CommonErrorCode.BadRequest,
  },
  'request.size.invalid': {
    status: 400,
    detail: 'Request body length does not match Content-Length',
    code: CommonErrorCode.BadRequest,
  },
  'encoding.unsupported': {
    status: 415,
    detail: 'Unsupported content encoding',
    code: CommonErrorCode.UnsupportedMediaType,
  },
  'charset.unsupported': { status: 415, detail: 'Unsupported charset', code: CommonErrorCode.UnsupportedMediaType },
  'parameters.too.many': {
    status: 413,
    detail: 'The form has too many fields',
    code: CommonErrorCode.PayloadTooLarge,
  },
};

/** The client's fault by the reader's own account (e.g. a body labelled gzip that is not): answered as its 4xx. */
const CLIENT_BODY_ERROR: Record<number, { detail: string; code: ErrorCode }> = {
  400: { detail: 'Request body could not be decoded', code: CommonErrorCode.BadRequest },
  413: { detail: 'Request body is too large', code: CommonErrorCode.PayloadTooLarge },
  415: { detail: 'Unsupported content encoding', code: CommonErrorCode.UnsupportedMediaType },
};

/** The `type`s of body-parser errors the filter answers with a 4xx (all others are the server's fault). */
export const BODY_PARSER_ERROR_TYPES: readonly string[] = Object.keys(BODY_PARSER_ERRORS);

const UNAVAILABLE: ErrorResponse = {
  status: 503,
  body: { detail: 'Service temporarily unavailable', code: CommonErrorCode.Unavailable },
  headers: { 'Retry-After': '5' },
  unexpected: false,
};

/** Turns anything thrown while handling a request into the status and `{detail}` body of decisions §1. */
export function describeError(error: unknown, request: Request): ErrorResponse {
  if (error instanceof RequestValidationError) {
    return { status: 422, body: { detail: error.errors }, headers: {}, unexpected: false };
  }
  if (error instanceof DomainError) {
    const headers: Record<string, string> =
      error instanceof RateLimitedError ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
    if (error.kind === 'unavailable') {
      headers['Retry-After'] = '5';
    }
    return {
      status: STATUS_OF[error.kind],
      body: { detail: error.detail, code: error.code },
      headers,
      unexpected: false,
    };
  }
  if (error instanceof HttpException) {
    return describeHttpException(error, request);
  }
  const parserError = BODY_PARSER_ERRORS[(error as { type?: string } | null)?.type ?? ''];
  if (parserError) {
    return {
      status: parserError.status,
      body: { detail: parserError.detail, code: parserError.code },
      headers: {},
      unexpected: false,
    };
  }
  const exposed = exposedClientError(error);
  if (exposed) {
    return exposed;
  }
  if (isDatabaseUnavailable(error)) {
    return UNAVAILABLE;
  }
  return {
    status: 500,
    body: { detail: 'Internal Server Error', code: CommonErrorCode.InternalError },
    headers: {},
    unexpected: true,
  };
}

function exposedClientError(error: unknown): ErrorResponse | undefined {
  const { expose, status } = (error ?? {}) as { expose?: unknown; status?: unknown };
  const known = typeof status === 'number' ? CLIENT_BODY_ERROR[status] : undefined;
  if (expose !== true || known === undefined) {
    return undefined;
  }
  return { status: status as number, body: { ...known }, headers: {}, unexpected: false };
}

function describeHttpException(error: HttpException, request: Request): ErrorResponse {
  const status = error.getStatus();
  if (status === 404 && isRouteMiss(error)) {
    const allowed = allowedMethodsFor(request);
    if (allowed.length > 0) {
      return {
        status: 405,
        body: { detail: 'Method Not Allowed' },
        headers: { Allow: allowed.join(', ') },
        unexpected: false,
      };
    }
    // Exactly decisions §1's bodies: these answer paths and methods no operation declares.
    return { status: 404, body: { detail: 'Not Found' }, headers: {}, unexpected: false };
  }
  return {
    status,
    body: {
      detail: httpDetail(error),
      code: CODE_OF_STATUS[status] ?? (status >= 500 ? CommonErrorCode.InternalError : CommonErrorCode.BadRequest),
    },
    headers: {},
    unexpected: status >= 500,
  };
}

function isRouteMiss(error: HttpException): boolean {
  return /^Cannot [A-Z]+ /.test(error.message);
}

function httpDetail(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') {
    return response;
  }
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') {
    return message;
  }
  return error.message;
}
