export type LocPart = string | number;

/** One item of the FastAPI / pydantic v2 validation error body, keys in pydantic's order. */
export interface PydanticError {
  type: string;
  loc: LocPart[];
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

export type FieldIssue = Omit<PydanticError, 'loc'>;

/** Builds an error with keys in the exact order FastAPI emits them (type, loc, msg, input, ctx). */
export function pydanticError(issue: FieldIssue, loc: LocPart[]): PydanticError {
  const error: PydanticError = { type: issue.type, loc, msg: issue.msg, input: issue.input };
  if (issue.ctx !== undefined) {
    error.ctx = issue.ctx;
  }
  return error;
}

/** Thrown by the validation pipe and by services that find a field-level problem; answered with 422. */
export class RequestValidationError extends Error {
  constructor(readonly errors: PydanticError[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}
