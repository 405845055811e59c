import { get, IncomingHttpHeaders } from 'node:http';
import { AuditSigningKeys } from '../../src/audit/signing/audit-signing-keys.service';
import { ProgramTemplatesCatalog, TEMPLATE_IDS, TemplateId } from '../../src/catalogs/program-templates.catalog';
import { toAuditBundle } from '../../src/exports/audit-bundle';
import { renderComplianceReport } from '../../src/exports/html/html-renderer';
import { complianceReportView } from '../../src/exports/html/report-views';
import { programHealth } from '../../src/exports/program-health';
import { ProgramSnapshot, ProgramSnapshotLoader } from '../../src/exports/program-snapshot';
import { reconciliationReport } from '../../src/exports/reconciliation-report';
import { RECORD_PAGE_SIZE } from '../../src/exports/record-walk';
import { ProgramEvent } from '../../src/program-events/program-event.entity';
import { ProgramEventsService } from '../../src/program-events/program-events.service';
import { uploadDocument } from '../factories/document.factory';
import { dropEventGuards, param } from '../factories/document-tampering.factory';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { appendSeededEvents, rewriteAsLegacyRecord } from '../factories/long-record.factory';
import { registerProgram, RegisteredProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

// Every timer stays real: only `new Date()` stands still, so that a bundle built whole in this process and one the
// service streams carry the same generated_at (and so the same signature: Ed25519 is deterministic).
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** More than two pages of record, so that every page boundary is crossed (the last page a short one). */
const LONG_RECORD = 2 * RECORD_PAGE_SIZE;

const AUDIT_ROUTES = ['/api/register/{ref}/audit.json', '/api/admin/registrations/{ref}/audit.json'];

/**
 * The per-program exports walk the record in pages (issue 21): each must answer exactly what the export built whole
 * from one snapshot in memory answers (toAuditBundle, reconciliationReport, complianceReportView, programHealth),
 * byte for byte, for short records and records of several pages.
 */
describe('Per-program exports read in pages', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const exportOf = async (route: string, reference: string) =>
    (await app.http.get(route.replace('{ref}', reference)).set(ADMIN_HEADERS).expect(200)).text;

  /** A program with a bit of everything: documents, a handoff record, status notes, a checkpoint and later events. */
  async function shortProgram(): Promise<RegisteredProgram> {
    const program = await registerProgram(app, { client_role: 'business', phone: '+1 555 0100' });
    await uploadDocument(app, program.reference, { documentType: 'incorporation' });
    const instruction = await createInstruction(app, program.reference);
    await app.http.patch(`/api/instructions/${instruction.id}`).set(ADMIN_HEADERS).send({ status: 'submitted' });
    await app.http
      .patch(`/api/admin/registrations/${program.reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'kyc_pending', status_note: 'Called Jane Doe about her passport' })
      .expect(200);
    await issueCheckpoint();
    await app.http.patch(`/api/checklist/${program.reference}/items/aml_programme`).send({ done: true }).expect(200);
    return program;
  }

  /** LONG_RECORD seeded events and a few written by the service, two checkpoints logging heads in different pages. */
  async function longProgram(): Promise<RegisteredProgram> {
    const program = await registerProgram(app, { client_role: 'business' });
    await appendSeededEvents(app, program, RECORD_PAGE_SIZE + 200);
    await issueCheckpoint();
    await appendSeededEvents(app, program, LONG_RECORD - RECORD_PAGE_SIZE - 200);
    await issueCheckpoint();
    await app.http
      .patch(`/api/admin/registrations/${program.reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'kyc_pending', status_note: 'Asked for the bank letter' })
      .expect(200);
    await uploadDocument(app, program.reference);
    return program;
  }

  async function issueCheckpoint(): Promise<void> {
    await app.http.post('/api/operator/audit/checkpoints').set(ADMIN_HEADERS).expect(200);
  }

  const eventCountOf = (program: RegisteredProgram) =>
    app.dataSource.getRepository(ProgramEvent).count({ where: { registrationId: program.id } });

  const freezeClock = () => jest.useFakeTimers({ now: Date.now(), doNotFake: [...REAL_TIMERS] });

  const wholeSnapshot = (reference: string, evidence = true): Promise<ProgramSnapshot> =>
    app.app.get(ProgramSnapshotLoader).loadWhole(reference, { webhooks: evidence, evidence });

  async function wholeBundle(reference: string): Promise<string> {
    const signer = await app.app.get(AuditSigningKeys).current();
    return JSON.stringify(toAuditBundle(await wholeSnapshot(reference), signer));
  }

  function templateOf(snapshot: ProgramSnapshot) {
    const id = snapshot.registration.templateId as TemplateId;
    return TEMPLATE_IDS.includes(id) ? app.app.get(ProgramTemplatesCatalog).get(id) : undefined;
  }

  /** What each per-program export built whole answers, then what the service answers for it. */
  async function expectSameAsWhole(reference: string): Promise<void> {
    freezeClock();
    const bundle = await wholeBundle(reference);
    for (const route of AUDIT_ROUTES) {
      expect(await exportOf(route, reference)).toBe(bundle);
    }
    const plain = await wholeSnapshot(reference, false);
    const reconciliation = reconciliationReport(plain, templateOf(plain));
    expect(await exportOf('/api/register/{ref}/reconciliation.json', reference)).toBe(JSON.stringify(reconciliation));
    expect(await exportOf('/api/register/{ref}/program-health.json', reference)).toBe(
      JSON.stringify(programHealth(plain, reconciliation)),
    );
    const withEvidence = await wholeSnapshot(reference);
    const report = renderComplianceReport(
      complianceReportView(withEvidence, reconciliationReport(withEvidence, templateOf(withEvidence))),
    );
    expect(await exportOf('/api/register/{ref}/compliance-report.html', reference)).toBe(report);
  }

  it('should answer byte for byte what the exports built whole answer, for a short record', async () => {
    const program = await shortProgram();
    await expectSameAsWhole(program.reference);
    const bundle = JSON.parse(await exportOf(AUDIT_ROUTES[0], program.reference)) as {
      integrity: Record<string, unknown>;
      checkpoint: unknown;
    };
    expect(bundle.integrity).toMatchObject({ chain_valid: true, notes_valid: true, logged_heads_valid: true });
    expect(bundle.checkpoint).not.toBeNull();
  });

  it('should answer byte for byte what the exports built whole answer, for a record of several pages', async () => {
    const program = await longProgram();
    await expectSameAsWhole(program.reference);
    const bundle = JSON.parse(await exportOf(AUDIT_ROUTES[1], program.reference)) as {
      program_events: Array<{ seq: number }>;
      integrity: Record<string, unknown>;
      head_signature: { signed: { head_seq: number } };
      inclusion_proof: { head: { seq: number } };
    };
    const recorded = await eventCountOf(program);
    expect(recorded).toBeGreaterThan(LONG_RECORD + 1);
    expect(bundle.program_events.map((event) => event.seq)).toEqual(
      Array.from({ length: recorded }, (_, index) => index + 1),
    );
    expect(bundle.integrity).toMatchObject({
      event_count: recorded,
      chain_valid: true,
      notes_valid: true,
      logged_heads_valid: true,
    });
    expect(bundle.head_signature.signed.head_seq).toBe(recorded);
    // The second checkpoint logged the head after the seeded events: in the last page, the first one in the second.
    expect(bundle.inclusion_proof.head.seq).toBe(LONG_RECORD + 1);
  });

  it('should stream the bundle with the headers a JSON document sent whole has', async () => {
    const program = await registerProgram(app);
    const audit = await app.http.get(`/api/register/${program.reference}/audit.json`).set(ADMIN_HEADERS).expect(200);
    const whole = await app.http
      .get(`/api/register/${program.reference}/reconciliation.json`)
      .set(ADMIN_HEADERS)
      .expect(200);
    expect(audit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(audit.headers['content-disposition']).toBeUndefined();
    const names = (headers: IncomingHttpHeaders) =>
      Object.keys(headers)
        .filter((name) => !['content-length', 'transfer-encoding', 'date'].includes(name))
        .sort();
    expect(names(audit.headers)).toEqual(names(whole.headers));
  });

  it('should leave out of every part of the bundle an event appended while the export walks the record', async () => {
    const program = await longProgram();
    const recorded = await eventCountOf(program);
    freezeClock();
    const before = await wholeBundle(program.reference);
    const events = app.app.get(ProgramEventsService);
    const recordPages = events.recordPages.bind(events);
    let appended = false;
    jest.spyOn(events, 'recordPages').mockImplementation(async function* (...args) {
      for await (const page of recordPages(...args)) {
        yield page;
        if (!appended) {
          // The next pages are read after this event was committed.
          await app.http
            .patch(`/api/checklist/${program.reference}/items/aml_programme`)
            .send({ done: true })
            .expect(200);
          appended = true;
        }
      }
    });
    expect(await exportOf(AUDIT_ROUTES[0], program.reference)).toBe(before);
    expect(appended).toBe(true);
    jest.restoreAllMocks();
    const after = JSON.parse(await exportOf(AUDIT_ROUTES[0], program.reference)) as {
      integrity: { event_count: number };
    };
    expect(after.integrity.event_count).toBe(recorded + 1);
  });

  it('should break the response, never end it short, when reading the record fails after the first bytes', async () => {
    const listening = await startTestApp({ listen: true });
    try {
      const program = await registerProgram(listening);
      await appendSeededEvents(listening, program, RECORD_PAGE_SIZE + 10);
      const events = listening.app.get(ProgramEventsService);
      const recordPages = events.recordPages.bind(events);
      jest.spyOn(events, 'recordPages').mockImplementation(async function* (...args) {
        for await (const page of recordPages(...args)) {
          yield page;
          throw new Error('connection to the database lost');
        }
      });
      const answer = await rawGet(`${listening.url}/api/register/${program.reference}/audit.json`);
      expect(answer.status).toBe(200);
      expect(answer.complete).toBe(false);
      expect(answer.body.startsWith('{"generated_at":')).toBe(true);
      expect(() => JSON.parse(answer.body) as unknown).toThrow();
    } finally {
      jest.restoreAllMocks();
      await listening.close();
    }
  });

  // Last: drops the event guards of this app's database.
  it('should report a chain broken in a later page the same way as the exports built whole', async () => {
    const program = await longProgram();
    const brokenSeq = RECORD_PAGE_SIZE + RECORD_PAGE_SIZE / 2;
    await dropEventGuards(app);
    await app.dataSource.query(
      `UPDATE program_events SET payload = '{"tampered":true}' WHERE seq = ${param(app, 1)} AND registration_id = ${param(app, 2)}`,
      [brokenSeq, program.id],
    );
    await expectSameAsWhole(program.reference);
    const bundle = JSON.parse(await exportOf(AUDIT_ROUTES[0], program.reference)) as {
      integrity: Record<string, unknown>;
    };
    expect(bundle.integrity).toMatchObject({ chain_valid: false, broken_at_seq: brokenSeq });
    const reconciliation = JSON.parse(await exportOf('/api/register/{ref}/reconciliation.json', program.reference)) as {
      breaks: Array<{ kind: string; event_id?: number }>;
    };
    const [tampered] = await app.dataSource.manager.find(ProgramEvent, {
      where: { registrationId: program.id, seq: brokenSeq },
    });
    expect(reconciliation.breaks).toContainEqual(
      expect.objectContaining({ kind: 'hash_chain_broken', event_id: tampered.id }),
    );
  });
});

describe('Per-program exports read in pages: a legacy note erased by an erasure pages later', () => {
  let app: TestApp;
  const LEGACY_NOTE = 'Declined: director Joan Legacy on a watch list';

  beforeAll(async () => {
    app = await startTestApp({ env: { RETENTION_YEARS: '0' } });
  });

  afterAll(async () => {
    await app.close();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('should excuse the erased legacy event in the first page by the erasure event read in the last', async () => {
    const program = await registerProgram(app);
    await app.http
      .patch(`/api/admin/registrations/${program.reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'declined', status_note: null })
      .expect(200);
    const past = new Date(Date.now() - 7_200_000);
    await rewriteAsLegacyRecord(app, program, LEGACY_NOTE, past);
    await appendSeededEvents(app, program, RECORD_PAGE_SIZE + 100, past);
    await app.http.post(`/api/admin/registrations/${program.reference}/erase`).set(ADMIN_HEADERS).send({}).expect(200);

    jest.useFakeTimers({ now: Date.now(), doNotFake: [...REAL_TIMERS] });
    const signer = await app.app.get(AuditSigningKeys).current();
    const snapshot = await app.app
      .get(ProgramSnapshotLoader)
      .loadWhole(program.reference, { webhooks: true, evidence: true });
    const response = await app.http.get(`/api/register/${program.reference}/audit.json`).set(ADMIN_HEADERS).expect(200);
    expect(response.text).toBe(JSON.stringify(toAuditBundle(snapshot, signer)));
    const bundle = JSON.parse(response.text) as {
      program_events: Array<{ seq: number; event_type: string; content_erased?: boolean }>;
      integrity: Record<string, unknown>;
    };
    expect(bundle.program_events[1]).toMatchObject({ seq: 2, content_erased: true });
    const erasure = bundle.program_events.find((event) => event.event_type === 'program.personal_data_erased');
    expect(erasure?.seq).toBeGreaterThan(RECORD_PAGE_SIZE);
    expect(bundle.integrity).toMatchObject({ chain_valid: true, notes_valid: true, broken_at_seq: null });
    expect(response.text).not.toContain('Joan Legacy');
  });
});

/** A GET over a plain socket that tells a response ended whole from one broken off. */
function rawGet(url: string): Promise<{ status: number; body: string; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: ADMIN_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      const settle = (complete: boolean) => () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), complete });
      response.on('end', settle(true));
      response.on('error', settle(false));
      response.on('aborted', settle(false));
    });
    request.on('error', reject);
  });
}
