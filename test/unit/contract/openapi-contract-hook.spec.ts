import { createServer, request as httpRequest, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { CAPTURE_LIMIT_BYTES, installOpenApiContract } from '../../support/openapi-contract-hook';
import { takeViolations } from '../../support/openapi-contract-violations';

const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'tiny', version: '1' },
  paths: {
    '/items': {
      get: {
        responses: {
          '200': {
            description: 'items',
            content: { 'application/json': { schema: { type: 'array', items: { type: 'integer' } } } },
          },
        },
      },
    },
  },
};

type Handler = (response: ServerResponse) => void;

describe(installOpenApiContract.name, () => {
  let server: Server;
  let port: number;
  let handler: Handler;

  beforeAll(async () => {
    server = createServer((_request, response) => handler(response));
    installOpenApiContract(server, DOCUMENT);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    takeViolations();
  });

  async function get(path: string): Promise<void> {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    await response.arrayBuffer();
    // 'finish' fires on the server once the last byte is handed to the socket; let that turn of the loop pass.
    await new Promise((resolve) => setImmediate(resolve));
  }

  it('should record nothing when the body written in pieces matches the schema', async () => {
    handler = (response) => {
      response.setHeader('Content-Type', 'application/json');
      response.write('[1,');
      response.write(Buffer.from('2,'));
      response.end('3]', 'utf8');
    };
    await get('/items');
    expect(takeViolations()).toEqual([]);
  });

  it('should record the violation when the body written in pieces does not match', async () => {
    handler = (response) => {
      response.setHeader('Content-Type', 'application/json');
      response.write('[1,');
      response.end('"two"]');
    };
    await get('/items?page=1');
    expect(takeViolations()).toEqual([
      expect.objectContaining({
        kind: 'schema-mismatch',
        operation: 'GET /items',
        request: 'GET /items?page=1',
        body: '[1,"two"]',
      }),
    ]);
  });

  it('should record an undeclared status when the server answers one', async () => {
    handler = (response) => {
      response.statusCode = 413;
      response.setHeader('Content-Type', 'application/json');
      response.end('{"detail":"too large"}');
    };
    await get('/items');
    expect(takeViolations()).toEqual([expect.objectContaining({ kind: 'undeclared-status', status: 413 })]);
  });

  it('should not check a response when the client aborted it before it finished', async () => {
    let started!: () => void;
    const headersSent = new Promise<void>((resolve) => (started = resolve));
    let closed!: () => void;
    const responseClosed = new Promise<void>((resolve) => (closed = resolve));
    handler = (response) => {
      response.statusCode = 500;
      response.setHeader('Content-Type', 'application/json');
      response.write('["never finished"');
      response.on('close', closed);
      started();
    };
    const client = httpRequest({ host: '127.0.0.1', port, path: '/items' });
    client.on('error', () => undefined);
    client.end();
    await headersSent;
    client.destroy();
    await responseClosed;
    expect(takeViolations()).toEqual([]);
  });

  it('should record the body as too large to check when it exceeds the capture limit', async () => {
    handler = (response) => {
      response.setHeader('Content-Type', 'application/json');
      response.write('[');
      response.write(`${'1,'.repeat(CAPTURE_LIMIT_BYTES / 2)}`);
      response.end('1]');
    };
    await get('/items');
    expect(takeViolations()).toEqual([expect.objectContaining({ kind: 'too-large', operation: 'GET /items' })]);
  });
});
