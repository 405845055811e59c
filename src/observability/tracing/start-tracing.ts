/**
 * Imported first by main.ts and worker.ts (right after reflect-metadata): the instrumentations patch http, express,
 * pg and ioredis as they are loaded, so the SDK must be running before Nest loads any of them. With
 * OTEL_EXPORTER_OTLP_ENDPOINT unset, not even the SDK's code is loaded.
 */
import { tracingSettingsOf } from './tracing-env';

const settings = tracingSettingsOf(process.env);
if (settings) {
  // A synchronous require on purpose: an import would load the SDK whether tracing is on or not.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startTracingSdk } = require('./tracing-sdk') as typeof import('./tracing-sdk');
  startTracingSdk(settings);
}
