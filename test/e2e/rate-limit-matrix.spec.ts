import type { Response } from 'supertest';
import { SAMPLE_FILES } from '../factories/document.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';

/**
 * Every route the router holds × the spellings a client can try × the limit the route must hit (decisions §1.9,
 * §7, §12 rev 2). The routes come from Express's own route table; what each must do comes from the spec's rules
 * (intake, reference-keyed routes, anonymous writes), probed over HTTP, never from the limiter's own classification.
 */
const LIMITS = { intake: 2, miss: 2, anonymousWrite: 3, programWrite: 4, read: 5 };
const HIGHEST_LIMIT = Math.max(...Object.values(LIMITS));
const INTAKE_TEMPLATES = ['/api/register', '/api/programs'];
const UNKNOWN_ROUTE_BODY = { detail: 'Not Found' };
/** Each scenario walks the whole route table (about 60 routes, several requests each). */
const MATRIX_TIMEOUT_MS = 180_000;

interface RouteEntry {
  method: string;
  template: string;
}

type Probe = (path: string, headers: Record<string, string>, reference: string) => Promise<Response>;

interface RouteUnderTest extends RouteEntry {
  /** Where the program reference goes: the path, the body (a handoff record), or nowhere. */
  referenceIn: 'path' | 'body' | undefined;
  /** The route reads a multipart form (an upload) rather than JSON. */
  form: boolean;
  send: Probe;
}

describe('Rate-limit matrix over the router table', () => {
  let app: TestApp;
  let routes: RouteUnderTest[];
  let clientCounter = 0;
  let unknownCounter = 0;

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        RATE_LIMIT_ENABLED: 'true',
        TRUST_PROXY: '1',
        RATE_LIMIT_INTAKE_PER_MINUTE: String(LIMITS.intake),
        RATE_LIMIT_READ_PER_MINUTE: String(LIMITS.read),
        RATE_LIMIT_MISS_PER_MINUTE: String(LIMITS.miss),
        RATE_LIMIT_ANON_WRITE_PER_MINUTE: String(LIMITS.anonymousWrite),
        RATE_LIMIT_PROGRAM_WRITE_PER_MINUTE: String(LIMITS.programWrite),
      },
    });
    routes = [];
    for (const entry of routeTable(app)) {
      routes.push(await describeRoute(entry));
    }
  }, MATRIX_TIMEOUT_MS);

  afterAll(async () => {
    await app.close();
  });

  /** Each scenario is its own client (TRUST_PROXY=1: the last X-Forwarded-For entry), so budgets never mix. */
  function newClient(): Record<string, string> {
    clientCounter++;
    return { 'X-Forwarded-For': `2001:db8:${clientCounter.toString(16)}::1` };
  }

  function unknownReference(): string {
    unknownCounter++;
    return `PRG-${String(990000 + unknownCounter).padStart(6, '0')}`;
  }

  /** Created with the admin credential, so intake limits never get in the way of a scenario's own counts. */
  async function newProgram(): Promise<string> {
    return (await registerProgram(app, {}, { 'X-Admin-Token': TEST_ADMIN_TOKEN })).reference;
  }

  /** A body every program write of the spec accepts: checklist patch, portal step, handoff record (extra fields ignored). */
  function writeBody(reference: string): Record<string, unknown> {
    return { reference, done: true, step: 'verify', provider: 'bank-partner' };
  }

  async function describeRoute(entry: RouteEntry): Promise<RouteUnderTest> {
    const json: Probe = (path, headers, reference) => {
      const request = app.http[verb(entry.method)](path).set(headers);
      return entry.method === 'GET' || entry.method === 'DELETE' ? request : request.send(writeBody(reference));
    };
    const multipart: Probe = (path, headers, reference) =>
      app.http[verb(entry.method)](path)
        .set(headers)
        .field('reference', reference)
        .attach('file', SAMPLE_FILES.png, 'scan.png');
    const referenceIn = entry.template.includes('/:reference')
      ? 'path'
      : entry.method === 'POST' && entry.template === '/api/instructions'
        ? 'body'
        : undefined;
    const route: RouteUnderTest = { ...entry, referenceIn, form: false, send: json };
    // A route that reads a form says so (400 multipart_required); it is then sent the same fields as a form.
    const program = await newProgram();
    const probe = await json(pathFor(route, program), { 'X-Admin-Token': TEST_ADMIN_TOKEN }, program);
    if (probe.status === 400 && (probe.body as { code?: string }).code === 'multipart_required') {
      route.form = true;
      route.send = multipart;
    }
    return route;
  }

  function pathFor(route: RouteEntry, reference: string): string {
    return concretePath(route.template, reference);
  }

  /** The spellings of one request; the router decides which of them reach the route. */
  function spellings(route: RouteUnderTest, reference: string): Record<string, string> {
    const canonical = pathFor(route, reference);
    const segments = route.template.split('/');
    const staticIndex = segments.findLastIndex((segment) => segment !== '' && !segment.startsWith(':'));
    const encoded = segments.map((segment, index) =>
      index === staticIndex ? `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}` : segment,
    );
    const variants: Record<string, string> = {
      canonical,
      'upper case': concretePath(
        segments.map((segment) => (segment.startsWith(':') ? segment : segment.toUpperCase())).join('/'),
        reference,
      ),
      'upper-case prefix': canonical.replace(/^\/api\//, '/API/'),
      'trailing slash': `${canonical}/`,
      'percent-encoded letter': concretePath(encoded.join('/'), reference),
      'double slash': canonical.replace(/^\/api\//, '/api//'),
      'leading double slash': `/${canonical}`,
    };
    if (route.referenceIn === 'path') {
      variants['lower-case reference'] = pathFor(route, reference.toLowerCase());
      variants['percent-encoded reference'] = pathFor(route, reference.replace('P', '%50'));
    }
    return variants;
  }

  /** Spellings the router sends to the route (asked with the admin credential, which no limit counts). */
  async function acceptedSpellings(route: RouteUnderTest, reference: string): Promise<Map<string, string>> {
    const accepted = new Map<string, string>();
    for (const [name, path] of Object.entries(spellings(route, reference))) {
      const response = await route.send(path, { 'X-Admin-Token': TEST_ADMIN_TOKEN }, reference);
      if (!isUnknownRoute(response)) {
        accepted.set(name, path);
      }
    }
    return accepted;
  }

  function budgetOf(route: RouteUnderTest): number {
    if (route.method === 'POST' && INTAKE_TEMPLATES.includes(route.template)) {
      return LIMITS.intake;
    }
    return LIMITS.read;
  }

  /** Anonymous writes (decisions §7): a state-changing route keyed by a program that answers anonymous callers. */
  async function isAnonymousWrite(route: RouteUnderTest): Promise<boolean> {
    if (route.method === 'GET' || route.referenceIn === undefined) {
      return false;
    }
    const program = await newProgram();
    const response = await route.send(pathFor(route, program), newClient(), program);
    return response.status !== 401;
  }

  function describeAnswer(response: Response): string {
    return `${response.status} ${JSON.stringify(response.body).slice(0, 120)}`;
  }

  it('should enumerate the public API from the router, with every kind of route present', () => {
    const api = routes.filter((route) => route.template.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(40);
    expect(api.filter((route) => route.referenceIn === 'path').length).toBeGreaterThan(10);
    expect(api.filter((route) => route.form).length).toBeGreaterThan(0);
  });

  it(
    'should answer case variants 404 and never count them, on every route',
    async () => {
      const violations: string[] = [];
      for (const route of routes.filter((entry) => entry.template.startsWith('/api/'))) {
        const program = await newProgram();
        const variants = spellings(route, program);
        for (const name of ['upper case', 'upper-case prefix']) {
          const client = newClient();
          for (let attempt = 0; attempt <= HIGHEST_LIMIT; attempt++) {
            const response = await route.send(variants[name], client, program);
            if (!isUnknownRoute(response)) {
              violations.push(`${route.method} ${variants[name]} (${name}) answered ${describeAnswer(response)}`);
              break;
            }
          }
          const after = await route.send(variants.canonical, client, program);
          if (after.status === 429) {
            violations.push(`${route.method} ${route.template}: ${name} spellings were counted`);
          }
        }
      }
      expect(violations).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    'should count every accepted spelling against the same budget as the canonical one, and ignore the rest',
    async () => {
      const violations: string[] = [];
      for (const route of routes.filter((entry) => entry.template.startsWith('/api/'))) {
        const program = await newProgram();
        const accepted = await acceptedSpellings(route, program);
        if (!accepted.has('canonical') || !accepted.has('trailing slash')) {
          violations.push(`${route.method} ${route.template}: canonical or trailing-slash spelling not routed`);
          continue;
        }
        const anonymousWrite = await isAnonymousWrite(route);
        const limit = anonymousWrite ? LIMITS.anonymousWrite : budgetOf(route);
        const paths = [...accepted.values()];
        const client = newClient();
        // Spellings the router refuses are unknown routes: they must not use up the route's budget.
        for (const [name, path] of Object.entries(spellings(route, program))) {
          if (!accepted.has(name)) {
            for (let attempt = 0; attempt <= limit; attempt++) {
              await route.send(path, client, program);
            }
          }
        }
        for (let attempt = 0; attempt < limit; attempt++) {
          const response = await route.send(paths[attempt % paths.length], client, program);
          if (response.status === 429) {
            violations.push(`${route.method} ${paths[attempt % paths.length]}: 429 after ${attempt} of ${limit}`);
          }
        }
        for (const [name, path] of accepted) {
          const response = await route.send(path, client, program);
          if (!isThrottled(response)) {
            violations.push(
              `${route.method} ${path} (${name}) past the limit of ${limit}: ${describeAnswer(response)}`,
            );
          }
        }
      }
      expect(violations).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    'should count a 404 on every route keyed by a program reference as a miss, however it is spelled',
    async () => {
      const violations: string[] = [];
      const missRoutes: string[] = [];
      for (const route of routes.filter((entry) => entry.referenceIn !== undefined)) {
        const existing = await newProgram();
        const client = newClient();
        const answers: Response[] = [];
        for (let attempt = 0; attempt < LIMITS.miss; attempt++) {
          const reference = unknownReference();
          const variants = spellings(route, reference);
          const path =
            route.referenceIn === 'path' ? variants['percent-encoded reference'] : variants['trailing slash'];
          answers.push(await route.send(attempt === 0 ? variants.canonical : path, client, reference));
        }
        const knownAnswer = await route.send(pathFor(route, existing), newClient(), existing);
        if (knownAnswer.status !== 404 && answers.every((response) => response.status === knownAnswer.status)) {
          // Closed to anonymous callers (401, or the console's redirect to sign-in): unknown and known answer alike.
          continue;
        }
        missRoutes.push(`${route.method} ${route.template}`);
        if (!answers.every((response) => response.status === 404 && !isUnknownRoute(response))) {
          violations.push(
            `${route.method} ${route.template}: misses answered ${answers.map(describeAnswer).join(', ')}`,
          );
          continue;
        }
        const reference = unknownReference();
        const past = await route.send(spellings(route, reference)['trailing slash'], client, reference);
        const known = await route.send(pathFor(route, existing), client, existing);
        if (!isThrottled(past) || !isThrottled(known)) {
          violations.push(`${route.method} ${route.template}: not throttled after ${LIMITS.miss} misses`);
        }
      }
      expect(violations).toEqual([]);
      expect(missRoutes).toEqual(
        expect.arrayContaining([
          'GET /api/programs/:reference',
          'GET /api/register/:reference',
          'GET /api/programs/:reference/events',
          'GET /api/checklist/:reference',
          'PATCH /api/checklist/:reference/items/:item_id',
          'POST /api/register/:reference/portal-step',
          'GET /api/programs/:reference/instructions',
          'POST /api/documents/:reference',
          'POST /api/instructions',
        ]),
      );
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    'should hold every anonymous write route to the per-program limit, whoever sends and however the program is spelled',
    async () => {
      const violations: string[] = [];
      let writeRoutes = 0;
      for (const route of routes.filter((entry) => entry.template.startsWith('/api/'))) {
        if (!(await isAnonymousWrite(route))) {
          continue;
        }
        writeRoutes++;
        const program = await newProgram();
        for (let writer = 0; writer < LIMITS.programWrite; writer++) {
          const reference = writer % 2 === 0 ? program : program.toLowerCase();
          const response = await route.send(pathFor(route, reference), newClient(), reference);
          if (response.status === 429) {
            violations.push(
              `${route.method} ${route.template}: 429 for writer ${writer + 1} of ${LIMITS.programWrite}`,
            );
          }
        }
        const past = await route.send(pathFor(route, program), newClient(), program);
        if (!isThrottled(past)) {
          violations.push(`${route.method} ${route.template}: program limit not applied: ${describeAnswer(past)}`);
        }
        // The admin credential and another program are not held back by it.
        const admin = await route.send(pathFor(route, program), { 'X-Admin-Token': TEST_ADMIN_TOKEN }, program);
        const other = await newProgram();
        const otherProgram = await route.send(pathFor(route, other), newClient(), other);
        if (admin.status === 429 || otherProgram.status === 429) {
          violations.push(`${route.method} ${route.template}: the program limit spilled over`);
        }
      }
      expect(writeRoutes).toBeGreaterThanOrEqual(4);
      expect(violations).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    'should never limit a request carrying the admin credential',
    async () => {
      const violations: string[] = [];
      for (const route of routes.filter((entry) => entry.template.startsWith('/api/'))) {
        const program = await newProgram();
        const client = { ...newClient(), 'X-Admin-Token': TEST_ADMIN_TOKEN };
        for (let attempt = 0; attempt <= HIGHEST_LIMIT; attempt++) {
          const reference = route.referenceIn ? unknownReference() : program;
          const response = await route.send(pathFor(route, attempt % 2 ? program : reference), client, program);
          if (response.status === 429) {
            violations.push(`${route.method} ${route.template}: admin throttled`);
            break;
          }
        }
      }
      expect(violations).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    'should leave routes outside the API to their own rules',
    async () => {
      const violations: string[] = [];
      for (const route of routes.filter((entry) => !entry.template.startsWith('/api/') && entry.method === 'GET')) {
        const client = newClient();
        for (let attempt = 0; attempt <= HIGHEST_LIMIT; attempt++) {
          const response = await route.send(pathFor(route, unknownReference()), client, '');
          if (response.status === 429) {
            violations.push(`${route.template}: 429`);
            break;
          }
        }
      }
      expect(violations).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );
});

function routeTable(app: TestApp): RouteEntry[] {
  const express = app.app.getHttpAdapter().getInstance() as {
    router: { stack: Array<{ route?: { path: unknown; methods: Record<string, boolean> } }> };
  };
  const seen = new Set<string>();
  const entries: RouteEntry[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route || typeof layer.route.path !== 'string') {
      continue;
    }
    for (const method of Object.keys(layer.route.methods)) {
      const entry = { method: method.toUpperCase(), template: layer.route.path };
      const key = `${entry.method} ${entry.template}`;
      if (!seen.has(key)) {
        seen.add(key);
        entries.push(entry);
      }
    }
  }
  return entries;
}

/** Fills the template's parameters; a parameter this test does not know fails it, so new routes get looked at. */
function concretePath(template: string, reference: string): string {
  if (/[{}*?()]/.test(template)) {
    throw new Error(`Route template ${template} uses a pattern this matrix does not know how to fill`);
  }
  return template.replace(/:(\w+)/g, (_match, name: string) => {
    switch (name) {
      case 'reference':
        return reference;
      case 'item_id':
        return 'identity_verification';
      case 'slug':
        return 'no-such-partner';
      case 'id':
      case 'instruction_id':
      case 'document_id':
      case 'token_id':
      case 'deliveryId':
      case 'delivery_id':
        return '1';
      default:
        throw new Error(`Route template ${template} has a parameter :${name} this matrix does not know`);
    }
  });
}

function verb(method: string): 'get' | 'post' | 'patch' | 'put' | 'delete' {
  const lower = method.toLowerCase();
  if (lower === 'get' || lower === 'post' || lower === 'patch' || lower === 'put' || lower === 'delete') {
    return lower;
  }
  throw new Error(`Route method ${method} is not covered by this matrix`);
}

function isUnknownRoute(response: Response): boolean {
  return response.status === 404 && JSON.stringify(response.body) === JSON.stringify(UNKNOWN_ROUTE_BODY);
}

function isThrottled(response: Response): boolean {
  const retryAfter = Number(response.headers['retry-after']);
  return (
    response.status === 429 &&
    Number.isInteger(retryAfter) &&
    retryAfter >= 1 &&
    retryAfter <= 60 &&
    (response.body as { code?: string }).code === 'rate_limited' &&
    typeof (response.body as { detail?: unknown }).detail === 'string'
  );
}
