import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_AUDIT_SIGNING_KEY } from '../test/support/audit-keys';

export const BENCH_ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef0123456789';

export interface ServiceProcess {
  url: string;
  pid: number;
  startupMs: number;
  stop(): Promise<void>;
}

/** Starts the built service (`dist/main.js`, or another build's) as its own process and waits for its first answer. */
export async function startService(
  env: Record<string, string>,
  port: number,
  nodeArgs: string[] = [],
  mainPath = join(__dirname, '..', '..', 'dist', 'main.js'),
): Promise<ServiceProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, mainPath], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
      ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${url}/health/live`, child);
  const startupMs = performance.now() - started;
  return {
    url,
    pid: child.pid as number,
    startupMs,
    stop: () => stopChild(child),
  };
}

async function waitForAnswer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`service exited with code ${child.exitCode} before answering`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`service did not answer ${url} within 30 s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** Resident set size of a process in bytes (Linux /proc). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** Samples a process's RSS while `work` runs; returns the work's result and the peak. */
export async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakBytes: number }> {
  let peakBytes = rssBytes(pid);
  const timer = setInterval(() => {
    peakBytes = Math.max(peakBytes, rssBytes(pid));
  }, 20);
  try {
    const result = await work();
    return { result, peakBytes: Math.max(peakBytes, rssBytes(pid)) };
  } finally {
    clearInterval(timer);
  }
}
