import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';

/** One span as an OTLP/HTTP JSON export carries it, flattened with its resource's attributes. */
export interface CollectedSpan {
  traceId: string;
  spanId: string;
  /** Absent for a root span. */
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  resource: Record<string, string | number | boolean>;
  scope: string;
}

export const SPAN_KIND = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

interface AnyValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
}
interface KeyValue {
  key: string;
  value: AnyValue;
}
interface ExportRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: Array<{
      scope?: { name?: string };
      spans?: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: KeyValue[];
      }>;
    }>;
  }>;
}

/** A stand-in OpenTelemetry collector on 127.0.0.1: takes OTLP/HTTP JSON trace exports and keeps their spans. */
export class OtlpCollector {
  readonly spans: CollectedSpan[] = [];
  /** Export requests that were not OTLP JSON traces (the test expects none). */
  readonly rejected: string[] = [];

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(): Promise<OtlpCollector> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const collector = new OtlpCollector(server, (server.address() as { port: number }).port);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => collector.handle(request, response));
    return collector;
  }

  /** What OTEL_EXPORTER_OTLP_ENDPOINT is set to (the exporter appends /v1/traces). */
  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const type = request.headers['content-type'] ?? '';
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !type.startsWith('application/json')) {
        this.rejected.push(`${request.method} ${request.url} ${type}`);
        response.writeHead(404).end();
        return;
      }
      this.collect(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  }

  private collect(body: ExportRequest): void {
    for (const resourceSpans of body.resourceSpans ?? []) {
      const resource = attributesOf(resourceSpans.resource?.attributes);
      for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
        for (const span of scopeSpans.spans ?? []) {
          this.spans.push({
            traceId: span.traceId,
            spanId: span.spanId,
            ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
            name: span.name,
            kind: span.kind,
            attributes: attributesOf(span.attributes),
            resource,
            scope: scopeSpans.scope?.name ?? '',
          });
        }
      }
    }
  }
}

function attributesOf(list: KeyValue[] | undefined): Record<string, string | number | boolean> {
  const attributes: Record<string, string | number | boolean> = {};
  for (const { key, value } of list ?? []) {
    const plain = value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue;
    if (plain !== undefined) {
      attributes[key] = typeof plain === 'string' && value.intValue !== undefined ? Number(plain) : plain;
    }
  }
  return attributes;
}
