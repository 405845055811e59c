import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: unknown;
  profiles?: string[];
}

describe('deployment files', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };
  const documented = new Set(
    read('.env.example')
      .split('\n')
      .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined),
  );

  it('should define PostgreSQL, Redis, the API and a separate worker (Prometheus and Grafana only by profile)', () => {
    const byDefault = Object.entries(compose.services).filter(([, service]) => service.profiles === undefined);
    expect(byDefault.map(([name]) => name).sort()).toEqual(['api', 'postgres', 'redis', 'worker']);
    expect(compose.services.worker.command).toEqual(['node', 'dist/worker.js']);
    expect(compose.services.api.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(compose.services.postgres.healthcheck).toBeDefined();
    expect(compose.services.redis.healthcheck).toBeDefined();
  });

  it('should configure the services only with documented variables, in production mode', () => {
    for (const name of ['api', 'worker']) {
      const environment = compose.services[name].environment ?? {};
      expect(environment.NODE_ENV).toBe('production');
      for (const variable of Object.keys(environment)) {
        expect({ service: name, variable, documented: documented.has(variable) }).toMatchObject({ documented: true });
      }
    }
    expect(compose.services.api.environment?.WEBHOOK_WORKER_IN_PROCESS).toBe('false');
    expect(compose.services.worker.environment?.RUN_MIGRATIONS).toBe('false');
  });

  it('should build a multi-stage, non-root image with a health check on /health', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*(?:\n.*)?\/health/m);
    expect(dockerfile).toMatch(/^CMD \["node", "dist\/main.js"\]$/m);
  });

  it('should document every configuration variable of decisions §15 in .env.example', () => {
    for (const variable of [
      'PORT',
      'HOST',
      'NODE_ENV',
      'DATABASE_URL',
      'DATABASE_POOL_MAX',
      'RUN_MIGRATIONS',
      'REDIS_URL',
      'ADMIN_TOKEN',
      'SESSION_SECRET',
      'WEBHOOK_RETRY_SCHEDULE_MS',
      'WEBHOOK_TIMEOUT_MS',
      'WEBHOOK_ALLOWED_CIDRS',
      'SWEEPER_INTERVAL_MS',
      'IDV_WEBHOOK_SECRET',
      'PAYMENT_WEBHOOK_SECRET',
      'MESSAGING_WEBHOOK_SECRET',
      'API_KEY_ROTATION_GRACE_SECONDS',
      'MAX_UPLOAD_BYTES',
      'RATE_LIMIT_ENABLED',
      'CHALLENGE_VERIFY_URL',
      'CHALLENGE_SECRET',
      'LOG_LEVEL',
    ]) {
      expect(documented.has(variable)).toBe(true);
    }
  });
});
