import { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';
import { createServer, RequestListener } from 'node:http';
import { TrustProxy } from '../config/app-config';

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
  constructor(
    private readonly timeouts: HttpTimeouts,
    trustProxy: TrustProxy = false,
  ) {
    super(routedExpress(trustProxy));
  }

  override initHttpServer(_options: NestApplicationOptions): void {
    const { requestTimeoutMs, headersTimeoutMs } = this.timeouts;
    const server = createServer(
      {
        requestTimeout: requestTimeoutMs,
        headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
        connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
      },
      this.getInstance<RequestListener>(),
    );
    this.setHttpServer(server);
  }
}

/**
 * Express reads its routing settings once, when its router is first touched — and ExpressAdapter's constructor
 * touches it — so they are set on a fresh instance before Nest sees it. Paths match case-sensitively
 * (decisions §1.9: `/API/register` is 404); a trailing slash still reaches the same route (not strict), where
 * the rate limits, keyed on the matched route, count it like the canonical spelling.
 */
function routedExpress(trustProxy: TrustProxy): express.Express {
  const app = express();
  app.set('case sensitive routing', true);
  app.set('strict routing', false);
  app.set('trust proxy', trustProxy);
  return app;
}
