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

/** Starts `entry` of the build with `env` and waits (bounded) until GET /health answers 200. */
export async function startServiceProcess(
  buildDir: string,
  env: Record<string, string>,
  port: number,
  timeoutMs = 60_000,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(buildDir, 'main.js')], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`service exited with ${child.exitCode}: ${stderr}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.status === 200) {
        return child;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`service did not start within ${timeoutMs} ms: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the separate delivery worker (`worker.js`) and waits until it logs that it runs. */
export async function startWorkerProcess(
  buildDir: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(buildDir, 'worker.js')], {
    // The worker's /metrics listener: on 127.0.0.1 only, and on a free port unless the test names one.
    env: { PATH: process.env.PATH ?? '', METRICS_PORT: '0', ...env, HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start: ${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('webhook delivery worker running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}: ${output}`));
    });
  });
  child.stdout?.resume();
  return child;
}
