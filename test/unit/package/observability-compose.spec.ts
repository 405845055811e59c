import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parse } from 'yaml';

const root = join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface ComposeService {
  image?: string;
  profiles?: string[];
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
}

interface ScrapeConfig {
  global: Record<string, string>;
  rule_files: string[];
  scrape_configs: Array<{ job_name: string; metrics_path: string; static_configs: Array<{ targets: string[] }> }>;
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };
const prometheusConfig = parse(read('deploy/observability/prometheus.yml')) as ScrapeConfig;

/** `./host/path:/container/path[:ro]` → its two paths. */
function bindMounts(service: ComposeService): Array<{ host: string; container: string }> {
  return (service.volumes ?? [])
    .filter((volume) => volume.startsWith('./'))
    .map((volume) => {
      const [host, container] = volume.split(':');
      return { host, container };
    });
}

const mountedAt = (service: ComposeService, container: string) =>
  bindMounts(service).find((mount) => mount.container === container)?.host;

describe('docker compose profile `observability` (deploy/observability)', () => {
  const prometheus = compose.services.prometheus;
  const grafana = compose.services.grafana;

  it('should add Prometheus and Grafana only under the profile, pinned images, ports on loopback only', () => {
    for (const [name, service] of Object.entries({ prometheus, grafana })) {
      expect({ name, profiles: service.profiles }).toEqual({ name, profiles: ['observability'] });
      expect(service.image).toMatch(/^(prom\/prometheus|grafana\/grafana):v?\d+\.\d+\.\d+$/);
      for (const port of service.ports ?? []) {
        expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
      }
    }
    expect(prometheus.ports).toEqual(['127.0.0.1:9090:9090']);
    // The API publishes 3000: Grafana's own 3000 is published on 3001.
    expect(grafana.ports).toEqual(['127.0.0.1:3001:3000']);
  });

  it('should mount files that exist, where Prometheus and Grafana read them', () => {
    for (const service of [prometheus, grafana]) {
      for (const mount of bindMounts(service)) {
        expect({ mount: mount.host, exists: existsSync(join(root, mount.host)) }).toEqual({
          mount: mount.host,
          exists: true,
        });
      }
    }
    const configFile = prometheus.command?.find((flag) => flag.startsWith('--config.file='))?.split('=')[1] ?? '';
    expect(mountedAt(prometheus, configFile)).toBe('./deploy/observability/prometheus.yml');
    for (const ruleFile of prometheusConfig.rule_files) {
      const resolved = posix.resolve(posix.dirname(configFile), ruleFile);
      expect(mountedAt(prometheus, resolved)).toBe(`./deploy/observability/${ruleFile}`);
    }
    expect(mountedAt(grafana, '/etc/grafana/provisioning')).toBe('./deploy/observability/grafana/provisioning');
    const providers = parse(read('deploy/observability/grafana/provisioning/dashboards/program-workflow.yml')) as {
      providers: Array<{ options: { path: string } }>;
    };
    expect(mountedAt(grafana, providers.providers[0].options.path)).toBe('./deploy/observability/grafana/dashboards');
    const home = grafana.environment?.GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH ?? '';
    expect(existsSync(join(root, 'deploy/observability/grafana/dashboards', posix.basename(home)))).toBe(true);
  });

  it('should scrape the compose api and worker on the port each serves /metrics on (METRICS_PORT unset: PORT)', () => {
    const targets = Object.fromEntries(
      prometheusConfig.scrape_configs.map((job) => [job.job_name, job.static_configs.flatMap((s) => s.targets)]),
    );
    expect(Object.keys(targets).sort()).toEqual(['pws-api', 'pws-worker']);
    for (const [job, service] of [
      ['pws-api', 'api'],
      ['pws-worker', 'worker'],
    ]) {
      const environment = compose.services[service].environment ?? {};
      expect(environment.METRICS_PORT).toBeUndefined();
      expect(targets[job]).toEqual([`${service}:${environment.PORT}`]);
    }
    for (const job of prometheusConfig.scrape_configs) {
      expect(job.metrics_path).toBe('/metrics');
    }
  });

  it("should point Grafana's data source at the compose Prometheus", () => {
    const datasources = parse(read('deploy/observability/grafana/provisioning/datasources/prometheus.yml')) as {
      datasources: Array<{ url: string; jsonData: { timeInterval: string } }>;
    };
    const url = new URL(datasources.datasources[0].url);
    expect(compose.services[url.hostname]).toBe(prometheus);
    expect(prometheus.ports?.[0].endsWith(`:${url.port}`)).toBe(true);
    expect(datasources.datasources[0].jsonData.timeInterval).toBe(prometheusConfig.global.scrape_interval);
  });
});
