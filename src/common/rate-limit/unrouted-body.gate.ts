import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { secretsEqual } from '../auth/secret-compare';
import { methodTakesBody } from '../http/body-methods';
import { RateLimits } from './rate-limits';

const ROUTED = Symbol('rate-limit-routed');
type MarkedRequest = Request & { [ROUTED]?: true };

/** Called by the guard: the request reached a route, so its limits were applied there. */
export function markRouted(request: Request): void {
  (request as MarkedRequest)[ROUTED] = true;
}

/**
 * The JSON body is read and parsed before routing, so before the limit guard. This gate keeps that work inside the
 * limits: a client whose read budget is spent is refused before its body is read, and a request whose body was
 * refused before it reached a route (unreadable, too large, not JSON) costs its client one read.
 */
export function unroutedBodyGate(limits: RateLimits, adminToken: string): RequestHandler {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!methodTakesBody(request.method) || !carriesBody(request) || isAdminHeader(request, adminToken)) {
      next();
      return;
    }
    try {
      limits.refuseSpentReader(request);
    } catch (error) {
      next(error);
      return;
    }
    response.on('finish', () => {
      if ((request as MarkedRequest)[ROUTED] !== true && isClientRefusal(response.statusCode)) {
        limits.countUnroutedRefusal(request);
      }
    });
    next();
  };
}

function carriesBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function isAdminHeader(request: Request, adminToken: string): boolean {
  const header = request.headers['x-admin-token'];
  return typeof header === 'string' && secretsEqual(header, adminToken);
}

/** Unknown routes and wrong methods cost nothing worth counting; a 429 was already counted. */
function isClientRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 404 && status !== 405 && status !== 429;
}
