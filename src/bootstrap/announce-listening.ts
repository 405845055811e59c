import type { Server } from 'node:net';

/** What a parent process with an IPC channel receives once the API listens. */
export interface ListeningMessage {
  event: 'listening';
  port: number;
  host: string;
}

/** The port the API actually bound: PORT=0 asks the system for a free one. */
export function boundPort(server: Server, configured: number): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : configured;
}

/**
 * Tells a supervising parent (started with an IPC channel, as `child_process.fork` does) that the API listens and
 * on which port. A parent that polls GET /health on a port it chose can be answered by another process that took
 * that port first; this message comes only from the service itself, after its own listen succeeded.
 */
export function announceListening(message: ListeningMessage): void {
  if (typeof process.send === 'function' && process.connected) {
    process.send(message);
  }
}
