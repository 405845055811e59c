import { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import { createServer } from 'node:http';

export interface HttpTimeouts {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
}

/**
 * Express adapter whose HTTP server enforces request and header deadlines with a short checking interval,
 * so slow-loris clients (headers or bodies trickled in) are cut off with 408 instead of holding sockets
 * for Node's defaults (5 minutes, checked every 30 s).
 */
export class TimedExpressAdapter extends ExpressAdapter {
  constructor(private readonly timeouts: HttpTimeouts) {
    super();
  }

  override initHttpServer(_options: NestApplicationOptions): void {
    const { requestTimeoutMs, headersTimeoutMs } = this.timeouts;
    const server = createServer(
      {
        requestTimeout: requestTimeoutMs,
        headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
        connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
      },
      this.getInstance(),
    );
    this.setHttpServer(server);
  }
}
