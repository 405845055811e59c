// The cross-program lists at scale (issue 21): a PostgreSQL book seeded by SQL (test/support/scale-seed.ts), one
// build of the service against it, each list driven by autocannon in turn. Run from the repository root:
//   TS_NODE_PROJECT=tsconfig.json npx ts-node --transpile-only bench/list-scale.ts \
//     <database url> <path to the build's main.js> <before|after> [seconds]
// `before` reads the lists as the build before keyset paging could (page numbers, offsets); `after` follows cursors.
// Seed first: seedScaleBook(url, 1_000_000) on a database the build has migrated. Prints one JSON line per read.
import { Client } from 'pg';
import { CursorFilter, encodeListCursor, ListCursorKind } from '../src/common/paging/list-cursor';
import { LoadSpec, runLoad } from './load';
import { BENCH_ADMIN_TOKEN, startService } from './service-process';

const ADMIN = { 'X-Admin-Token': BENCH_ADMIN_TOKEN };
const PARTNER = 'scale-p0';
const CONSOLE_PAGE = 25;
const PARTNER_PAGE = 100;

interface Read {
  name: string;
  path: string;
  headers: Record<string, string>;
}

async function main(): Promise<void> {
  const [url, mainPath, mode, seconds = '10'] = process.argv.slice(2);
  if (!url || !mainPath || (mode !== 'before' && mode !== 'after')) {
    throw new Error('usage: list-scale.ts <database url> <main.js> <before|after> [seconds]');
  }
  const service = await startService(
    { DATABASE_URL: url, AUDIT_CHECKPOINT_INTERVAL_S: '86400', STATS_CACHE_MS: '5000' },
    4100 + Math.floor(Math.random() * 800),
    [],
    mainPath,
  );
  try {
    const partnerToken = await issuePartnerKey(service.url);
    const partner = { 'X-Partner-Token': partnerToken };
    const reads = mode === 'before' ? beforeReads(partner) : await afterReads(url, partner);
    for (const read of reads) {
      await assertAnswers(service.url, read);
      const spec: LoadSpec = {
        name: read.name,
        url: service.url,
        connections: 10,
        seconds: Number(seconds),
        warmupSeconds: 2,
        requests: [{ method: 'GET', path: read.path, headers: read.headers }],
      };
      console.log(JSON.stringify({ mode, ...(await runLoad(spec)) }));
    }
  } finally {
    await service.stop();
  }
}

function commonReads(partner: Record<string, string>): Read[] {
  return [
    { name: 'status read (reference)', path: '/api/programs/PRG-000123', headers: {} },
    { name: 'admin list default', path: '/api/admin/registrations', headers: ADMIN },
    { name: 'admin list has_documents=true', path: '/api/admin/registrations?has_documents=true', headers: ADMIN },
    { name: 'admin list status=declined', path: '/api/admin/registrations?status=declined', headers: ADMIN },
    { name: 'admin list settlement_path=wire', path: '/api/admin/registrations?settlement_path=wire', headers: ADMIN },
    { name: 'admin list partner', path: `/api/admin/registrations?partner=${PARTNER}`, headers: ADMIN },
    { name: 'console page 1', path: '/admin', headers: ADMIN },
    { name: 'partner list first', path: `/api/partner/registrations?limit=${PARTNER_PAGE}`, headers: partner },
  ];
}

function beforeReads(partner: Record<string, string>): Read[] {
  const pages = 1_000_000 / CONSOLE_PAGE;
  const partnerRows = 200_000;
  return [
    ...commonReads(partner),
    { name: 'console middle', path: `/admin?page=${pages / 2}`, headers: ADMIN },
    { name: 'console last', path: `/admin?page=${pages}`, headers: ADMIN },
    {
      name: 'partner list middle',
      path: `/api/partner/registrations?limit=${PARTNER_PAGE}&offset=${partnerRows / 2}`,
      headers: partner,
    },
    {
      name: 'partner list last',
      path: `/api/partner/registrations?limit=${PARTNER_PAGE}&offset=${partnerRows - PARTNER_PAGE}`,
      headers: partner,
    },
  ];
}

/** Cursors to the middle and the end, as a client following `next_cursor` from the first page would hold them. */
async function afterReads(url: string, partner: Record<string, string>): Promise<Read[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const count = async (sql: string, parameters: unknown[] = []) =>
      Number((await client.query<{ n: string }>(sql, parameters)).rows[0].n);
    const total = await count('SELECT COUNT(*) AS n FROM registrations');
    const partnerTotal = await count('SELECT COUNT(*) AS n FROM registrations WHERE partner_slug = $1', [PARTNER]);
    const cursorAt = async (kind: ListCursorKind, filter: CursorFilter, position: number, partnerSlug?: string) => {
      const { rows } = await client.query<{ micros: string; id: number }>(
        `SELECT (EXTRACT(EPOCH FROM created_at) * 1000000)::bigint AS micros, id FROM registrations
         WHERE ($1::text IS NULL OR partner_slug = $1) ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
        [partnerSlug ?? null, position - 1],
      );
      return encodeListCursor(kind, filter, {
        direction: 'after',
        key: { atMicros: Number(rows[0].micros), id: rows[0].id },
      });
    };
    const consoleFilter = {};
    const partnerFilter = { partner: PARTNER, status: null };
    const middleConsole = await cursorAt('registrations', consoleFilter, Math.floor(total / 2));
    const middlePartner = await cursorAt('partner-registrations', partnerFilter, partnerTotal / 2, PARTNER);
    const lastPartner = await cursorAt('partner-registrations', partnerFilter, partnerTotal - PARTNER_PAGE, PARTNER);
    return [
      ...commonReads(partner),
      { name: 'console middle', path: `/admin?cursor=${middleConsole}`, headers: ADMIN },
      { name: 'console last', path: '/admin?page=last', headers: ADMIN },
      {
        name: 'partner list middle',
        path: `/api/partner/registrations?limit=${PARTNER_PAGE}&cursor=${middlePartner}`,
        headers: partner,
      },
      {
        name: 'partner list last',
        path: `/api/partner/registrations?limit=${PARTNER_PAGE}&cursor=${lastPartner}`,
        headers: partner,
      },
    ];
  } finally {
    await client.end();
  }
}

async function issuePartnerKey(serviceUrl: string): Promise<string> {
  const response = await fetch(`${serviceUrl}/api/operator/api-keys`, {
    method: 'POST',
    headers: { ...ADMIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug: PARTNER, rotate: true }),
  });
  if (!response.ok) {
    throw new Error(`issuing the partner key answered ${response.status}`);
  }
  return ((await response.json()) as { api_key: string }).api_key;
}

/** A read that does not answer 200 would measure an error page. */
async function assertAnswers(serviceUrl: string, read: Read): Promise<void> {
  const response = await fetch(`${serviceUrl}${read.path}`, { headers: read.headers });
  if (response.status !== 200) {
    throw new Error(`${read.name}: ${read.path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
