import { execFile, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

/** Where Debian puts the server programs of a major version (`postgresql-15`: /usr/lib/postgresql/15/bin). */
export function postgresBinDir(major = process.env.PG_MAJOR ?? '15'): string {
  return process.env.PG_BIN ?? `/usr/lib/postgresql/${major}/bin`;
}

/** The programs a streaming replica needs that are missing, by path (empty: all there). */
export function missingReplicaPrograms(bin = postgresBinDir()): string[] {
  return ['pg_basebackup', 'pg_ctl'].map((name) => join(bin, name)).filter((path) => !existsSync(path));
}

/** The line that lets pg_basebackup and the standby stream from the local cluster (trust, loopback only). */
export const REPLICATION_HBA_LINE = 'host replication postgres 127.0.0.1/32 trust';

/**
 * A second PostgreSQL cluster on this machine, a hot standby fed by streaming replication from the cluster of
 * `primaryUrl` (`pg_basebackup -R -X stream`, then `pg_ctl start` on a free port). A physical replica carries every
 * database of the primary, so a test's scratch database is on it under the same name (`urlFor`). PostgreSQL refuses
 * to run as root: as root, every program runs as the `postgres` user, in a directory that user owns (mode 0700).
 */
export class ReplicaCluster {
  private running = false;
  private readonly onExit = () => this.stopNow();

  /** Chosen just before the server starts (see startServer). */
  port = 0;

  private constructor(
    private readonly primaryUrl: URL,
    private readonly dir: string,
    private readonly bin: string,
  ) {}

  private get dataDir(): string {
    return join(this.dir, 'data');
  }

  /** Copies the primary's cluster and starts it as a standby that streams from it. Takes a few seconds. */
  static async start(primaryUrl: string): Promise<ReplicaCluster> {
    const missing = missingReplicaPrograms();
    if (missing.length > 0) {
      throw new Error(`Cannot start a read replica: missing ${missing.join(', ')} (apt-get install postgresql-15)`);
    }
    const primary = new URL(primaryUrl);
    const settings = await ensureReplicationAllowed(primary);
    const dir = mkdtempSync(join(tmpdir(), 'pws-replica-'));
    if (asRoot()) {
      const { uid, gid } = postgresUser();
      chownSync(dir, uid, gid);
    }
    const cluster = new ReplicaCluster(primary, dir, postgresBinDir());
    try {
      await cluster.baseBackup();
      cluster.writeConfig(settings);
      await cluster.startServer();
      await cluster.waitUntilStreaming();
    } catch (error) {
      await cluster.destroy();
      throw error;
    }
    return cluster;
  }

  /** The URL of `database` on the replica (same user as the primary's URL). */
  urlFor(database: string): string {
    const url = new URL(this.primaryUrl.toString());
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    url.pathname = `/${database}`;
    return url.toString();
  }

  /** Stops replaying WAL (it is still received): the replica's data stays as it is now. */
  async pauseReplay(): Promise<void> {
    await this.onReplica((client) => client.query('SELECT pg_wal_replay_pause()'));
  }

  async resumeReplay(): Promise<void> {
    await this.onReplica((client) => client.query('SELECT pg_wal_replay_resume()'));
  }

  /** Waits until the replica has replayed everything the primary had written when called. */
  async caughtUp(timeoutMs = 20_000): Promise<void> {
    const target = await this.onPrimary(async (client) => {
      const { rows } = await client.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      return rows[0].lsn;
    });
    await this.onReplica(async (client) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await client.query<{ done: boolean }>(
          'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done',
          [target],
        );
        if (rows[0].done) {
          return;
        }
        if (Date.now() > deadline) {
          throw new Error(`The replica did not replay up to ${target} within ${timeoutMs} ms`);
        }
        await sleep(50);
      }
    });
  }

  /** Stops the server (fast shutdown); `resume` starts it again, streaming on from where it stopped. */
  async stop(): Promise<void> {
    if (this.running) {
      await this.pgCtl(['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
      this.setRunning(false);
    }
  }

  /** On the port it had: the service under test was told that one. */
  async resume(): Promise<void> {
    await this.pgCtl(['-D', this.dataDir, '-o', this.serverOptions(), '-l', this.logFile, '-w', 'start']);
    this.setRunning(true);
    await this.waitUntilStreaming();
  }

  /** Stops the server and removes its directory. */
  async destroy(): Promise<void> {
    try {
      await this.stop();
    } catch {
      this.stopNow();
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async baseBackup(): Promise<void> {
    await this.asPostgres(join(this.bin, 'pg_basebackup'), [
      '-h',
      this.primaryUrl.hostname,
      '-p',
      this.primaryUrl.port || '5432',
      '-U',
      decodeURIComponent(this.primaryUrl.username || 'postgres'),
      '-D',
      this.dataDir,
      '-R',
      '-X',
      'stream',
      // An immediate checkpoint: the default spreads it over minutes.
      '-c',
      'fast',
    ]);
  }

  /**
   * Debian keeps postgresql.conf and pg_hba.conf in /etc, so the copy has neither: the standby gets its own. A hot
   * standby needs these settings at least as large as the primary's.
   */
  private writeConfig(settings: Record<string, string>): void {
    const sized = Object.entries(settings)
      .map(([name, value]) => `${name} = ${value}`)
      .join('\n');
    this.writeOwned(
      'postgresql.conf',
      `hot_standby = on\nshared_buffers = 16MB\nfsync = off\nlogging_collector = off\n${sized}\n`,
    );
    this.writeOwned('pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    this.writeOwned('pg_ident.conf', '');
  }

  private writeOwned(name: string, text: string): void {
    const path = join(this.dataDir, name);
    writeFileSync(path, text, { mode: 0o600 });
    if (asRoot()) {
      const { uid, gid } = postgresUser();
      chownSync(path, uid, gid);
    }
  }

  /**
   * On a port chosen right before: another process may still take it first (the server log then says the address
   * is in use), and the server starts again on another, up to three times.
   */
  private async startServer(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      this.port = await freePort();
      try {
        await this.pgCtl(['-D', this.dataDir, '-o', this.serverOptions(), '-l', this.logFile, '-w', 'start']);
        this.setRunning(true);
        return;
      } catch (error) {
        const taken = existsSync(this.logFile) && readFileSync(this.logFile, 'utf8').includes('Address already in use');
        if (attempt === 3 || !taken) {
          throw error;
        }
        writeFileSync(this.logFile, '');
      }
    }
  }

  private get logFile(): string {
    return join(this.dir, 'server.log');
  }

  private serverOptions(): string {
    return `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir}`;
  }

  private async waitUntilStreaming(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const streaming = await this.onReplica(async (client) => {
        const { rows } = await client.query<{ status: string }>('SELECT status FROM pg_stat_wal_receiver');
        return rows[0]?.status === 'streaming';
      }).catch(() => false);
      if (streaming) {
        return;
      }
      if (Date.now() > deadline) {
        throw new Error(`The replica on port ${this.port} is not streaming after ${timeoutMs} ms`);
      }
      await sleep(100);
    }
  }

  private pgCtl(args: string[]): Promise<void> {
    return this.asPostgres(join(this.bin, 'pg_ctl'), args);
  }

  private async asPostgres(program: string, args: string[]): Promise<void> {
    const [command, commandArgs] = asRoot() ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
    try {
      await run(command, commandArgs, { timeout: 120_000 });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      const log = existsSync(join(this.dir, 'server.log')) ? ` (see ${join(this.dir, 'server.log')})` : '';
      throw new Error(`${program} ${args.join(' ')} failed${log}: ${stderr || stdout || String(error)}`);
    }
  }

  /** Runs at process exit if the tests never got to `destroy`: a replica left running would hold its port. */
  private stopNow(): void {
    if (!this.running) {
      return;
    }
    const args = [join(this.bin, 'pg_ctl'), '-D', this.dataDir, '-m', 'immediate', 'stop'];
    spawnSync(asRoot() ? 'runuser' : args[0], asRoot() ? ['-u', 'postgres', '--', ...args] : args.slice(1));
    this.running = false;
  }

  private setRunning(running: boolean): void {
    this.running = running;
    if (running) {
      process.once('exit', this.onExit);
    } else {
      process.removeListener('exit', this.onExit);
    }
  }

  private onPrimary<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const url = new URL(this.primaryUrl.toString());
    url.pathname = '/postgres';
    return withClient(url.toString(), work);
  }

  private onReplica<T>(work: (client: Client) => Promise<T>): Promise<T> {
    return withClient(this.urlFor('postgres'), work);
  }
}

/**
 * The settings a hot standby must have at least as large as its primary, read from the primary; and, when the
 * primary's pg_hba.conf allows no replication connection, the line that does, appended and reloaded (a fresh
 * machine's Debian cluster has none; the line is loopback-only trust, like the file's `host all` line).
 */
async function ensureReplicationAllowed(primary: URL): Promise<Record<string, string>> {
  const admin = new URL(primary.toString());
  admin.pathname = '/postgres';
  return withClient(admin.toString(), async (client) => {
    const setting = async (name: string) =>
      (await client.query<{ setting: string }>('SELECT setting FROM pg_settings WHERE name = $1', [name])).rows[0]
        .setting;
    if ((await setting('wal_level')) === 'minimal' || Number(await setting('max_wal_senders')) < 2) {
      throw new Error('The local PostgreSQL cannot stream to a replica: wal_level is minimal or max_wal_senders < 2');
    }
    const { rows } = await client.query<{ allowed: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_hba_file_rules WHERE error IS NULL AND type = 'host'
         AND 'replication' = ANY(database) AND ('all' = ANY(user_name) OR $1 = ANY(user_name))) AS allowed`,
      [decodeURIComponent(primary.username || 'postgres')],
    );
    if (!rows[0].allowed) {
      const hbaFile = await setting('hba_file');
      appendFileSync(
        hbaFile,
        `\n# Added by test/support/replica-cluster.ts (read replica tests)\n${REPLICATION_HBA_LINE}\n`,
      );
      await client.query('SELECT pg_reload_conf()');
      // The postmaster rereads the file on SIGHUP, a moment after the call answers.
      await sleep(500);
    }
    const sized = ['max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions'];
    const settings: Record<string, string> = {};
    for (const name of [...sized, 'max_locks_per_transaction']) {
      settings[name] = await setting(name);
    }
    return settings;
  });
}

function asRoot(): boolean {
  return process.getuid?.() === 0;
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
