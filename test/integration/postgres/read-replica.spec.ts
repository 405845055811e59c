import { ADMIN_HEADERS, issueApiKey, partnerHeaders } from '../../factories/instruction-actors.factory';
import { uploadDocument } from '../../factories/document.factory';
import { createInstruction } from '../../factories/instruction.factory';
import { registerProgram, registrationInput } from '../../factories/registration.factory';
import { parseCsv } from '../../support/csv-parser';
import { MetricSamples, sampleValue, scrapeMetrics } from '../../support/metrics-scrape';
import { missingReplicaPrograms, ReplicaCluster } from '../../support/replica-cluster';
import { TcpProxy } from '../../support/tcp-proxy';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../../support/test-app';
import { bodyOf, Schemas } from '../../support/typed-body';

/*
 * DATABASE_READ_URL against a real hot standby: a second PostgreSQL cluster on this machine, started by the test and
 * fed by streaming replication from the local one (test/support/replica-cluster.ts). Pausing its replay freezes
 * what it shows, which tells apart what reads the replica and what reads the primary.
 */
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const missing = missingReplicaPrograms();
if (missing.length > 0) {
  if (inCi) {
    throw new Error(`CI=true but ${missing.join(' and ')} not found: the read replica tests must run in CI.`);
  }
  process.stderr.write(`\n[tests] Read replica tests SKIPPED: ${missing.join(' and ')} not found.\n\n`);
}
const describeWithReplica = missing.length === 0 ? describe : describe.skip;

const FALLBACK_REASONS = ['unreachable', 'lagging', 'error'] as const;
const PARTNER = 'replica-bank';

interface Listed {
  reference: string;
}

function fallbacks(samples: MetricSamples): Record<string, number> {
  return Object.fromEntries(
    FALLBACK_REASONS.map((reason) => [reason, sampleValue(samples, 'pws_replica_fallbacks_total', { reason })]),
  );
}

async function readinessOf(target: TestApp): Promise<Schemas['Readiness']> {
  return bodyOf<'Readiness'>(await target.http.get('/api/readiness').expect(200));
}

function replicaCheck(readiness: Schemas['Readiness']): Schemas['ReadinessCheck'] | undefined {
  return readiness.checks.find((check) => check.name === 'read_replica');
}

function databaseOf(url: string): string {
  return new URL(url).pathname.slice(1);
}

describeWithReplica('Read replica (DATABASE_READ_URL) on a streaming standby', () => {
  let replica: ReplicaCluster;
  let proxy: TcpProxy;
  let app: TestApp;
  let partnerKey: string;

  beforeAll(async () => {
    replica = await ReplicaCluster.start(process.env.TEST_DATABASE_URL as string);
    // In front of the replica, so that a test can make it unreachable without stopping it.
    proxy = await TcpProxy.start('127.0.0.1', replica.port);
    app = await startTestApp({
      readUrl: (scratchUrl) => {
        const url = new URL(replica.urlFor(databaseOf(scratchUrl)));
        url.port = String(proxy.port);
        return url.toString();
      },
    });
    // The scratch database and its migrations reach the replica by replay.
    await replica.caughtUp();
    partnerKey = (await issueApiKey(app, PARTNER)).api_key;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await proxy?.stop();
    await replica?.destroy();
  });

  const adminList = async (): Promise<string[]> =>
    (
      (await app.http.get('/api/admin/registrations').set(ADMIN_HEADERS).expect(200)).body as {
        registrations: Listed[];
      }
    ).registrations.map((row) => row.reference);
  const partnerList = async (): Promise<string[]> =>
    (
      (await app.http.get('/api/partner/registrations').set(partnerHeaders(partnerKey)).expect(200)).body as {
        registrations: Listed[];
      }
    ).registrations.map((row) => row.reference);
  const csvReferences = async (path: string, headers: Record<string, string>): Promise<string[]> => {
    const rows = parseCsv((await app.http.get(path).set(headers).expect(200)).text);
    const column = rows[0].indexOf('reference');
    return rows.slice(1).map((row) => row[column]);
  };
  const publicTotal = async (): Promise<number> =>
    ((await app.http.get('/api/stats').expect(200)).body as { registrations: { total: number } }).registrations.total;
  const partnerTotal = async (): Promise<number> =>
    (
      (await app.http.get('/api/partner/stats').set(partnerHeaders(partnerKey)).expect(200)).body as {
        registrations: { total: number };
      }
    ).registrations.total;
  const statusOf = async (reference: string): Promise<string> =>
    ((await app.http.get(`/api/programs/${reference}`).expect(200)).body as { status: string }).status;
  const consoleTable = async (): Promise<string> => {
    const signIn = await app.http.post('/admin/sign-in').type('form').send({ token: TEST_ADMIN_TOKEN }).expect(303);
    const cookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('ops_admin='));
    return (
      await app.http
        .get('/admin')
        .set('Cookie', (cookie as string).split(';')[0])
        .expect(200)
    ).text;
  };

  it('should report the replica in /api/readiness and /metrics: reachable, a standby, caught up', async () => {
    await replica.caughtUp();
    const readiness = await readinessOf(app);
    const samples = await scrapeMetrics(app);

    // Other suites write to the same cluster meanwhile: "caught up" is a lag of a moment, not exactly 0.
    expect(readiness.read_replica).toEqual({
      reachable: true,
      standby: true,
      lag_seconds: expect.any(Number) as unknown,
      max_lag_seconds: 30,
      replay_paused: false,
    });
    expect(readiness.read_replica?.lag_seconds).toBeLessThan(5);
    expect(replicaCheck(readiness)).toMatchObject({ ok: true });
    expect(sampleValue(samples, 'pws_replica_up')).toBe(1);
    expect(sampleValue(samples, 'pws_replica_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'pws_replica_lag_seconds')).toBeLessThan(5);
  });

  it('should answer lists, stats and exports from the replica, and the status read and the console from the primary', async () => {
    const before = await registerProgram(app, { partner_slug: PARTNER });
    await replica.caughtUp();
    const countedBefore = fallbacks(await scrapeMetrics(app));
    await replica.pauseReplay();
    let after: { reference: string };
    try {
      // Written on the primary while the replica stands still.
      after = await registerProgram(app, { partner_slug: PARTNER });
      await app.http
        .patch(`/api/admin/registrations/${before.reference}/status`)
        .set(ADMIN_HEADERS)
        .send({ status: 'kyc_pending' })
        .expect(200);

      // The caller's own writes: the status read is the primary's.
      expect(await statusOf(after.reference)).toBe('pending');
      expect(await statusOf(before.reference)).toBe('kyc_pending');
      // Lists, stats and exports: the replica's, which has not replayed them.
      expect(await adminList()).toEqual([before.reference]);
      expect(await partnerList()).toEqual([before.reference]);
      expect(await publicTotal()).toBe(1);
      expect(await partnerTotal()).toBe(1);
      expect(await csvReferences('/api/admin/export.csv', ADMIN_HEADERS)).toEqual([before.reference]);
      expect(await csvReferences('/api/partner/export.csv', partnerHeaders(partnerKey))).toEqual([before.reference]);
      const reconciliation = await app.http
        .get(`/api/register/${before.reference}/reconciliation.json`)
        .set(ADMIN_HEADERS)
        .expect(200);
      // Its record as the replica has it: program.created, not yet the status change.
      expect(reconciliation.body).toMatchObject({ reference: before.reference, counts: { events: 1 } });
      // A program the replica does not know yet is looked up on the primary before a 404.
      const bundle = await app.http.get(`/api/register/${after.reference}/audit.json`).set(ADMIN_HEADERS).expect(200);
      // Its record too: the replica has none of its events, so every page is read again from the primary.
      const audit = bodyOf<'AuditBundle'>(bundle);
      expect(audit.registration.reference).toBe(after.reference);
      expect(audit.program_events.map((event) => event.event_type)).toEqual(['program.created']);
      expect(audit.integrity).toMatchObject({ chain_valid: true });
      // The console's table is shown after an operator's own changes: the primary's.
      const table = await consoleTable();
      expect(table).toContain(after.reference);
      expect(table).toContain(before.reference);
      // So is a program's console page, its chain badge and the panels read on the same walk of the record.
      const programPage = await app.http.get(`/admin/programs/${before.reference}`).set(ADMIN_HEADERS).expect(200);
      expect(programPage.text).toContain('Hash chain verified: 2 event(s)');
    } finally {
      await replica.resumeReplay();
    }
    await replica.caughtUp();

    expect(await adminList()).toEqual([after.reference, before.reference]);
    expect(await partnerList()).toEqual([after.reference, before.reference]);
    expect(await publicTotal()).toBe(2);
    expect(await partnerTotal()).toBe(2);
    const reconciliation = await app.http
      .get(`/api/register/${before.reference}/reconciliation.json`)
      .set(ADMIN_HEADERS)
      .expect(200);
    expect(reconciliation.body).toMatchObject({ reference: before.reference, counts: { events: 2 } });
    // Every one of those reads was the replica's: none fell back.
    expect(fallbacks(await scrapeMetrics(app))).toEqual(countedBefore);
  });

  it('should never send the status read or a write to the replica', async () => {
    // Unreachable: any read sent to the replica falls back and is counted, so a count that stays put proves none was.
    proxy.cut();
    try {
      const countedBefore = fallbacks(await scrapeMetrics(app));
      const intake = await registerProgram(app, { partner_slug: PARTNER });
      const created = await app.http
        .post('/api/programs')
        .set(ADMIN_HEADERS)
        .send(registrationInput({ partner_slug: PARTNER }))
        .expect(200);
      const reference = (created.body as { reference: string }).reference;
      await app.http.get(`/api/programs/${intake.reference}`).expect(200);
      await app.http.get(`/api/programs/${reference}/events`).expect(200);
      const checklist = await app.http.get(`/api/checklist/${reference}`).expect(200);
      const open = (checklist.body as { items: Array<{ id: string; done: boolean }> }).items.find((item) => !item.done);
      await app.http
        .patch(`/api/checklist/${reference}/items/${(open as { id: string }).id}`)
        .send({ done: true })
        .expect(200);
      await uploadDocument(app, reference);
      await app.http
        .patch(`/api/admin/registrations/${reference}/status`)
        .set(ADMIN_HEADERS)
        .send({ status: 'kyc_pending' })
        .expect(200);
      await createInstruction(app, reference, {}, partnerHeaders(partnerKey));
      expect(await statusOf(reference)).toBe('kyc_pending');

      expect(fallbacks(await scrapeMetrics(app))).toEqual(countedBefore);
    } finally {
      proxy.restore();
    }
  });

  it('should answer the list from the primary while the replica is down, count the fallback, and go back to it', async () => {
    const program = await registerProgram(app, { partner_slug: PARTNER });
    const countedBefore = fallbacks(await scrapeMetrics(app));
    await replica.stop();
    try {
      expect(await adminList()).toContain(program.reference);
      expect(await partnerList()).toContain(program.reference);
      expect(await publicTotal()).toBeGreaterThan(0);

      const counted = fallbacks(await scrapeMetrics(app));
      expect(counted.unreachable - countedBefore.unreachable).toBe(3);
      expect(counted.error).toBe(countedBefore.error);
      const readiness = await readinessOf(app);
      expect(readiness.read_replica).toMatchObject({ reachable: false, lag_seconds: null });
      expect(replicaCheck(readiness)?.ok).toBe(false);
      expect(readiness.ready).toBe(false);
      expect(sampleValue(await scrapeMetrics(app), 'pws_replica_up')).toBe(0);
      expect(app.logs.text()).toContain('the read replica is unreachable; the primary answers reads that may lag');
    } finally {
      await replica.resume();
    }
    await replica.caughtUp();
    // Back once it answers a probe (readiness probes it now, rather than after the retry delay).
    expect((await readinessOf(app)).read_replica).toMatchObject({ reachable: true });
    const countedAgain = fallbacks(await scrapeMetrics(app));
    expect(await adminList()).toContain(program.reference);
    expect(fallbacks(await scrapeMetrics(app))).toEqual(countedAgain);
  });

  it('should send reads to the primary while the replica lags more than DATABASE_READ_MAX_LAG_S', async () => {
    const lagApp = await startTestApp({
      readUrl: (scratchUrl) => replica.urlFor(databaseOf(scratchUrl)),
      env: { DATABASE_READ_MAX_LAG_S: '1' },
    });
    try {
      await replica.caughtUp();
      const first = await registerProgram(lagApp);
      await replica.caughtUp();
      await replica.pauseReplay();
      let second: { reference: string };
      try {
        second = await registerProgram(lagApp);
        const listOf = async () =>
          (
            (await lagApp.http.get('/api/admin/registrations').set(ADMIN_HEADERS).expect(200)).body as {
              registrations: Listed[];
            }
          ).registrations.map((row) => row.reference);
        // Replay stopped more than the allowed second ago (the last transaction it replayed is older still).
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const readiness = await readinessOf(lagApp);
        expect(readiness.read_replica).toMatchObject({ reachable: true, standby: true, replay_paused: true });
        expect(readiness.read_replica?.lag_seconds).toBeGreaterThan(1);
        expect(replicaCheck(readiness)?.ok).toBe(false);
        const countedBefore = fallbacks(await scrapeMetrics(lagApp));
        expect(await listOf()).toEqual([second.reference, first.reference]);
        expect(fallbacks(await scrapeMetrics(lagApp))).toEqual({
          ...countedBefore,
          lagging: countedBefore.lagging + 1,
        });
        expect(sampleValue(await scrapeMetrics(lagApp), 'pws_replica_lag_seconds')).toBeGreaterThan(1);
      } finally {
        await replica.resumeReplay();
      }
      await replica.caughtUp();
      // Caught up, it passes again (polled: other suites' writes keep a busy cluster a moment behind).
      let caughtUp = await readinessOf(lagApp);
      for (let tries = 0; replicaCheck(caughtUp)?.ok !== true && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        caughtUp = await readinessOf(lagApp);
      }
      expect(caughtUp.read_replica).toMatchObject({ reachable: true, replay_paused: false });
      expect(replicaCheck(caughtUp)?.ok).toBe(true);
    } finally {
      await lagApp.close();
    }
  });
});
