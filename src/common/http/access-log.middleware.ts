import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'pino';

/** Prometheus scrapes every few seconds: a line each would drown the log (their count is in http_requests_total). */
const UNLOGGED_PATH = '/metrics';

/** One structured line per request: method, path (never the query or body), status and duration. */
export function accessLogMiddleware(logger: Logger) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!logger.isLevelEnabled('info') || request.path === UNLOGGED_PATH) {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    response.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          request_id: response.getHeader('X-Request-Id'),
          method: request.method,
          path: request.path,
          status: response.statusCode,
          ms: Math.round(durationMs * 10) / 10,
        },
        'request',
      );
    });
    next();
  };
}
