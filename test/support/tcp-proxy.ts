import { createServer, Server, Socket, connect } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of PostgreSQL or Redis, for fault tests: it can cut every
 * connection and refuse new ones (an outage), add latency, and be restored.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private refusing = false;
  private latencyMs = 0;

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    const holder: { proxy?: TcpProxy } = {};
    const server = createServer((client) => holder.proxy?.accept(client, targetHost, targetPort));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.proxy = new TcpProxy(server, (server.address() as { port: number }).port);
    return holder.proxy;
  }

  /** Drops every open connection and refuses new ones until `restore`. */
  cut(): void {
    this.refusing = true;
    for (const socket of this.sockets) {
      socket.destroy();
    }
    this.sockets.clear();
  }

  restore(): void {
    this.refusing = false;
  }

  setLatency(ms: number): void {
    this.latencyMs = ms;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket, host: string, port: number): void {
    if (this.refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(port, host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    this.relay(client, upstream);
    this.relay(upstream, client);
  }

  private relay(from: Socket, to: Socket): void {
    from.on('data', (chunk) => {
      if (this.latencyMs === 0) {
        to.write(chunk);
        return;
      }
      from.pause();
      setTimeout(() => {
        to.write(chunk);
        from.resume();
      }, this.latencyMs);
    });
  }
}
