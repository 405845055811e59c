import http from 'node:http';
import https from 'node:https';
import { LookupFunction } from 'node:net';
import { pinnedAgents, PinnedOptions } from './pinned-agents';
import { parseRetryAfter } from './retry-policy';
import { SsrfGuard, SsrfRefusal } from './ssrf-guard';

export interface SendRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

export interface SendOutcome {
  statusCode: number | null;
  /** Why no status code was obtained (timeout, refused target, network error); never holds a secret. */
  error: string | null;
  retryAfterMs: number | null;
  durationMs: number;
}

const MAX_RESPONSE_BYTES = 64 * 1024;
const USER_AGENT = 'program-workflow-service-webhooks/1';
/** How a write on a connection the receiver has just closed fails. */
const STALE_CODES = new Set(['ECONNRESET', 'EPIPE']);

/** A pooled connection failed before any answer: the receiver had closed it while idle. */
class StaleConnection extends Error {}

/**
 * One POST of a delivery. The host is resolved and checked here and the socket dials exactly the checked
 * address (a `lookup` that returns it), so DNS rebinding between check and connect cannot swap it.
 * Connections are kept alive and reused only for the same checked address (see `pinnedAgents`).
 * Redirects are never followed: a 3xx is just a non-2xx answer.
 */
export class WebhookSender {
  private readonly agents = pinnedAgents();

  constructor(private readonly guard: SsrfGuard) {}

  async send(request: SendRequest): Promise<SendOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let target: URL;
    try {
      target = new URL(request.url);
    } catch {
      return { statusCode: null, error: 'invalid URL', retryAfterMs: null, durationMs: elapsed() };
    }
    const deadline = AbortSignal.timeout(request.timeoutMs);
    try {
      const resolved = await this.guard.resolve(target.hostname);
      const agent = target.protocol === 'https:' ? this.agents.https : this.agents.http;
      // A pooled connection the receiver closed is not the receiver's answer: once more, on a new connection.
      const { statusCode, retryAfter } = await post(target, request, resolved, deadline, agent).catch(
        (error: unknown) => {
          if (error instanceof StaleConnection) {
            return post(target, request, resolved, deadline, false);
          }
          throw error;
        },
      );
      return { statusCode, error: null, retryAfterMs: parseRetryAfter(retryAfter), durationMs: elapsed() };
    } catch (error) {
      return {
        statusCode: null,
        error: describe(error, deadline, request.timeoutMs),
        retryAfterMs: null,
        durationMs: elapsed(),
      };
    }
  }
}

function post(
  target: URL,
  request: SendRequest,
  resolved: { address: string; family: 4 | 6 },
  signal: AbortSignal,
  agent: http.Agent | false,
): Promise<{ statusCode: number; retryAfter: string | undefined }> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as (err: null, addresses: Array<{ address: string; family: number }>) => void)(null, [resolved]);
    } else {
      callback(null, resolved.address, resolved.family);
    }
  };
  const client = target.protocol === 'https:' ? https : http;
  const options: http.RequestOptions & PinnedOptions = {
    method: 'POST',
    agent,
    pinnedAddress: resolved.address,
    lookup: pinned,
    signal,
    headers: Object.assign({}, request.headers, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(request.body),
      'user-agent': USER_AGENT,
    }),
  };
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = client.request(target, options, (response) => {
      answered = true;
      let received = 0;
      // Read (and discard) a bounded amount so the receiver can finish; the answer is the status code.
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > MAX_RESPONSE_BYTES) {
          response.destroy();
        }
      });
      const settle = () =>
        resolve({ statusCode: response.statusCode ?? 0, retryAfter: header(response.headers['retry-after']) });
      response.on('end', settle);
      response.on('close', settle);
      response.on('error', settle);
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const stale = outgoing.reusedSocket && !answered && !signal.aborted && STALE_CODES.has(error.code ?? '');
      reject(stale ? new StaleConnection(error.message) : error);
    });
    outgoing.end(request.body);
  });
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function describe(error: unknown, deadline: AbortSignal, timeoutMs: number): string {
  if (deadline.aborted) {
    return `timeout after ${timeoutMs} ms`;
  }
  if (error instanceof SsrfRefusal) {
    return `refused: ${error.message}`;
  }
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `network error: ${code}` : 'network error';
}
