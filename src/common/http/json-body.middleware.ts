import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { raw } from 'express';
import { locateJsonError } from '../validation/json-error-locator';
import { pydanticError, RequestValidationError } from '../validation/pydantic-error';
import { trimEndWhere } from '../validation/linear-trim';
import { methodTakesBody } from './body-methods';

export const JSON_BODY_LIMIT = '1mb';

export interface RequestWithRawBody extends Request {
  rawBody?: Buffer;
  /** On routes that authenticate the raw bytes: a body error kept for their guard to raise after the check. */
  deferredBodyError?: RequestValidationError;
}

/**
 * Routes whose guard authenticates the raw body (signature or secret header): a syntax error is not raised
 * here but kept on the request, so an unauthenticated or tampered body answers 401 before any 422.
 */
const DEFERRED_ERROR_PATHS = new Set([
  '/api/webhooks/idv-provider',
  '/api/webhooks/payment-provider',
  '/api/messaging/webhook',
]);

/** Deep enough for any body this API takes (handoff payloads stop at 8 levels), shallow enough to be safe. */
export const MAX_JSON_DEPTH = 64;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads JSON bodies ourselves (1 MiB limit) so the raw bytes stay available for signature checks and
 * a syntax error is answered as FastAPI's `json_invalid`, with Python's position and message.
 */
export function jsonBodyMiddleware(): RequestHandler[] {
  const readRaw = raw({ type: isJsonRequest, limit: JSON_BODY_LIMIT });
  const parse = (request: RequestWithRawBody, _response: Response, proceed: NextFunction) => {
    const next = (error?: RequestValidationError) => {
      if (error && defersBodyErrors(request)) {
        request.deferredBodyError = error;
        proceed();
        return;
      }
      proceed(error);
    };
    if (!Buffer.isBuffer(request.body)) {
      next();
      return;
    }
    const bytes = request.body;
    request.rawBody = bytes;
    request.body = undefined;
    if (bytes.length === 0) {
      next();
      return;
    }
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      next(invalidJson(0, 'Invalid UTF-8 in request body'));
      return;
    }
    const tooDeep = nestingLimitBreach(text);
    if (tooDeep !== undefined) {
      next(invalidJson(tooDeep, `Nesting deeper than ${MAX_JSON_DEPTH} levels`));
      return;
    }
    try {
      request.body = JSON.parse(text) as unknown;
    } catch {
      // Like FastAPI, only a body of zero bytes counts as absent; whitespace alone is invalid JSON.
      const problem = locateJsonError(text);
      next(invalidJson(problem.position, problem.message));
      return;
    }
    next();
  };
  return [readRaw, parse as RequestHandler];
}

/**
 * Code-point offset where the text opens its (MAX_JSON_DEPTH + 1)th nested array or object, if it does.
 * Deeper bodies are refused before parsing: echoing them back in an error would overflow the stack.
 */
function nestingLimitBreach(text: string): number | undefined {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) {
        index++;
      } else if (char === 0x22) {
        inString = false;
      }
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > MAX_JSON_DEPTH) {
        return [...text.slice(0, index)].length;
      }
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return undefined;
}

function defersBodyErrors(request: Request): boolean {
  return DEFERRED_ERROR_PATHS.has(trimEndWhere(request.path, isSlash).toLowerCase());
}

function isSlash(code: number): boolean {
  return code === 0x2f;
}

function isJsonRequest(request: IncomingMessage): boolean {
  // No operation reads a body on these methods: one sent anyway is never read, so it can cause no 413/415/422.
  if (!methodTakesBody(request.method)) {
    return false;
  }
  const type = request.headers['content-type'];
  // FastAPI parses a body without a content type (or with an empty one) as JSON.
  if (type === undefined || type.trim() === '') {
    return true;
  }
  const mime = type.split(';')[0].trim().toLowerCase();
  return mime === 'application/json' || (mime.startsWith('application/') && mime.endsWith('+json'));
}

function invalidJson(position: number, message: string): RequestValidationError {
  return new RequestValidationError([
    pydanticError({ type: 'json_invalid', msg: 'JSON decode error', input: {}, ctx: { error: message } }, [
      'body',
      position,
    ]),
  ]);
}
