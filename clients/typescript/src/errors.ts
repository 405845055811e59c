/** One entry of the 422 body's `detail` list (FastAPI / pydantic v2 shape). */
export interface ValidationIssue {
  type: string;
  loc: (string | number)[];
  msg: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

export interface ProgramWorkflowErrorInit {
  status: number;
  detail: string;
  code?: string;
  validationErrors?: readonly ValidationIssue[];
  requestId?: string;
  body?: unknown;
}

/** An answer other than 2xx: `{detail, code}` for most, `{detail: [...]}` for validation (422). */
export class ProgramWorkflowError extends Error {
  readonly status: number;
  /** The body's `code`; `validation_error` for the 422 body, which carries none. */
  readonly code: string | undefined;
  readonly detail: string;
  readonly validationErrors: readonly ValidationIssue[];
  /** `X-Request-Id` of the answer: quote it when asking the operator about a failure. */
  readonly requestId: string | undefined;
  readonly body: unknown;

  constructor(init: ProgramWorkflowErrorInit) {
    super(`${init.status}${init.code ? ` ${init.code}` : ''}: ${init.detail}`);
    this.name = 'ProgramWorkflowError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.validationErrors = init.validationErrors ?? [];
    this.requestId = init.requestId;
    this.body = init.body;
  }

  /** From an answer and its body as openapi-fetch parsed it (JSON when it could, else the text). */
  static fromResponse(response: Response, body: unknown): ProgramWorkflowError {
    const requestId = response.headers.get('x-request-id') ?? undefined;
    const fields = isRecord(body) ? body : {};
    if (Array.isArray(fields.detail)) {
      const validationErrors = fields.detail.filter(isValidationIssue);
      return new ProgramWorkflowError({
        status: response.status,
        code: typeof fields.code === 'string' ? fields.code : 'validation_error',
        detail: validationErrors.map((issue) => `${issue.loc.join('.')}: ${issue.msg}`).join('; ') || 'Invalid request',
        validationErrors,
        requestId,
        body,
      });
    }
    const detail = typeof fields.detail === 'string' ? fields.detail : fallbackDetail(response, body);
    return new ProgramWorkflowError({
      status: response.status,
      code: typeof fields.code === 'string' ? fields.code : undefined,
      detail,
      requestId,
      body,
    });
  }
}

function fallbackDetail(response: Response, body: unknown): string {
  if (typeof body === 'string' && body.length > 0) {
    return body.slice(0, 200);
  }
  return response.statusText || `HTTP ${response.status}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isValidationIssue(value: unknown): value is ValidationIssue {
  return isRecord(value) && Array.isArray(value.loc) && typeof value.msg === 'string' && typeof value.type === 'string';
}

/** What every openapi-fetch call resolves to. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of a 2xx answer; any other answer throws a ProgramWorkflowError. */
export async function unwrap<T>(pending: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await pending;
  if (!response.ok) {
    throw ProgramWorkflowError.fromResponse(response, error);
  }
  return data as T;
}
