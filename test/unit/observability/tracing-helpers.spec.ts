import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { context, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { createLogger } from '../../../src/common/logging/logger';
import {
  incomingSpanAttributes,
  isProbeOrScrape,
  outgoingSpanAttributes,
} from '../../../src/observability/tracing/http-span-options';
import {
  activeTraceparent,
  contextOfTraceparent,
  traceLogFields,
} from '../../../src/observability/tracing/trace-context';
import { DEFAULT_SERVICE_NAME, tracingSettingsOf } from '../../../src/observability/tracing/tracing-env';
import { markTracingStarted, stopTracing, tracingEnabled } from '../../../src/observability/tracing/tracing-switch';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN_ID = '00f067aa0ba902b7';

function request(url: string): IncomingMessage {
  return { url } as IncomingMessage;
}

/** The JSON lines a logger writes. */
function captured(): { stream: Writable; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      callback();
    },
  });
  return { stream, lines };
}

describe('Tracing settings', () => {
  it('should leave tracing off without an http(s) OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    expect(tracingSettingsOf({})).toBeUndefined();
    expect(tracingSettingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBeUndefined();
    expect(tracingSettingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' })).toBeUndefined();
    expect(tracingSettingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'ftp://collector:4318' })).toBeUndefined();
  });

  it('should turn tracing on with the service name, by default the service’s own', () => {
    expect(tracingSettingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({
      serviceName: DEFAULT_SERVICE_NAME,
    });
    expect(
      tracingSettingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector:4318', OTEL_SERVICE_NAME: 'pws-eu' }),
    ).toEqual({ serviceName: 'pws-eu' });
  });
});

describe('Starting tracing', () => {
  const sdkModule = '../../../src/observability/tracing/tracing-sdk';
  const saved = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;

  afterEach(() => {
    if (saved === undefined) {
      delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    } else {
      process.env.OTEL_EXPORTER_OTLP_ENDPOINT = saved;
    }
    jest.dontMock(sdkModule);
  });

  /** Loads start-tracing afresh, with the SDK module replaced by a recorder; answers whether the SDK was loaded. */
  function loadStartTracing(): { sdkLoaded: boolean; startedWith: unknown[] } {
    const record = { sdkLoaded: false, startedWith: [] as unknown[] };
    jest.isolateModules(() => {
      jest.doMock(sdkModule, () => {
        record.sdkLoaded = true;
        return { startTracingSdk: (settings: unknown) => record.startedWith.push(settings) };
      });
      // start-tracing acts when loaded, as main.ts loads it: a fresh require is the way to run it again.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../../../src/observability/tracing/start-tracing');
    });
    return record;
  }

  it('should not even load the SDK when OTEL_EXPORTER_OTLP_ENDPOINT is unset', () => {
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;

    expect(loadStartTracing()).toEqual({ sdkLoaded: false, startedWith: [] });
  });

  it('should start the SDK once when OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:4318';

    expect(loadStartTracing()).toEqual({
      sdkLoaded: true,
      startedWith: [{ serviceName: process.env.OTEL_SERVICE_NAME || DEFAULT_SERVICE_NAME }],
    });
  });
});

describe('HTTP span options', () => {
  it('should not trace scrapes and health probes, and trace everything else', () => {
    expect(isProbeOrScrape(request('/metrics'))).toBe(true);
    expect(isProbeOrScrape(request('/health'))).toBe(true);
    expect(isProbeOrScrape(request('/health/live?x=1'))).toBe(true);
    expect(isProbeOrScrape(request('/api/register'))).toBe(false);
    expect(isProbeOrScrape(request('/healthcheck'))).toBe(false);
    expect(isProbeOrScrape(request('/api/metrics'))).toBe(false);
  });

  it("should keep that an incoming request had a query, never the query's values", () => {
    expect(incomingSpanAttributes(request('/console/auth/callback?code=secret-code&state=s'))).toEqual({
      'url.query': 'REDACTED',
    });
    expect(incomingSpanAttributes(request('/api/programs/PRG-1'))).toEqual({});
  });

  it("should keep only an outgoing request's scheme, host and port (a receiver's URL may hold its token)", () => {
    expect(
      outgoingSpanAttributes({ protocol: 'https:', hostname: 'hooks.example', port: 8443, path: '/T0/B0/token?k=v' }),
    ).toEqual({ 'url.full': 'https://hooks.example:8443' });
    expect(outgoingSpanAttributes({ protocol: 'http:', hostname: '127.0.0.1', path: '/hook' })).toEqual({
      'url.full': 'http://127.0.0.1',
    });
  });
});

describe('Trace context', () => {
  const provider = new BasicTracerProvider();
  const tracer = provider.getTracer('tracing-helpers.spec');
  const contextManager = new AsyncLocalStorageContextManager();

  beforeAll(() => {
    context.setGlobalContextManager(contextManager.enable());
  });

  afterAll(() => {
    context.disable();
  });

  it('should read a stored traceparent as a remote parent, and anything else as no parent', () => {
    const parent = trace.getSpanContext(contextOfTraceparent(`00-${TRACE_ID}-${SPAN_ID}-01`));
    expect(parent).toEqual({ traceId: TRACE_ID, spanId: SPAN_ID, traceFlags: 1, isRemote: true });

    for (const stored of [
      null,
      '',
      `01-${TRACE_ID}-${SPAN_ID}-01`,
      `00-${'0'.repeat(32)}-${SPAN_ID}-01`,
      `00-${TRACE_ID}-${'0'.repeat(16)}-01`,
      `00-${TRACE_ID.toUpperCase()}-${SPAN_ID}-01`,
      `00-${TRACE_ID}-${SPAN_ID}-01-extra`,
    ]) {
      expect(contextOfTraceparent(stored)).toBe(ROOT_CONTEXT);
    }
  });

  it('should give no traceparent and no log fields while tracing is off, even inside a span', () => {
    const { stream, lines } = captured();
    const logger = createLogger('info', stream);
    expect(tracingEnabled()).toBe(false);

    tracer.startActiveSpan('off', (span) => {
      expect(activeTraceparent()).toBeNull();
      expect(traceLogFields()).toEqual({});
      logger.info('inside a span, tracing off');
      span.end();
    });

    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toHaveProperty('trace_id');
    expect(lines[0]).not.toHaveProperty('span_id');
  });

  it("should give the active span's traceparent and put its ids on every log line once tracing is on", async () => {
    const stopped = jest.fn(() => Promise.resolve());
    markTracingStarted(stopped);
    const { stream, lines } = captured();
    const logger = createLogger('info', stream);

    const ids = tracer.startActiveSpan('on', (span) => {
      logger.info('inside');
      const traceparent = activeTraceparent();
      span.end();
      return { ...span.spanContext(), traceparent };
    });
    logger.info('outside');

    expect(ids.traceparent).toBe(`00-${ids.traceId}-${ids.spanId}-01`);
    expect(lines[0]).toMatchObject({ msg: 'inside', trace_id: ids.traceId, span_id: ids.spanId });
    expect(lines[1]).not.toHaveProperty('trace_id');
    expect(activeTraceparent()).toBeNull();

    await stopTracing();
    await stopTracing();
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});
