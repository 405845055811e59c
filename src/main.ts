import 'reflect-metadata';
// Before anything it instruments (Nest, express, pg, ioredis) is loaded.
import './observability/tracing/start-tracing';
import { createApp } from './bootstrap/create-app';
import { loadConfigOrExit } from './config/load-config-or-exit';
import { applyHeapGrowth } from './bootstrap/heap-growth';
import { createLogger } from './common/logging/logger';
import { announceListening, boundPort } from './bootstrap/announce-listening';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  applyHeapGrowth(config.heapGrowingPercent);
  const logger = createLogger(config.logLevel);
  const app = await createApp(config, logger);
  await app.listen(config.port, config.host);
  const port = boundPort(app.getHttpServer(), config.port);
  logger.info(
    { port, host: config.host, database: config.database.dialect, env: config.nodeEnv },
    'program workflow service listening',
  );
  announceListening({ event: 'listening', port, host: config.host });
  if (config.adminTokenGenerated) {
    // Shown once on the console for the newcomer; deliberately not written through the logger.
    process.stdout.write(
      `\n  No ADMIN_TOKEN was set, so one was generated for this run:\n\n    ${config.adminToken}\n\n` +
        `  Send it as the X-Admin-Token header. Set ADMIN_TOKEN to keep a stable token.\n\n`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
