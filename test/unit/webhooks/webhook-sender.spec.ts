import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo, Socket } from 'node:net';
import { Resolver, SsrfGuard } from '../../../src/webhooks/outbound/ssrf-guard';
import { SendOutcome, WebhookSender } from '../../../src/webhooks/outbound/webhook-sender';

interface Arrival {
  connection: number;
  localAddress: string;
}

/** A receiver on every loopback address that notes which connection each request came on. */
class CountingReceiver {
  readonly arrivals: Arrival[] = [];
  private readonly connections = new Map<Socket, number>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  /** `drop(n)`: close the connection instead of answering its n-th request (1-based). */
  static async start(drop: (requestOnConnection: number) => boolean = () => false): Promise<CountingReceiver> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const receiver = new CountingReceiver(server, (server.address() as AddressInfo).port);
    const served = new Map<Socket, number>();
    server.on('connection', (socket: Socket) => receiver.connections.set(socket, receiver.connections.size + 1));
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const socket = request.socket;
      const count = (served.get(socket) ?? 0) + 1;
      served.set(socket, count);
      receiver.arrivals.push({ connection: receiver.connections.get(socket)!, localAddress: socket.localAddress! });
      if (drop(count)) {
        socket.destroy();
        return;
      }
      request.resume();
      request.on('end', () => response.writeHead(200).end());
    });
    return receiver;
  }

  url(host = '127.0.0.1'): string {
    return `http://${host}:${this.port}/hook`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A resolver answering each lookup of the name with the next address of the list. */
function resolvingInTurn(...addresses: string[]): Resolver {
  let turn = 0;
  return () => Promise.resolve([{ address: addresses[Math.min(turn++, addresses.length - 1)], family: 4 }]);
}

function send(sender: WebhookSender, url: string): Promise<SendOutcome> {
  return sender.send({ url, body: '{"event":"x"}', headers: { 'webhook-id': 'msg_1' }, timeoutMs: 2000 });
}

describe(WebhookSender.name, () => {
  let receiver: CountingReceiver;

  afterEach(async () => {
    await receiver.close();
  });

  it('should send consecutive deliveries to one address over one kept-alive connection', async () => {
    receiver = await CountingReceiver.start();
    const sender = new WebhookSender(new SsrfGuard(['127.0.0.0/8']));

    for (let i = 0; i < 3; i++) {
      expect((await send(sender, receiver.url())).statusCode).toBe(200);
    }

    expect(receiver.arrivals.map((arrival) => arrival.connection)).toEqual([1, 1, 1]);
  });

  it('should open a new connection when the host now resolves to another address', async () => {
    receiver = await CountingReceiver.start();
    const sender = new WebhookSender(new SsrfGuard(['127.0.0.0/8'], resolvingInTurn('127.0.0.1', '127.0.0.2')));

    expect((await send(sender, receiver.url('hooks.example'))).statusCode).toBe(200);
    expect((await send(sender, receiver.url('hooks.example'))).statusCode).toBe(200);

    expect(receiver.arrivals).toEqual([
      { connection: 1, localAddress: '127.0.0.1' },
      { connection: 2, localAddress: '127.0.0.2' },
    ]);
  });

  it('should refuse a host that now resolves to a refused address although a connection to its old one is open', async () => {
    receiver = await CountingReceiver.start();
    const sender = new WebhookSender(new SsrfGuard(['127.0.0.1/32'], resolvingInTurn('127.0.0.1', '127.0.0.2')));

    expect((await send(sender, receiver.url('hooks.example'))).statusCode).toBe(200);
    const refused = await send(sender, receiver.url('hooks.example'));

    expect(refused).toMatchObject({ statusCode: null, error: expect.stringMatching(/^refused: /) as unknown });
    expect(receiver.arrivals).toHaveLength(1);
  });

  it('should send again on a new connection when the receiver closed the kept-alive one', async () => {
    receiver = await CountingReceiver.start((requestOnConnection) => requestOnConnection === 2);
    const sender = new WebhookSender(new SsrfGuard(['127.0.0.0/8']));

    expect((await send(sender, receiver.url())).statusCode).toBe(200);
    expect(await send(sender, receiver.url())).toMatchObject({ statusCode: 200, error: null });

    expect(receiver.arrivals.map((arrival) => arrival.connection)).toEqual([1, 1, 2]);
  });

  it('should not send again when a new connection fails: that is the attempt failing', async () => {
    receiver = await CountingReceiver.start(() => true);
    const sender = new WebhookSender(new SsrfGuard(['127.0.0.0/8']));

    const outcome = await send(sender, receiver.url());

    expect(outcome).toMatchObject({ statusCode: null, error: 'network error: ECONNRESET' });
    expect(receiver.arrivals).toHaveLength(1);
  });
});
