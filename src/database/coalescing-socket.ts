import { Socket } from 'node:net';

/**
 * The socket `pg` talks to PostgreSQL through. `pg` writes each protocol message of a statement
 * (Parse, Bind, Describe, Execute, Sync) separately on a no-delay socket: one syscall and one TCP
 * segment per message, which the benchmark's profile showed as the largest cost of a request. Here
 * everything written in one tick is corked and leaves as a single write on the next tick; the bytes and
 * their order are unchanged.
 */
export class CoalescingSocket extends Socket {
  private corkedThisTick = false;

  override connect(...args: unknown[]): this {
    (Socket.prototype.connect as (...connectArgs: unknown[]) => this).apply(this, args);
    // net.Socket#connect puts the prototype's `write` back (it undoes a write-after-end guard), so a
    // subclass method would be bypassed: the coalescing write is installed on the instance after it.
    this.write = this.coalescingWrite;
    return this;
  }

  private readonly coalescingWrite: Socket['write'] = (...args: unknown[]) => {
    if (!this.corkedThisTick) {
      this.corkedThisTick = true;
      this.cork();
      process.nextTick(() => {
        this.corkedThisTick = false;
        this.uncork();
      });
    }
    return (Socket.prototype.write as (...writeArgs: unknown[]) => boolean).apply(this, args);
  };
}

/** The `stream` option of a `pg` client: a new coalescing socket per connection. */
export function coalescingStream(): Socket {
  return new CoalescingSocket();
}
