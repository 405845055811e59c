import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export const FAKE_CHALLENGE_SECRET = 'challenge-secret-0123456789abcdef';

/**
 * A siteverify-style verifier on 127.0.0.1 whose answer is chosen by the token:
 * `pass-*` succeeds, `fail-*` fails, `http500` / `html` / `no-success` misbehave, `slow` never answers in time.
 * A wrong secret always fails. Every request's form is kept for assertions.
 */
export class FakeChallengeVerifier {
  readonly requests: Array<Record<string, string>> = [];
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeChallengeVerifier> {
    const holder: { fake?: FakeChallengeVerifier } = {};
    const server = createServer((request, response) => {
      void holder.fake?.handle(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.fake = new FakeChallengeVerifier(server, `http://127.0.0.1:${port}/siteverify`);
    return holder.fake;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    this.requests.push({ ...form, content_type: request.headers['content-type'] ?? '' });
    const token = form.response ?? '';
    if (token === 'slow') {
      return; // never answers; closed by close()
    }
    if (token === 'http500') {
      response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"success":true}');
      return;
    }
    if (token === 'html') {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>');
      return;
    }
    if (token === 'no-success') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"hostname":"example.com"}');
      return;
    }
    const success = form.secret === FAKE_CHALLENGE_SECRET && token.startsWith('pass-');
    const body = success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] };
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }
}
