import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const OIDC_TEST_CLIENT_ID = 'pws-console';
export const OIDC_TEST_CLIENT_SECRET = 'oidc-test-client-secret-0123456789abcdef';

/** The account claims the test provider hands out, by the login typed on its login page. */
export type OidcTestAccounts = Record<string, { email: string; email_verified?: boolean }>;

export interface OidcTestProvider {
  issuer: string;
  /** The service's OIDC_* variables pointing at this provider. */
  env: Record<string, string>;
  /** Registers the client's redirect URI (the service's callback) and starts answering. */
  register(redirectUri: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts test/support/oidc-test-provider.mjs (a real `oidc-provider`) in a child process: the package is ESM-only,
 * which Jest's CommonJS loader cannot load. Its issuer is http://localhost:<port> while the service is reached at
 * 127.0.0.1, so the provider is another site, as in production, and SameSite rules apply.
 */
export async function startOidcTestProvider(accounts: OidcTestAccounts): Promise<OidcTestProvider> {
  const child = spawn(process.execPath, [join(__dirname, 'oidc-test-provider.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      OIDC_TEST_ACCOUNTS: JSON.stringify(accounts),
      OIDC_TEST_CLIENT_ID,
      OIDC_TEST_CLIENT_SECRET,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const lines = createInterface({ input: child.stdout });
  const nextLine = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`test OpenID Provider did not answer: ${stderr}`)), 20_000);
      lines.once('line', (line) => {
        clearTimeout(timer);
        resolve(JSON.parse(line) as Record<string, unknown>);
      });
      child.once('exit', (code) => reject(new Error(`test OpenID Provider exited (${code}): ${stderr}`)));
    });
  const { issuer } = (await nextLine()) as { issuer: string };
  return {
    issuer,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: OIDC_TEST_CLIENT_ID, OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT_SECRET },
    async register(redirectUri: string) {
      const ready = nextLine();
      child.stdin.write(`${JSON.stringify({ redirectUri })}\n`);
      await ready;
    },
    close: () => stop(child),
  };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
