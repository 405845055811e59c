import type { NextFunction, Request, Response } from 'express';
import { ServiceMetrics } from './service-metrics';

/** The label of a request no route answered (404s, static assets): one series, whatever the path. */
export const UNMATCHED_ROUTE = 'unmatched';
const EXPRESS_PARAMETER = /:(\w+)/g;

/**
 * Counts and times every request by method, route template and status class. The template is the router's own
 * (`/api/programs/:reference` → `/api/programs/{reference}`), never the path as the client spelled it: the label set
 * stays as small as the route table.
 */
export function httpMetricsMiddleware(metrics: ServiceMetrics) {
  const templates = new Map<string, string>();
  const templateOf = (request: Request): string => {
    const path = (request.route as { path?: unknown } | undefined)?.path;
    if (typeof path !== 'string') {
      return UNMATCHED_ROUTE;
    }
    const full = `${request.baseUrl}${path}`;
    let template = templates.get(full);
    if (template === undefined) {
      template = full.replace(EXPRESS_PARAMETER, '{$1}');
      templates.set(full, template);
    }
    return template;
  };
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    response.on('finish', () => {
      const labels = {
        method: request.method,
        route: templateOf(request),
        status_class: `${Math.floor(response.statusCode / 100)}xx`,
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}
