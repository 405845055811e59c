import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export type Dialect = 'sqlite' | 'postgres';

export interface BenchDatabase {
  dialect: Dialect;
  url: string;
  drop(): Promise<void>;
}

/** A fresh database for one benchmark phase: a SQLite file, or a scratch database on TEST_DATABASE_URL's server. */
export async function freshDatabase(dialect: Dialect, label: string): Promise<BenchDatabase> {
  if (dialect === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), `pws-bench-${label}-`));
    return {
      dialect,
      url: `sqlite:${join(folder, 'bench.sqlite')}`,
      drop: () => Promise.resolve(rmSync(folder, { recursive: true, force: true })),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `pws_bench_${label}_${Date.now()}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dialect,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
