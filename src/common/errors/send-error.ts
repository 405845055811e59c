import type { Request, Response } from 'express';
import { Logger } from 'pino';
import { scrubText } from '../logging/logger';
import { describeError } from './error-response';

/** Writes the error answer; used by the Nest filter and by middleware that runs before Nest's router. */
export function sendError(request: Request, response: Response, error: unknown, logger: Logger): void {
  const described = describeError(error, request);
  if (described.unexpected) {
    logger.error({ err: summarise(error), path: request.path, method: request.method }, 'unhandled error');
  } else if (described.status === 503) {
    logger.warn({ err: summarise(error), path: request.path }, 'dependency unavailable');
  }
  if (response.headersSent) {
    response.destroy();
    return;
  }
  // A route may have set its own type (HTML, CSV) and disposition before failing: the error is JSON, not a file.
  response.removeHeader('Content-Disposition');
  response
    .status(described.status)
    .set(described.headers)
    .set('Content-Type', 'application/json; charset=utf-8')
    .json(described.body);
}

/** Only the parts of an error that are safe to log: never query parameters or request data. */
function summarise(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) {
    return { message: scrubText(String(error)) };
  }
  return {
    type: error.name,
    message: scrubText(error.message),
    code: (error as { code?: unknown }).code,
    stack: error.stack ? scrubText(error.stack) : undefined,
  };
}
