import { ChildProcess, execFile, spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The shipped Prometheus and Grafana files (deploy/observability). */
export const OBSERVABILITY_DIR = join(__dirname, '..', '..', 'deploy', 'observability');

const inCi = process.env.CI === 'true' || process.env.CI === '1';
let noticePrinted = false;

export interface PrometheusTools {
  promtool: string;
  prometheus: string;
}

/**
 * Debian's `prometheus` package (promtool and the server), found on PATH or at PROMTOOL_PATH / PROMETHEUS_PATH;
 * undefined (with a printed notice) when missing. Under CI a missing one fails: .ci/run installs the package.
 */
export function prometheusTools(): PrometheusTools | undefined {
  const promtool = executable(process.env.PROMTOOL_PATH ?? 'promtool');
  const prometheus = executable(process.env.PROMETHEUS_PATH ?? 'prometheus');
  if (promtool && prometheus) {
    return { promtool, prometheus };
  }
  const missing = [promtool ? undefined : 'promtool', prometheus ? undefined : 'prometheus'].filter(Boolean);
  if (inCi) {
    throw new Error(`CI=true but ${missing.join(' and ')} not installed: apt-get install prometheus (Debian).`);
  }
  if (!noticePrinted) {
    noticePrinted = true;
    process.stderr.write(
      `\n[tests] Prometheus checks SKIPPED: ${missing.join(' and ')} not found (apt-get install prometheus).\n\n`,
    );
  }
  return undefined;
}

/** `describe` when promtool and prometheus are installed, `describe.skip` (with a printed notice) when not. */
export function describeWithPrometheus(name: string, body: (tools: PrometheusTools) => void): void {
  const tools = prometheusTools();
  if (tools) {
    describe(name, () => body(tools));
  } else {
    describe.skip(name, () => body({ promtool: '', prometheus: '' }));
  }
}

export interface ToolRun {
  code: number;
  output: string;
}

/** Runs promtool with `args` in `cwd`; resolves with its exit code and its stdout and stderr together. */
export function runPromtool(tools: PrometheusTools, args: string[], cwd = OBSERVABILITY_DIR): Promise<ToolRun> {
  return new Promise((resolve) => {
    execFile(tools.promtool, args, { cwd, timeout: 20_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

export interface InstantSample {
  metric: Record<string, string>;
  value: number;
}

export interface RuleView {
  name: string;
  type: 'alerting' | 'recording';
  health: string;
  lastError?: string;
  lastEvaluation: string;
}

/**
 * A real Prometheus server on 127.0.0.1 (a free port), with a data directory of its own under the system's temporary
 * directory; `stop()` ends the process and removes the directory.
 */
export class PrometheusServer {
  private exited = false;
  private log = '';

  private constructor(
    private readonly process: ChildProcess,
    readonly url: string,
    private readonly directory: string,
  ) {
    process.stderr?.on('data', (chunk: Buffer) => {
      this.log = `${this.log}${chunk.toString('utf8')}`.slice(-8000);
    });
    process.stdout?.resume();
    process.once('exit', () => {
      this.exited = true;
    });
  }

  /**
   * Starts Prometheus with `config` (YAML; relative rule_files resolve against the temporary directory). The port is
   * chosen before Prometheus binds it, so another process may take it first: then it starts again on another.
   */
  static async start(binary: string, config: string): Promise<PrometheusServer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await PrometheusServer.startOnce(binary, config);
      } catch (error) {
        if (attempt === 3 || !String(error).includes('address already in use')) {
          throw error;
        }
      }
    }
  }

  private static async startOnce(binary: string, config: string): Promise<PrometheusServer> {
    const directory = mkdtempSync(join(tmpdir(), 'pws-prometheus-'));
    const configFile = join(directory, 'prometheus.yml');
    writeFileSync(configFile, config);
    const port = await freePort();
    const child = spawn(
      binary,
      [
        `--config.file=${configFile}`,
        `--storage.tsdb.path=${join(directory, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const server = new PrometheusServer(child, `http://127.0.0.1:${port}`, directory);
    try {
      await server.waitUntilReady(30_000);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return server;
  }

  /** An instant query; rejects when Prometheus answers an error (a PromQL that does not parse, for one). */
  async query(expression: string): Promise<InstantSample[]> {
    const body = await this.api<{ resultType: string; result: unknown }>(
      `/api/v1/query?query=${encodeURIComponent(expression)}`,
    );
    if (body.resultType === 'scalar') {
      const [, value] = body.result as [number, string];
      return [{ metric: {}, value: Number(value) }];
    }
    if (body.resultType !== 'vector') {
      throw new Error(`expected an instant vector for ${expression}, got ${body.resultType}`);
    }
    return (body.result as Array<{ metric: Record<string, string>; value: [number, string] }>).map((sample) => ({
      metric: sample.metric,
      value: Number(sample.value[1]),
    }));
  }

  /** Polls `expression` until `done` holds for its result; the last result is in the error when it never does. */
  async waitForQuery(
    expression: string,
    done: (samples: InstantSample[]) => boolean,
    timeoutMs: number,
  ): Promise<InstantSample[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const samples = await this.query(expression);
      if (done(samples)) {
        return samples;
      }
      if (Date.now() > deadline) {
        throw new Error(`Prometheus: ${expression} still answers ${JSON.stringify(samples)} after ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** The loaded rule groups (GET /api/v1/rules). */
  async rules(): Promise<Array<{ name: string; rules: RuleView[] }>> {
    const body = await this.api<{ groups: Array<{ name: string; rules: RuleView[] }> }>('/api/v1/rules');
    return body.groups;
  }

  /** The scrape targets' health (GET /api/v1/targets). */
  async targets(): Promise<Array<{ labels: Record<string, string>; health: string; lastError: string }>> {
    const body = await this.api<{
      activeTargets: Array<{ labels: Record<string, string>; health: string; lastError: string }>;
    }>('/api/v1/targets');
    return body.activeTargets;
  }

  async stop(): Promise<void> {
    if (!this.exited) {
      const exit = new Promise<void>((resolve) => this.process.once('exit', () => resolve()));
      this.process.kill('SIGTERM');
      const killer = setTimeout(() => this.process.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(killer);
    }
    rmSync(this.directory, { recursive: true, force: true });
  }

  private async api<T>(path: string): Promise<T> {
    const response = await fetch(`${this.url}${path}`);
    const body = (await response.json()) as { status: string; data: T; error?: string };
    if (body.status !== 'success') {
      throw new Error(`Prometheus ${path}: ${body.error ?? response.status}`);
    }
    return body.data;
  }

  private async waitUntilReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exited) {
        throw new Error(`prometheus exited while starting:\n${this.log}`);
      }
      const ready = await fetch(`${this.url}/-/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`prometheus was not ready within ${timeoutMs} ms:\n${this.log}`);
  }
}

/** A TCP port nobody listens on right now (the kernel's pick). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function executable(command: string): string | undefined {
  const candidates = command.includes('/')
    ? [command]
    : (process.env.PATH ?? '').split(delimiter).map((directory) => join(directory, command));
  return candidates.find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
