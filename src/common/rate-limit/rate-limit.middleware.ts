import type { NextFunction, Request, Response } from 'express';
import { RateLimitConfig } from '../../config/app-config';
import { secretsEqual } from '../auth/secret-compare';
import { RateLimitedError } from '../errors/domain-errors';
import { FixedWindowLimiter } from './fixed-window.limiter';

const INTAKE_PATHS = new Set(['/api/register', '/api/programs']);
const STATUS_READ = /^\/api\/(register|programs)\/[^/]+$/;

/**
 * Per-client-address limits on public API routes: intake is stricter than reads, and a run of 404s on
 * status reads (reference guessing) is throttled hardest. Admin-token holders are not limited.
 */
export function rateLimitMiddleware(config: RateLimitConfig, adminToken: string, limiter = new FixedWindowLimiter()) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!request.path.startsWith('/api/') || isAdmin(request, adminToken)) {
      next();
      return;
    }
    const client = request.ip ?? 'unknown';
    const isStatusRead = request.method === 'GET' && STATUS_READ.test(request.path);
    if (isStatusRead) {
      const misses = limiter.check(`miss:${client}`, config.missPerMinute);
      if (!misses.allowed) {
        next(new RateLimitedError(misses.retryAfterSeconds));
        return;
      }
      response.on('finish', () => {
        if (response.statusCode === 404) {
          limiter.hit(`miss:${client}`, config.missPerMinute);
        }
      });
    }
    const intake = request.method === 'POST' && INTAKE_PATHS.has(request.path);
    const decision = intake
      ? limiter.hit(`intake:${client}`, config.intakePerMinute)
      : limiter.hit(`read:${client}`, config.readPerMinute);
    if (!decision.allowed) {
      next(new RateLimitedError(decision.retryAfterSeconds));
      return;
    }
    next();
  };
}

function isAdmin(request: Request, adminToken: string): boolean {
  const header = request.headers['x-admin-token'];
  return typeof header === 'string' && secretsEqual(header, adminToken);
}
