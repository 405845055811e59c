/**
 * Errors services throw. They carry no HTTP knowledge; the global filter maps each kind to a status
 * and the `{detail, code}` body. `detail` is a sentence safe to show a client.
 */
export type DomainErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly detail: string,
    readonly code: string,
  ) {
    super(detail);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(detail: string, code = 'not_found') {
    super('not_found', detail, code);
  }
}

export class ConflictError extends DomainError {
  constructor(detail: string, code = 'conflict') {
    super('conflict', detail, code);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(detail = 'Missing or invalid credentials', code = 'unauthorized') {
    super('unauthorized', detail, code);
  }
}

export class ForbiddenError extends DomainError {
  constructor(detail: string, code = 'forbidden') {
    super('forbidden', detail, code);
  }
}

export class BadRequestError extends DomainError {
  constructor(detail: string, code = 'bad_request') {
    super('bad_request', detail, code);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(detail: string, code = 'payload_too_large') {
    super('payload_too_large', detail, code);
  }
}

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', 'Too many requests; retry later', 'rate_limited');
  }
}

export class ServiceUnavailableError extends DomainError {
  constructor(detail = 'Service temporarily unavailable', code = 'unavailable') {
    super('unavailable', detail, code);
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor(detail: string, code = 'unsupported_media_type') {
    super('unsupported_media_type', detail, code);
  }
}
