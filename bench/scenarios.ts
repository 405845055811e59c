import autocannon from 'autocannon';
import { cycle, LoadResult, LoadSpec, runInTurns, runLoad } from './load';
import { BENCH_ADMIN_TOKEN } from './service-process';

const JSON_HEADERS = { 'content-type': 'application/json' };
const ADMIN_JSON = { ...JSON_HEADERS, 'x-admin-token': BENCH_ADMIN_TOKEN };
const TOGGLED_ITEMS = ['identity_verification', 'settlement_path_confirmed', 'documents_uploaded'];

export interface ScenarioContext {
  url: string;
  references: string[];
  seconds: number;
  warmupSeconds: number;
}

type Request = autocannon.Request;

function spec(context: ScenarioContext, name: string, connections: number, requests: Request[]): LoadSpec {
  return {
    name,
    url: context.url,
    connections,
    seconds: context.seconds,
    warmupSeconds: context.warmupSeconds,
    requests,
  };
}

function emptyRouteSpec(context: ScenarioContext): LoadSpec {
  return spec(context, 'empty route (GET /health/live)', 10, [{ method: 'GET', path: '/health/live' }]);
}

export function statusReadSpec(context: ScenarioContext): LoadSpec {
  const next = cycle(context.references);
  return spec(context, 'status read (GET /api/programs/{ref})', 10, [
    { method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/programs/${next()}` }) },
  ]);
}

function eventsPageSpec(context: ScenarioContext): LoadSpec {
  const next = cycle(context.references);
  return spec(context, 'events page (GET …/events?since_id=)', 10, [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `/api/programs/${next()}/events?since_id=0&limit=50` }),
    },
  ]);
}

/** The admin list's default page (100 rows), newest first. */
export function adminListSpec(context: ScenarioContext): LoadSpec {
  return spec(context, 'admin list (GET /api/admin/registrations)', 10, [
    { method: 'GET', path: '/api/admin/registrations', headers: { 'x-admin-token': BENCH_ADMIN_TOKEN } },
  ]);
}

export function adminList(context: ScenarioContext): Promise<LoadResult> {
  return runLoad(adminListSpec(context));
}

/** The console's registrations table, first page (25 rows, counts by status), as an operator's script reads it. */
export function consolePage(context: ScenarioContext): Promise<LoadResult> {
  return runLoad(
    spec(context, 'console page 1 (GET /admin)', 10, [
      { method: 'GET', path: '/admin', headers: { 'x-admin-token': BENCH_ADMIN_TOKEN } },
    ]),
  );
}

export function emptyRoute(context: ScenarioContext): Promise<LoadResult> {
  return runLoad(emptyRouteSpec(context));
}

export function statusRead(context: ScenarioContext): Promise<LoadResult> {
  return runLoad(statusReadSpec(context));
}

export function eventsPage(context: ScenarioContext): Promise<LoadResult> {
  return runLoad(eventsPageSpec(context));
}

/** The empty route and the two reads measured against it, in turns (see `runInTurns`): [empty, status, events]. */
export function readsAndTheirLimit(context: ScenarioContext, rounds: number): Promise<LoadResult[]> {
  return runInTurns([emptyRouteSpec(context), statusReadSpec(context), eventsPageSpec(context)], rounds);
}

export function intakeSpec(context: ScenarioContext, connections: number): LoadSpec {
  let counter = 0;
  return spec(context, `intake (POST /api/register) @${connections}`, connections, [
    {
      method: 'POST',
      path: '/api/register',
      headers: JSON_HEADERS,
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          full_name: `Bench Applicant ${++counter}`,
          email: `bench${counter}@example.com`,
          consent_accepted: true,
          corridor: 'CA-US',
        }),
      }),
    },
  ]);
}

export function intake(context: ScenarioContext, connections: number): Promise<LoadResult> {
  return runLoad(intakeSpec(context, connections));
}

export function checklistPatch(context: ScenarioContext): Promise<LoadResult> {
  let counter = 0;
  return runLoad(
    spec(context, 'checklist patch (PATCH /api/checklist/…)', 10, [
      {
        method: 'PATCH',
        headers: JSON_HEADERS,
        setupRequest: (request) => {
          counter++;
          const reference = context.references[counter % context.references.length];
          const item = TOGGLED_ITEMS[counter % TOGGLED_ITEMS.length];
          const done = Math.floor(counter / context.references.length) % 2 === 0;
          return { ...request, path: `/api/checklist/${reference}/items/${item}`, body: JSON.stringify({ done }) };
        },
      },
    ]),
  );
}

export function handoffCreateAndPatch(context: ScenarioContext): Promise<LoadResult> {
  const next = cycle(context.references);
  return runLoad(
    spec(context, 'handoff create + patch (2 requests)', 10, [
      {
        method: 'POST',
        path: '/api/instructions',
        headers: ADMIN_JSON,
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ reference: next(), provider: 'bench-rail', payload: { band: 'small' } }),
        }),
        onResponse: (_status, body, context) => {
          (context as { id?: number }).id = (JSON.parse(body) as { id: number }).id;
        },
      },
      {
        method: 'PATCH',
        headers: ADMIN_JSON,
        body: JSON.stringify({ status: 'submitted', external_id: 'bench-ext' }),
        setupRequest: (request, context) => ({
          ...request,
          path: `/api/instructions/${(context as { id: number }).id}`,
        }),
      },
    ]),
  );
}
