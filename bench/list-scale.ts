// The cross-program lists at scale (issue 21): PostgreSQL books seeded by SQL (test/support/scale-seed.ts), builds of
// the service against them, each list driven by autocannon. Run from the repository root:
//   TS_NODE_PROJECT=tsconfig.json npx ts-node --transpile-only bench/list-scale.ts \
//     <before db url> <before main.js> <after db url> <after main.js> [seconds] [rounds] [offsets|cursors]
// `before` reads the lists as the build before keyset paging could (page numbers, offsets), `after` follows cursors;
// with `cursors` both follow cursors (one build on a small and a large book, for the growth factor).
// Both services run at once and each read is driven in turns (before, after, before, …): on a shared machine the
// host's speed drifts, and in turns both builds see the same stretches of it. Seed each database first
// (seedScaleBook(url, 1_000_000) once its build has migrated it). Prints one JSON line per read and build.
import { Client } from 'pg';
import { CursorFilter, encodeListCursor, ListCursorKind } from '../src/common/paging/list-cursor';
import { LoadSpec, runInTurns } from './load';
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
  const [beforeUrl, beforeMain, afterUrl, afterMain, seconds = '12', rounds = '3', beforeMode = 'offsets'] =
    process.argv.slice(2);
  if (!beforeUrl || !beforeMain || !afterUrl || !afterMain) {
    throw new Error('usage: list-scale.ts <before db> <before main.js> <after db> <after main.js> [seconds] [rounds]');
  }
  const env = { AUDIT_CHECKPOINT_INTERVAL_S: '86400' };
  const port = 4100 + Math.floor(Math.random() * 800);
  const before = await startService({ ...env, DATABASE_URL: beforeUrl }, port, [], beforeMain);
  const after = await startService({ ...env, DATABASE_URL: afterUrl }, port + 1, [], afterMain);
  try {
    const beforePartner = { 'X-Partner-Token': await issuePartnerKey(before.url) };
    // `cursors`: the first build reads as the second does (the same build on two sizes of book, say).
    const beforeReads =
      beforeMode === 'cursors' ? await afterReadsOf(beforeUrl, beforePartner) : beforeReadsOf(beforePartner);
    const afterReads = await afterReadsOf(afterUrl, { 'X-Partner-Token': await issuePartnerKey(after.url) });
    for (const [index, beforeRead] of beforeReads.entries()) {
      const afterRead = afterReads[index];
      await assertAnswers(before.url, beforeRead);
      await assertAnswers(after.url, afterRead);
      const spec = (url: string, read: Read): LoadSpec => ({
        name: read.name,
        url,
        connections: 10,
        seconds: Number(seconds),
        warmupSeconds: 2,
        requests: [{ method: 'GET', path: read.path, headers: read.headers }],
      });
      const [was, is] = await runInTurns([spec(before.url, beforeRead), spec(after.url, afterRead)], Number(rounds));
      console.log(JSON.stringify({ build: 'before', ...was }));
      console.log(
        JSON.stringify({ build: 'after', ...is, factor: Math.round((is.reqPerSec / was.reqPerSec) * 10) / 10 }),
      );
    }
  } finally {
    await before.stop();
    await after.stop();
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

function beforeReadsOf(partner: Record<string, string>): Read[] {
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
async function afterReadsOf(url: string, partner: Record<string, string>): Promise<Read[]> {
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
