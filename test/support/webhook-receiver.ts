import { createServer, IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
  at: number;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** Never answer (the sender must time out). */
  hang?: boolean;
}

export type Responder = (request: ReceivedRequest, index: number) => Reply;

/** A real HTTP receiver on 127.0.0.1 that records every request and answers as the test says. */
export class WebhookReceiver {
  readonly requests: ReceivedRequest[] = [];
  private readonly sockets = new Set<Socket>();
  private waiters: Array<() => void> = [];

  private constructor(
    private readonly server: Server,
    readonly port: number,
    private responder: Responder,
  ) {}

  static async start(responder: Responder = () => ({ status: 200 })): Promise<WebhookReceiver> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const receiver = new WebhookReceiver(server, (server.address() as { port: number }).port, responder);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => receiver.handle(request, response));
    server.on('connection', (socket: Socket) => {
      receiver.sockets.add(socket);
      socket.on('close', () => receiver.sockets.delete(socket));
    });
    return receiver;
  }

  /** Replies in order, then repeats the last one. */
  static sequence(...replies: Array<number | Reply>): Responder {
    const list = replies.map((reply) => (typeof reply === 'number' ? { status: reply } : reply));
    return (_request, index) => list[Math.min(index, list.length - 1)];
  }

  url(path = '/hook', host = '127.0.0.1'): string {
    return `http://${host}:${this.port}${path}`;
  }

  respondWith(responder: Responder): void {
    this.responder = responder;
  }

  /** Resolves once `count` requests arrived; rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedRequest[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.requests.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`receiver got ${this.requests.length} of ${count} requests within ${timeoutMs} ms`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 50));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.requests.slice(0, count);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) {
      socket.destroy();
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: ReceivedRequest = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '',
        at: Date.now(),
      };
      const reply = this.responder(received, this.requests.length);
      this.requests.push(received);
      const waiters = this.waiters;
      this.waiters = [];
      waiters.forEach((wake) => wake());
      if (reply.hang) {
        return;
      }
      response.writeHead(reply.status, reply.headers ?? {});
      response.end('ok');
    });
  }
}
