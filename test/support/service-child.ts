import { ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = join(__dirname, '..', '..');

/**
 * Builds the service into a private folder (under node_modules/.cache, so packages resolve) for tests
 * that run it as a real process; `dist/` is left to the developer. Type errors do not stop the emit.
 */
export async function buildServiceOnce(): Promise<{ dir: string; remove(): void }> {
  const dir = join(root, 'node_modules', '.cache', `pws-test-build-${randomBytes(4).toString('hex')}`);
  await promisify(execFile)(
    process.execPath,
    [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json', '--outDir', dir],
    { cwd: root },
  ).catch(() => undefined);
  if (!existsSync(join(dir, 'main.js'))) {
    throw new Error('service build failed');
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A service process started by a test, and where it listens. */
export interface ServiceProcess {
  child: ChildProcess;
  port: number;
  url: string;
}

/**
 * Starts `main.js` of the build with `env` and waits (bounded) until the process itself says that it listens (its
 * IPC message, see src/bootstrap/announce-listening.ts), on a free port (PORT=0): choosing a port first and then
 * polling it for GET /health lets another suite's server, which took that port meanwhile, answer in the service's
 * place.
 */
export async function startServiceProcess(
  buildDir: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [join(buildDir, 'main.js')], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  try {
    const listening = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`service did not start within ${timeoutMs} ms: ${stderr}`)),
        timeoutMs,
      );
      child.on('message', (message: { event?: string; port?: number }) => {
        if (message.event === 'listening' && typeof message.port === 'number') {
          clearTimeout(timer);
          resolve(message.port);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`service exited with ${code}: ${stderr}`));
      });
    });
    return { child, port: listening, url: `http://127.0.0.1:${listening}` };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    // The channel was only for that one message; left open it would keep both processes' event loops alive.
    if (child.connected) {
      child.disconnect();
    }
  }
}

export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the separate delivery worker (`worker.js`) and waits until it logs that it runs; answers it with the port
 * its /metrics listener bound (logged as `metrics listening`; a free one unless `env` names METRICS_PORT).
 */
export async function startWorkerProcess(
  buildDir: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ child: ChildProcess; metricsPort: number }> {
  const child = spawn(process.execPath, [join(buildDir, 'worker.js')], {
    env: { PATH: process.env.PATH ?? '', METRICS_PORT: '0', ...env, HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let partial = '';
  let metricsPort: number | undefined;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start: ${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines.filter((text) => text.startsWith('{'))) {
        const logged = JSON.parse(line) as { msg?: string; port?: number };
        if (logged.msg === 'metrics listening') {
          metricsPort = logged.port;
        } else if (logged.msg === 'webhook delivery worker running' && metricsPort !== undefined) {
          clearTimeout(timer);
          resolve();
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}: ${output}`));
    });
  });
  child.stdout?.resume();
  return { child, metricsPort: metricsPort as number };
}
