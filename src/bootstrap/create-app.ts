import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'pino';
import { AppModule } from '../app.module';
import { accessLogMiddleware } from '../common/http/access-log.middleware';
import { jsonBodyMiddleware } from '../common/http/json-body.middleware';
import { requestIdMiddleware } from '../common/http/request-id.middleware';
import { NestLoggerAdapter } from '../common/logging/nest-logger.adapter';
import { RateLimits } from '../common/rate-limit/rate-limits';
import { unroutedBodyGate } from '../common/rate-limit/unrouted-body.gate';
import { AppConfig } from '../config/app-config';
import { httpMetricsMiddleware } from '../observability/metrics/http-metrics.middleware';
import { ServiceMetrics } from '../observability/metrics/service-metrics';
import { setupOpenApi } from '../openapi/openapi.setup';
import { HttpDrain } from './http-drain';
import { TimedExpressAdapter } from './timed-express.adapter';

/**
 * Builds the HTTP application with every global piece applied; main.ts and the tests share it. The rate limits are
 * a global guard (RateLimitModule), not middleware: they need the route that answers, known only after routing;
 * only the body gate runs before the body parsers, so reading bodies stays inside a client's budget.
 */
export async function createApp(config: AppConfig, logger: Logger): Promise<NestExpressApplication> {
  const adapter = new TimedExpressAdapter(config.http, config.trustProxy);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, logger), adapter, {
    bodyParser: false,
    logger: new NestLoggerAdapter(logger.child({ component: 'nest' })),
    abortOnError: false,
  });
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(app.get(HttpDrain).middleware);
  app.use(requestIdMiddleware);
  app.use(httpMetricsMiddleware(app.get(ServiceMetrics)));
  app.use(accessLogMiddleware(logger));
  if (config.rateLimit.enabled) {
    app.use(unroutedBodyGate(app.get(RateLimits), config.adminToken));
  }
  app.use(...jsonBodyMiddleware());
  setupOpenApi(app, config.version);
  // Exit 0 once closed, rather than re-raising the signal: a clean stop reads as one to supervisors.
  app.enableShutdownHooks(undefined, { useProcessExit: true });
  return app;
}
