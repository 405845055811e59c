// The reads of the scale bench (issue 21) against a book seeded by test/support/scale-seed.ts: the cross-program
// lists, the aggregates and, for reference, the status read; cursors placed where a client following `next_cursor`
// from the first page would hold them.
import { Client } from 'pg';
import { CursorFilter, encodeListCursor, ListCursorKind } from '../src/common/paging/list-cursor';
import { BENCH_ADMIN_TOKEN } from './service-process';

export const ADMIN = { 'X-Admin-Token': BENCH_ADMIN_TOKEN };
const PARTNER = 'scale-p0';
const CONSOLE_PAGE = 25;
const PARTNER_PAGE = 100;

export interface Read {
  name: string;
  path: string;
  headers: Record<string, string>;
}

export function commonReads(partner: Record<string, string>): Read[] {
  return [
    { name: 'status read (reference)', path: '/api/programs/PRG-000123', headers: {} },
    { name: 'admin list default', path: '/api/admin/registrations', headers: ADMIN },
    { name: 'admin list has_documents=true', path: '/api/admin/registrations?has_documents=true', headers: ADMIN },
    { name: 'admin list status=declined', path: '/api/admin/registrations?status=declined', headers: ADMIN },
    { name: 'admin list settlement_path=wire', path: '/api/admin/registrations?settlement_path=wire', headers: ADMIN },
    { name: 'admin list partner', path: `/api/admin/registrations?partner=${PARTNER}`, headers: ADMIN },
    { name: 'console page 1', path: '/admin', headers: ADMIN },
    { name: 'console dashboard', path: '/admin/dashboard', headers: ADMIN },
    { name: 'console search (name prefix)', path: '/admin/search?q=scale%20applicant%2012', headers: ADMIN },
    { name: 'partner list first', path: `/api/partner/registrations?limit=${PARTNER_PAGE}`, headers: partner },
  ];
}

export function beforeReadsOf(partner: Record<string, string>): Read[] {
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
export async function afterReadsOf(url: string, partner: Record<string, string>): Promise<Read[]> {
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

export async function issuePartnerKey(serviceUrl: string): Promise<string> {
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
export async function assertAnswers(serviceUrl: string, read: Read): Promise<void> {
  const response = await fetch(`${serviceUrl}${read.path}`, { headers: read.headers });
  if (response.status !== 200) {
    throw new Error(`${read.name}: ${read.path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
}
