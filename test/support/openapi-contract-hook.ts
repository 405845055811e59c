// Watches every response an HTTP server sends — including those written before the framework's router, such as
// body-parser errors and the rate-limit gate — and records each one the OpenAPI document does not describe.
import type { IncomingMessage, OutgoingHttpHeader, Server, ServerResponse } from 'node:http';
import { ObservedResponse, OpenApiContract } from './openapi-contract';
import { recordViolation } from './openapi-contract-violations';

// Far above any body the tests provoke (the largest, an audit bundle, stays under 1 MiB); a body over it is reported.
export const CAPTURE_LIMIT_BYTES = 4 * 1024 * 1024;
const CACHED_DOCUMENTS = 4;

// Apps in one test file usually publish the same document: its schemas are then compiled once, not per app.
const contracts = new Map<string, OpenApiContract>();

export function installOpenApiContract(server: Server, document: object): void {
  const contract = contractFor(document);
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? '';
    const url = request.url ?? '';
    const capture = new BodyCapture(response);
    // Only a response that was sent whole is checked: 'finish' never comes for one the client aborted.
    response.once('finish', () => {
      checkResponse(contract, { method, url, status: response.statusCode, ...capture.result() });
    });
  });
}

function checkResponse(contract: OpenApiContract, response: ObservedResponse): void {
  try {
    const outcome = contract.check(response);
    if (outcome.outcome === 'violates') {
      recordViolation(outcome.violation);
    }
  } catch (error) {
    const request = `${response.method} ${response.url.slice(0, 200)}`;
    recordViolation({
      kind: 'check-failed',
      operation: request,
      status: response.status,
      request,
      message: `the response could not be checked: ${error instanceof Error ? error.message : String(error)}`,
      body: '',
    });
  }
}

function contractFor(document: object): OpenApiContract {
  const key = JSON.stringify(document);
  let contract = contracts.get(key);
  if (!contract) {
    contract = new OpenApiContract(document);
    if (contracts.size >= CACHED_DOCUMENTS) {
      contracts.delete(contracts.keys().next().value as string);
    }
    contracts.set(key, contract);
  }
  return contract;
}

type WriteArguments = [chunk?: unknown, encoding?: unknown, ...rest: unknown[]];

/** Counts every byte of the body and keeps those of a JSON (or not yet typed) body, up to a limit. */
class BodyCapture {
  private chunks: Buffer[] = [];
  private length = 0;
  private overflowed = false;

  constructor(private readonly response: ServerResponse) {
    const write = response.write.bind(response) as (...args: WriteArguments) => boolean;
    const end = response.end.bind(response) as (...args: WriteArguments) => ServerResponse;
    response.write = ((...args: WriteArguments) => {
      this.take(args[0], args[1]);
      return write(...args);
    }) as ServerResponse['write'];
    response.end = ((...args: WriteArguments) => {
      this.take(args[0], args[1]);
      return end(...args);
    }) as ServerResponse['end'];
  }

  result(): Pick<ObservedResponse, 'contentType' | 'bodyLength' | 'body' | 'tooLarge'> {
    const contentType = headerText(this.response.getHeader('content-type'));
    const json = isJsonOrUntyped(contentType);
    const keep = !this.overflowed && json;
    return {
      contentType,
      bodyLength: this.length,
      body: keep ? Buffer.concat(this.chunks) : undefined,
      tooLarge: this.overflowed && json,
    };
  }

  private take(chunk: unknown, encoding: unknown): void {
    if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) {
      return;
    }
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.length += bytes.length;
    if (this.overflowed || !isJsonOrUntyped(headerText(this.response.getHeader('content-type')))) {
      return;
    }
    if (this.length > CAPTURE_LIMIT_BYTES) {
      this.overflowed = true;
      this.chunks = [];
      return;
    }
    this.chunks.push(Buffer.from(bytes));
  }
}

function headerText(value: OutgoingHttpHeader | undefined): string | undefined {
  if (value === undefined) {
    return undefined;
  }
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function isJsonOrUntyped(contentType: string | undefined): boolean {
  if (contentType === undefined) {
    return true;
  }
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}
