import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, so every test app owns its data. */
export class ScratchDatabase {
  private constructor(
    readonly url: string,
    private readonly name: string,
    private readonly serverUrl: string,
  ) {}

  static async create(serverUrl: string): Promise<ScratchDatabase> {
    const name = `pws_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // The first session of a new database builds its relation cache files; on a loaded machine (a full run, two
    // workers, checkpoints of the databases other tests drop) that has taken longer than the service's 3 s connect
    // timeout. Opened here, without that limit, so that the app under test meets a database like any other.
    await withClient(url.toString(), (client) => client.query('SELECT 1'));
    return new ScratchDatabase(url.toString(), name, serverUrl);
  }

  async drop(): Promise<void> {
    await withClient(this.serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`));
  }
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
