import { CommonErrorCode } from './common-error-codes';
import { ErrorCode } from './error-codes';

/**
 * Errors services throw. They carry no HTTP knowledge; the global filter maps each kind to a status
 * and the `{detail, code}` body. `detail` is a sentence safe to show a client.
 */
export type DomainErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'gone'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly detail: string,
    readonly code: ErrorCode,
  ) {
    super(detail);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(detail: string, code: ErrorCode = CommonErrorCode.NotFound) {
    super('not_found', detail, code);
  }
}

/** The thing existed and was removed on purpose (e.g. erased after its retention ended): 410. */
export class GoneError extends DomainError {
  constructor(detail: string, code: ErrorCode = CommonErrorCode.Gone) {
    super('gone', detail, code);
  }
}

export class ConflictError extends DomainError {
  constructor(detail: string, code: ErrorCode = CommonErrorCode.Conflict) {
    super('conflict', detail, code);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(detail = 'Missing or invalid credentials', code: ErrorCode = CommonErrorCode.Unauthorized) {
    super('unauthorized', detail, code);
  }
}

export class ForbiddenError extends DomainError {
  constructor(detail: string, code: ErrorCode = CommonErrorCode.Forbidden) {
    super('forbidden', detail, code);
  }
}

export class BadRequestError extends DomainError {
  constructor(detail: string, code: ErrorCode = CommonErrorCode.BadRequest) {
    super('bad_request', detail, code);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(detail: string, code: ErrorCode = CommonErrorCode.PayloadTooLarge) {
    super('payload_too_large', detail, code);
  }
}

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', 'Too many requests; retry later', CommonErrorCode.RateLimited);
  }
}

export class ServiceUnavailableError extends DomainError {
  constructor(detail = 'Service temporarily unavailable', code: ErrorCode = CommonErrorCode.Unavailable) {
    super('unavailable', detail, code);
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor(detail: string, code: ErrorCode = CommonErrorCode.UnsupportedMediaType) {
    super('unsupported_media_type', detail, code);
  }
}
