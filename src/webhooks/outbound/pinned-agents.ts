import http from 'node:http';
import https from 'node:https';
import { Socket } from 'node:net';
import { Duplex } from 'node:stream';

/** Request options that carry the address the SSRF guard approved for this request's host. */
export interface PinnedOptions {
  pinnedAddress: string;
}

/**
 * An idle pooled connection is closed after this, before receivers typically close theirs (Node's
 * default keep-alive timeout is 5 s): a request written as the receiver closes would fail the attempt.
 */
const IDLE_SOCKET_MS = 4000;

/**
 * The pool key is the origin and the approved address: a pooled connection is only reused by a request
 * whose host was just resolved to, and checked at, the address that connection is connected to.
 */
function pinnedName(originName: string, options: object | undefined): string {
  return `${originName}|${(options as Partial<PinnedOptions> | undefined)?.pinnedAddress ?? ''}`;
}

/** Node's own rule first (it honours a shorter `Keep-Alive: timeout` from the receiver), then the cap. */
function capIdle(kept: boolean, socket: Duplex): boolean {
  const connection = socket as Socket;
  if (!connection.timeout || connection.timeout > IDLE_SOCKET_MS) {
    connection.setTimeout(IDLE_SOCKET_MS);
  }
  return kept;
}

class PinnedHttpAgent extends http.Agent {
  override getName(options?: http.ClientRequestArgs): string {
    return pinnedName(super.getName(options), options);
  }

  override keepSocketAlive(socket: Duplex): boolean {
    return capIdle(super.keepSocketAlive(socket) as unknown as boolean, socket);
  }
}

class PinnedHttpsAgent extends https.Agent {
  override getName(options?: https.RequestOptions): string {
    return pinnedName(super.getName(options), options);
  }

  override keepSocketAlive(socket: Duplex): boolean {
    return capIdle(super.keepSocketAlive(socket) as unknown as boolean, socket);
  }
}

/**
 * Keep-alive pools for one sender. New connections still dial through the request's pinned `lookup`,
 * so every connection goes to an address the SSRF guard checked.
 */
export function pinnedAgents(): { http: http.Agent; https: https.Agent } {
  return { http: new PinnedHttpAgent({ keepAlive: true }), https: new PinnedHttpsAgent({ keepAlive: true }) };
}
