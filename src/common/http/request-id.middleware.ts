import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { requestContext } from '../logging/request-context';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:\-]{1,128}$/;

/** Echoes a safe client request id or makes one, sets baseline headers, and scopes logs to the request. */
export function requestIdMiddleware(request: Request, response: Response, next: NextFunction): void {
  const offered = request.headers['x-request-id'];
  const requestId = typeof offered === 'string' && SAFE_REQUEST_ID.test(offered) ? offered : randomUUID();
  response.setHeader('X-Request-Id', requestId);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  requestContext.run({ requestId }, next);
}
