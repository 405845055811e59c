import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { OperationId, Public, ServedFromMemory } from '../../openapi/api-answers';
import { SCRAPE_REFUSED, scrapeAllowed } from './metrics-access';
import { ServiceMetrics } from './service-metrics';

/** `GET /metrics` on the API's port: the Prometheus text format, never rate-limited (not under /api/), never logged. */
@ApiTags('health')
@Public()
@ServedFromMemory()
@Controller('metrics')
export class MetricsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: ServiceMetrics,
  ) {}

  @Get()
  @OperationId('getMetrics')
  @ApiOperation({
    summary: 'Prometheus metrics (text exposition format 0.0.4); bearer METRICS_TOKEN when the deployment sets one',
    description:
      'Absent from this port when METRICS_PORT names a listener of its own. The metrics are described in ' +
      'docs/observability.md; figures read from the database at scrape time keep their last value if it does not answer.',
  })
  @ApiResponse({
    status: 200,
    description: 'Every metric of the service and of the Node.js process.',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  @ApiResponse({
    status: 401,
    description: 'METRICS_TOKEN is set and the request did not carry it as `Authorization: Bearer <token>`.',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() response: Response): Promise<void> {
    response.setHeader('Cache-Control', 'no-store');
    if (!scrapeAllowed(this.config.metrics.token, authorization)) {
      response.status(401).setHeader('WWW-Authenticate', SCRAPE_REFUSED.challenge);
      response.type('text/plain').send(SCRAPE_REFUSED.body);
      return;
    }
    response.status(200).setHeader('Content-Type', this.metrics.contentType);
    response.send(await this.metrics.exposition());
  }
}
