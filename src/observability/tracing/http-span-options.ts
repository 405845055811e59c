import type { IncomingMessage, RequestOptions } from 'node:http';
import type { Attributes } from '@opentelemetry/api';

/** Stands in for a value a span must not carry. */
export const REDACTED = 'REDACTED';

/** Scrapes and probes: frequent, alike and answered without work; traced they would only bury the requests. */
export function isProbeOrScrape(request: IncomingMessage): boolean {
  const path = (request.url ?? '').split('?', 1)[0];
  return path === '/metrics' || path === '/health' || path.startsWith('/health/');
}

/**
 * An incoming request's query may carry a sign-in code or a token (the console's OIDC callback): the server span keeps
 * that a query was sent, never its values. The path is kept: this service never puts a secret in one.
 */
export function incomingSpanAttributes(request: IncomingMessage): Attributes {
  return (request.url ?? '').includes('?') ? { 'url.query': REDACTED } : {};
}

/**
 * An outgoing request's URL is a webhook receiver's or an identity provider's, and a receiver's URL often carries its
 * token in the path or the query: the client span keeps only the scheme, host and port.
 */
export function outgoingSpanAttributes(request: RequestOptions): Attributes {
  const protocol = request.protocol ?? 'http:';
  const host = request.hostname ?? request.host ?? 'localhost';
  const port = request.port === undefined || request.port === null || request.port === '' ? '' : `:${request.port}`;
  return { 'url.full': `${protocol}//${host}${port}` };
}
