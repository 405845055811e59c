import { connect, Socket } from 'node:net';
import { startTestApp, TestApp } from '../support/test-app';

const SLOW_CLIENTS = 30;

interface SlowClient {
  kind: 'headers' | 'body';
  socket: Socket;
  closedAt?: number;
  response: string;
}

/** Slow-loris: clients trickling headers or bodies are cut off at the deadline; everyone else is served. */
describe('Slow clients', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      listen: true,
      env: { HTTP_REQUEST_TIMEOUT_MS: '1500', HTTP_HEADERS_TIMEOUT_MS: '1000' },
    });
  });

  afterAll(async () => {
    await app.close();
  });

  function slowClient(port: number, trickleBody: boolean): SlowClient {
    const client: SlowClient = {
      kind: trickleBody ? 'body' : 'headers',
      socket: connect(port, '127.0.0.1'),
      response: '',
    };
    client.socket.on('data', (chunk) => (client.response += chunk.toString('utf8')));
    client.socket.on('error', () => undefined);
    client.socket.on('close', () => (client.closedAt = Date.now()));
    const head = trickleBody
      ? 'POST /api/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n'
      : 'GET /api/stats HTTP/1.1\r\n';
    client.socket.write(head);
    const timer = setInterval(() => {
      if (client.socket.destroyed) {
        clearInterval(timer);
        return;
      }
      client.socket.write(trickleBody ? ' ' : 'X-Slow: 1\r\n');
    }, 200);
    client.socket.on('close', () => clearInterval(timer));
    return client;
  }

  it('should time out trickled headers and bodies with 408 while serving normal requests', async () => {
    const port = Number(new URL(app.url).port);
    const startedAt = Date.now();
    const clients = Array.from({ length: SLOW_CLIENTS }, (_, index) => slowClient(port, index % 2 === 0));

    for (let n = 0; n < 5; n++) {
      const response = await fetch(`${app.url}/health/live`);
      expect(response.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const deadline = Date.now() + 6000;
    while (clients.some((client) => client.closedAt === undefined) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const client of clients) {
      client.socket.destroy();
    }
    // Every trickling client, of both kinds, was cut off in time and told why: 408, nothing else.
    expect(
      clients.map((client) => ({
        kind: client.kind,
        closedInTime: client.closedAt !== undefined && client.closedAt - startedAt < 5000,
        statusLine: client.response.split('\r\n', 1)[0],
      })),
    ).toEqual(
      clients.map((client) => ({ kind: client.kind, closedInTime: true, statusLine: 'HTTP/1.1 408 Request Timeout' })),
    );
    expect(clients.filter((client) => client.kind === 'headers')).toHaveLength(SLOW_CLIENTS / 2);
    const stillServing = await fetch(`${app.url}/health/live`);
    expect(stillServing.status).toBe(200);
  });
});
