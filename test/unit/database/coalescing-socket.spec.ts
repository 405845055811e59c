import { AddressInfo, createServer, Server, Socket } from 'node:net';
import { CoalescingSocket } from '../../../src/database/coalescing-socket';

/** The PostgreSQL socket sends what one tick wrote as one chunk, in order, and keeps writing afterwards. */
describe('CoalescingSocket', () => {
  let server: Server;
  let chunks: Buffer[];
  let received: Promise<void>;
  let expectBytes: (count: number) => void;
  let sockets: Socket[];

  beforeEach(async () => {
    chunks = [];
    sockets = [];
    let resolveReceived: () => void = () => undefined;
    let wanted = Infinity;
    let total = 0;
    received = new Promise<void>((resolve) => (resolveReceived = resolve));
    expectBytes = (count) => (wanted = count);
    server = createServer((peer: Socket) => {
      sockets.push(peer);
      peer.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        total += chunk.length;
        if (total >= wanted) {
          resolveReceived();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterEach(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => server.close(resolve));
  });

  async function connected(): Promise<CoalescingSocket> {
    const socket = new CoalescingSocket();
    sockets.push(socket);
    socket.setNoDelay(true);
    await new Promise<void>((resolve) => socket.connect((server.address() as AddressInfo).port, '127.0.0.1', resolve));
    return socket;
  }

  it('should hand the messages written in one tick to the kernel as one write, in order', async () => {
    const socket = await connected();
    // Writable's contract: each _write/_writev call is one write to the handle (one syscall).
    const writes = { single: 0, vectored: 0 };
    const internals = socket as unknown as Record<'_write' | '_writev', (...args: unknown[]) => void>;
    const write = internals._write.bind(socket);
    const writev = internals._writev.bind(socket);
    internals._write = (...args) => (writes.single++, write(...args));
    internals._writev = (...args) => (writes.vectored++, writev(...args));
    expectBytes(15);
    socket.write(Buffer.from('Parse'));
    socket.write(Buffer.from('Bind-'));
    socket.write('Sync-');
    await received;
    expect(writes).toEqual({ single: 0, vectored: 1 });
    expect(Buffer.concat(chunks).toString()).toBe('ParseBind-Sync-');
  });

  it('should keep sending what later ticks write and call every write callback', async () => {
    const socket = await connected();
    expectBytes(6);
    const done: string[] = [];
    socket.write('abc', () => done.push('first'));
    await new Promise((resolve) => setImmediate(resolve));
    socket.write('def', 'utf8', () => done.push('second'));
    await received;
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(chunks).toString()).toBe('abcdef');
    expect(done).toEqual(['first', 'second']);
  });
});
