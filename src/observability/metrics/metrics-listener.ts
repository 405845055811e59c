import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { Logger } from 'pino';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { APP_LOGGER } from '../../common/logging/logging.module';
import { SCRAPE_REFUSED, scrapeAllowed } from './metrics-access';
import { ServiceMetrics } from './service-metrics';

/**
 * `GET /metrics` on a port of its own (METRICS_PORT; the worker's default is PORT): a bare HTTP listener, so a
 * scrape never competes with API traffic for the API's limits. It also answers `GET /health/live` (the process is up;
 * the worker's container health check), and 404 to anything else.
 */
const LIVENESS_PATH = '/health/live';

@Injectable()
export class MetricsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | undefined;
  private readonly log: Logger;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) logger: Logger,
    private readonly metrics: ServiceMetrics,
  ) {
    this.log = logger.child({ component: 'metrics' });
  }

  async onApplicationBootstrap(): Promise<void> {
    const server = createServer((request, response) => void this.answer(request, response));
    server.requestTimeout = this.config.http.requestTimeoutMs;
    server.headersTimeout = this.config.http.headersTimeoutMs;
    const port = this.config.metrics.port ?? this.config.port;
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          new Error(
            `the metrics listener cannot listen on ${this.config.host}:${port} (${error.code ?? error.message}); ` +
              'set METRICS_PORT to a free port',
          ),
        ),
      );
      server.listen(port, this.config.host, resolve);
    });
    this.server = server;
    this.log.info({ port: this.port() }, 'metrics listening');
  }

  /** The port actually bound (METRICS_PORT=0 picks a free one). */
  port(): number | undefined {
    const address = this.server?.address();
    return typeof address === 'object' && address ? address.port : undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0];
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (path === LIVENESS_PATH && reading) {
      response
        .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end('{"status":"ok"}');
      return;
    }
    if (path !== '/metrics' || !reading) {
      response
        .writeHead(404, { 'Content-Type': 'text/plain' })
        .end('Not found: this port serves GET /metrics and GET /health/live only.\n');
      return;
    }
    if (!scrapeAllowed(this.config.metrics.token, request.headers.authorization)) {
      response
        .writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': SCRAPE_REFUSED.challenge })
        .end(SCRAPE_REFUSED.body);
      return;
    }
    try {
      const body = await this.metrics.exposition();
      response.writeHead(200, { 'Content-Type': this.metrics.contentType, 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      this.log.error({ err: (error as Error).message }, 'metrics exposition failed');
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end('The metrics could not be read.\n');
    }
  }
}
