import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';

/**
 * Graceful shutdown for keep-alive clients: once shutdown starts, every response carries
 * `Connection: close` and idle connections are closed, so the server's close() completes when the
 * in-flight requests have been answered instead of waiting on clients that keep their sockets busy.
 */
@Injectable()
export class HttpDrain implements BeforeApplicationShutdown {
  private draining = false;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  readonly middleware = (_request: Request, response: Response, next: NextFunction): void => {
    if (this.draining) {
      response.setHeader('Connection', 'close');
    }
    next();
  };

  beforeApplicationShutdown(): void {
    this.draining = true;
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    server?.closeIdleConnections();
  }
}
