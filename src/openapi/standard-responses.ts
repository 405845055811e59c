import { NO_DEPENDENCY_EXTENSION, OPERATOR_ROLE_EXTENSION, PUBLIC_EXTENSION } from './api-answers';
import { HTTP_ERROR_REF, HTTP_VALIDATION_ERROR_REF } from './error-schemas';

type Json = Record<string, unknown>;

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before retrying',
    schema: { type: 'integer', minimum: 0 },
  },
};

/** The public API's paths: the rate limits count every request to them (decisions §13). */
const RATE_LIMITED_PREFIX = '/api/';

/**
 * Declares the answers an operation gives because of what it is rather than what it does (decisions §1): 401 where a
 * credential is read, 422 where there is input, 400 where a path segment or a body is decoded, 413/415 where a body
 * is read, 429 under the limits, 503 where the database is needed. Its own answers (404, 409 …) come from
 * `@ApiErrors` on the handler.
 */
export function addStandardResponses(path: string, method: string, operation: Json): void {
  const responses = operation.responses as Json;
  const declare = (status: number, answer: Json) => {
    responses[String(status)] ??= answer;
  };
  applySecurity(path, method, operation);
  const security = (operation.security as Json[] | undefined) ?? [];
  if (security.some((requirement) => Object.keys(requirement).length > 0)) {
    declare(401, errorAnswer('The credential is missing, wrong, revoked or expired'));
  }
  const role = operation[OPERATOR_ROLE_EXTENSION];
  if (typeof role === 'string' && role !== 'viewer') {
    declare(403, errorAnswer(`An operator credential whose role is below ${role} (code \`operator_role_required\`)`));
  }
  if (hasInput(operation)) {
    declare(422, {
      description: 'Validation error (FastAPI / pydantic v2 shape)',
      content: { 'application/json': { schema: { $ref: HTTP_VALIDATION_ERROR_REF } } },
    });
  }
  if (hasPathParameter(operation)) {
    declare(400, errorAnswer('A path segment is not valid percent-encoded UTF-8, or the body could not be read'));
  }
  if (operation.requestBody !== undefined) {
    declare(400, errorAnswer('The body could not be read completely'));
    declare(413, errorAnswer('The body is larger than the limit'));
    declare(415, errorAnswer('The body has an unsupported content encoding or charset'));
  }
  // Under /api/ every request counts; elsewhere a body is read only within the client's read budget.
  if (path.startsWith(RATE_LIMITED_PREFIX) || operation.requestBody !== undefined) {
    declare(429, errorAnswer('Rate limit reached; retry after `Retry-After` seconds', RETRY_AFTER));
  }
  if (operation[NO_DEPENDENCY_EXTENSION] === true) {
    delete operation[NO_DEPENDENCY_EXTENSION];
  } else {
    declare(503, errorAnswer('The database is unreachable; retry after `Retry-After` seconds', RETRY_AFTER));
  }
  operation.responses = sortedByStatus(responses);
}

function applySecurity(path: string, method: string, operation: Json): void {
  const isPublic = operation[PUBLIC_EXTENSION] === true;
  delete operation[PUBLIC_EXTENSION];
  if (isPublic) {
    operation.security = [];
    return;
  }
  if (!Array.isArray(operation.security) || operation.security.length === 0) {
    // A route nobody decided about would be documented as public by accident.
    throw new Error(`${method.toUpperCase()} ${path} declares no access: use @Public(), @OpenToAll(), @AdminOnly() …`);
  }
  operation.security = dedupe(operation.security as Json[]);
}

function hasInput(operation: Json): boolean {
  return (
    (Array.isArray(operation.parameters) && operation.parameters.length > 0) || operation.requestBody !== undefined
  );
}

function hasPathParameter(operation: Json): boolean {
  return Array.isArray(operation.parameters) && (operation.parameters as Json[]).some((p) => p.in === 'path');
}

function errorAnswer(description: string, headers?: Json): Json {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: { $ref: HTTP_ERROR_REF } } },
  };
}

function dedupe(requirements: Json[]): Json[] {
  const seen = new Set<string>();
  return requirements.filter((requirement) => {
    const key = JSON.stringify(requirement);
    const fresh = !seen.has(key);
    seen.add(key);
    return fresh;
  });
}

function sortedByStatus(responses: Json): Json {
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}
