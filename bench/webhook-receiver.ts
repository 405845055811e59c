import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';

/** How a receiver answers every delivery: 200, 500, or never (the worker's timeout ends the attempt). */
export type ReceiverAnswer = 'ok' | 'fail' | 'hang';

/**
 * A webhook receiver on 127.0.0.1 for the benchmarks: times every arrival against the event time in the body and
 * counts arrivals per URL path and distinct `webhook-id`s (a redelivered or duplicated delivery shows as a repeat).
 */
export class Receiver {
  readonly latencies: number[] = [];
  readonly arrivals: number[] = [];
  readonly byPath = new Map<string, number>();
  readonly webhookIds = new Set<string>();

  private constructor(
    private readonly server: Server,
    private readonly base: string,
  ) {}

  static async start(answer: ReceiverAnswer = 'ok'): Promise<Receiver> {
    const holder: { receiver?: Receiver } = {};
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => holder.receiver?.arrived(request, response, Buffer.concat(chunks), answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.receiver = new Receiver(server, `http://127.0.0.1:${(server.address() as { port: number }).port}`);
    return holder.receiver;
  }

  /** The URL of one of this receiver's paths (`/hook` by default). */
  url(path = 'hook'): string {
    return `${this.base}/${path}`;
  }

  async waitFor(count: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.arrivals.length < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private arrived(request: IncomingMessage, response: ServerResponse, body: Buffer, answer: ReceiverAnswer): void {
    const now = Date.now();
    const { timestamp } = JSON.parse(body.toString('utf8')) as { timestamp: string };
    const path = request.url ?? '';
    this.arrivals.push(now);
    this.latencies.push(now - Date.parse(timestamp));
    this.byPath.set(path, (this.byPath.get(path) ?? 0) + 1);
    const id = request.headers['webhook-id'];
    if (typeof id === 'string') {
      this.webhookIds.add(id);
    }
    if (answer === 'ok') {
      response.writeHead(200).end();
    } else if (answer === 'fail') {
      response.writeHead(500).end();
    }
    // 'hang': no answer; the connection is dropped when the worker's timeout fires or the receiver closes.
  }
}
