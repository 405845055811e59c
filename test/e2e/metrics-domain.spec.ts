import { SAMPLE_FILES, uploadDocument } from '../factories/document.factory';
import { dropEventGuards, param } from '../factories/document-tampering.factory';
import { createInstruction, instructionInput } from '../factories/instruction.factory';
import { registerProgram, registrationInput } from '../factories/registration.factory';
import { MetricSamples, scrapeMetrics, seriesDeltas, seriesKey } from '../support/metrics-scrape';
import { createOperatorWithToken, TestOperator } from '../support/operators';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { eventId, postSigned, SECRETS_ENV } from './inbound-signing';

/** The domain counters of issue 20: each test below names the exact change every action makes to all of them. */
const DOMAIN = [
  'pws_intakes_total',
  'pws_status_transitions_total',
  'pws_approval_requests_total',
  'pws_checklist_updates_total',
  'pws_documents_uploaded_total',
  'pws_document_bytes_uploaded_total',
  'pws_handoff_records_total',
  'pws_chain_verifications_total',
  'pws_rate_limit_rejections_total',
] as const;

const ADMIN = { 'X-Admin-Token': TEST_ADMIN_TOKEN };

const intakes = (registrationType: string) => seriesKey('pws_intakes_total', { registration_type: registrationType });
const transition = (from: string, to: string) => seriesKey('pws_status_transitions_total', { from, to });
const approvals = (outcome: string) => seriesKey('pws_approval_requests_total', { outcome });
const checklist = (done: boolean) => seriesKey('pws_checklist_updates_total', { done: String(done) });
const DOCUMENTS = seriesKey('pws_documents_uploaded_total');
const DOCUMENT_BYTES = seriesKey('pws_document_bytes_uploaded_total');
const handoffs = (status: string) => seriesKey('pws_handoff_records_total', { status });
const chain = (result: 'valid' | 'broken') => seriesKey('pws_chain_verifications_total', { result });
const rejections = (limiter: string) => seriesKey('pws_rate_limit_rejections_total', { limiter });

/** What `action` changed in the domain counters, series by series (unchanged series left out). */
async function domainDeltas(app: TestApp, action: () => Promise<unknown>): Promise<Record<string, number>> {
  const before: MetricSamples = await scrapeMetrics(app);
  await action();
  return seriesDeltas(before, await scrapeMetrics(app), DOMAIN);
}

describe('Domain metrics', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { ...SECRETS_ENV, FOUR_EYES_STATUSES: 'approved', DOCUMENT_QUOTA_COUNT: '2' } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('should declare every domain counter with its help text before anything happened', async () => {
    const samples = await scrapeMetrics(app);
    for (const family of DOMAIN) {
      expect(samples.families).toContain(family);
    }
    const text = (await app.http.get('/metrics').expect(200)).text;
    expect(text).toContain(
      '# HELP pws_approval_requests_total Four-eyes requests (status moves and erasures), by outcome: requested, ' +
        'confirmed, rejected, withdrawn (rejected by its requester), stale (replaced by a newer request, or the ' +
        'program or requester moved on).',
    );
  });

  describe('intake', () => {
    it.each(['program', 'rpaa', 'msp_waitlist'])(
      'should count a %s intake once its program is committed, by registration type',
      async (registrationType) => {
        const deltas = await domainDeltas(app, () =>
          registerProgram(app, {
            registration_type: registrationType,
            ...(registrationType === 'rpaa' ? { client_role: 'business' } : {}),
          }),
        );
        expect(deltas).toEqual({ [intakes(registrationType)]: 1 });
      },
    );

    it('should count an Idempotency-Key intake once, and its replay not at all', async () => {
      const body = registrationInput();
      const send = () =>
        app.http
          .post('/api/register')
          .set('Idempotency-Key', `metrics-${String(body.email)}`)
          .send(body)
          .expect(200);
      expect(await domainDeltas(app, send)).toEqual({ [intakes('program')]: 1 });
      const replay = await domainDeltas(app, async () => {
        const response = await send();
        expect(response.headers['idempotent-replayed']).toBe('true');
      });
      expect(replay).toEqual({});
    });

    it('should count concurrent twins under one Idempotency-Key once (a losing twin rolls back and replays)', async () => {
      const body = registrationInput();
      const deltas = await domainDeltas(app, async () => {
        const answers = await Promise.all(
          Array.from({ length: 4 }, () =>
            app.http
              .post('/api/register')
              .set('Idempotency-Key', `twins-${String(body.email)}`)
              .send(body),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
        expect(new Set(answers.map((answer) => (answer.body as { reference: string }).reference)).size).toBe(1);
      });
      expect(deltas).toEqual({ [intakes('program')]: 1 });
    });

    it('should count nothing for a refused intake (422)', async () => {
      const deltas = await domainDeltas(app, () =>
        app.http
          .post('/api/register')
          .send(registrationInput({ email: 'not-an-address' }))
          .expect(422),
      );
      expect(deltas).toEqual({});
    });
  });

  describe('status transitions', () => {
    const patch = (reference: string, body: Record<string, unknown>, headers: Record<string, string> = ADMIN) =>
      app.http.patch(`/api/admin/registrations/${reference}`).set(headers).send(body);

    it('should count a committed admin PATCH by from and to', async () => {
      const { reference } = await registerProgram(app);
      const deltas = await domainDeltas(app, () => patch(reference, { status: 'reviewing' }).expect(200));
      expect(deltas).toEqual({ [transition('pending', 'reviewing')]: 1 });
    });

    it('should count nothing when the status stays or the move is refused (409, 404, 422)', async () => {
      const { reference } = await registerProgram(app);
      const deltas = await domainDeltas(app, async () => {
        await patch(reference, { status: 'pending', status_note: 'still waiting' }).expect(200);
        await patch(reference, { status: 'approved' }).expect(409);
        await patch('PRG-000000', { status: 'reviewing' }).expect(404);
        await patch(reference, { status: 'no-such-status' }).expect(422);
      });
      expect(deltas).toEqual({});
    });

    it('should count a console form move (the page it answers with verifies the chain once)', async () => {
      const { reference } = await registerProgram(app);
      const deltas = await domainDeltas(app, async () => {
        const response = await app.http
          .post('/admin/status')
          .set(ADMIN)
          .type('form')
          .send({ reference, status: 'kyc_pending' })
          .expect(200);
        expect(response.headers['x-status-outcome']).toBe('changed');
      });
      expect(deltas).toEqual({ [transition('pending', 'kyc_pending')]: 1, [chain('valid')]: 1 });
    });

    it('should count no move for a console form the state machine refuses', async () => {
      const { reference } = await registerProgram(app);
      const deltas = await domainDeltas(app, async () => {
        const response = await app.http
          .post('/admin/status')
          .set(ADMIN)
          .type('form')
          .send({ reference, status: 'approved' })
          .expect(200);
        expect(response.headers['x-status-outcome']).toBe('refused');
      });
      expect(deltas).toEqual({ [chain('valid')]: 1 });
    });
  });

  describe('four-eyes requests', () => {
    let reviewer: TestOperator;
    let approver: TestOperator;

    beforeAll(async () => {
      reviewer = await createOperatorWithToken(app, 'reviewer');
      approver = await createOperatorWithToken(app, 'approver');
    });

    async function reviewingProgram(): Promise<string> {
      const { reference } = await registerProgram(app);
      await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set(ADMIN)
        .send({ status: 'reviewing' })
        .expect(200);
      return reference;
    }

    async function requestApproval(reference: string): Promise<number> {
      const response = await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set(reviewer.headers)
        .send({ status: 'approved' })
        .expect(202);
      return (response.body as { approval_id: number }).approval_id;
    }

    const decide = (id: number, verb: 'confirm' | 'reject', as: TestOperator) =>
      app.http
        .post(`/api/operator/approvals/${id}/${verb}`)
        .set(as.headers)
        .send(verb === 'reject' ? { reason: 'not yet' } : {});

    it('should count a request, and its confirmation with the status move it makes', async () => {
      const reference = await reviewingProgram();
      let id = 0;
      expect(
        await domainDeltas(app, async () => {
          id = await requestApproval(reference);
        }),
      ).toEqual({ [approvals('requested')]: 1 });
      expect(await domainDeltas(app, () => decide(id, 'confirm', approver).expect(200))).toEqual({
        [approvals('confirmed')]: 1,
        [transition('reviewing', 'approved')]: 1,
      });
    });

    it("should count a second operator's rejection as rejected and the requester's own as withdrawn", async () => {
      const rejected = await requestApproval(await reviewingProgram());
      expect(await domainDeltas(app, () => decide(rejected, 'reject', approver).expect(200))).toEqual({
        [approvals('rejected')]: 1,
      });
      // Withdrawing takes the role that may reject: an approver asking (four-eyes holds for every role) withdraws.
      const asked = await app.http
        .patch(`/api/admin/registrations/${await reviewingProgram()}`)
        .set(approver.headers)
        .send({ status: 'approved' })
        .expect(202);
      const withdrawn = (asked.body as { approval_id: number }).approval_id;
      expect(await domainDeltas(app, () => decide(withdrawn, 'reject', approver).expect(200))).toEqual({
        [approvals('withdrawn')]: 1,
      });
    });

    it('should count a request replaced by a newer one, or left behind by a status move, as stale', async () => {
      const reference = await reviewingProgram();
      await requestApproval(reference);
      expect(await domainDeltas(app, () => requestApproval(reference))).toEqual({
        [approvals('requested')]: 1,
        [approvals('stale')]: 1,
      });
      const moved = await domainDeltas(app, () =>
        app.http.patch(`/api/admin/registrations/${reference}`).set(ADMIN).send({ status: 'kyc_pending' }).expect(200),
      );
      expect(moved).toEqual({ [approvals('stale')]: 1, [transition('reviewing', 'kyc_pending')]: 1 });
    });

    it('should count the request a decision finds stale (its write commits before the 409)', async () => {
      const requester = await createOperatorWithToken(app, 'reviewer');
      const reference = await reviewingProgram();
      const response = await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set(requester.headers)
        .send({ status: 'approved' })
        .expect(202);
      const id = (response.body as { approval_id: number }).approval_id;
      await app.http.patch(`/api/operator/operators/${requester.id}`).set(ADMIN).send({ active: false }).expect(200);
      const deltas = await domainDeltas(app, async () => {
        const refused = await decide(id, 'confirm', approver).expect(409);
        expect(refused.body).toMatchObject({ code: 'approval_stale' });
      });
      expect(deltas).toEqual({ [approvals('stale')]: 1 });
    });

    it('should count nothing for refused decisions (403 own request, 409 not pending, 404 unknown)', async () => {
      const id = await requestApproval(await reviewingProgram());
      await decide(id, 'reject', approver).expect(200);
      const other = await requestApproval(await reviewingProgram());
      const deltas = await domainDeltas(app, async () => {
        await decide(other, 'confirm', reviewer).expect(403);
        await decide(id, 'confirm', approver).expect(409);
        await decide(id, 'reject', approver).expect(409);
        await decide(987654, 'confirm', approver).expect(404);
      });
      expect(deltas).toEqual({});
    });
  });

  describe('checklist', () => {
    const tick = (reference: string, itemId: string, done: unknown) =>
      app.http.patch(`/api/checklist/${reference}/items/${itemId}`).set(ADMIN).send({ done });

    it('should count each committed change by its new state, and nothing for a patch that changes nothing', async () => {
      const { reference } = await registerProgram(app);
      expect(await domainDeltas(app, () => tick(reference, 'identity_verification', true).expect(200))).toEqual({
        [checklist(true)]: 1,
      });
      expect(await domainDeltas(app, () => tick(reference, 'identity_verification', true).expect(200))).toEqual({});
      expect(await domainDeltas(app, () => tick(reference, 'identity_verification', false).expect(200))).toEqual({
        [checklist(false)]: 1,
      });
    });

    it('should count nothing for a refused change (404 item or program, 422 body)', async () => {
      const { reference } = await registerProgram(app);
      const deltas = await domainDeltas(app, async () => {
        await tick(reference, 'no_such_item', true).expect(404);
        await tick('PRG-000000', 'identity_verification', true).expect(404);
        await tick(reference, 'identity_verification', undefined).expect(422);
      });
      expect(deltas).toEqual({});
    });
  });

  describe('documents', () => {
    it('should count each stored document and its bytes (the first also ticks documents_uploaded)', async () => {
      const { reference } = await registerProgram(app);
      expect(await domainDeltas(app, () => uploadDocument(app, reference))).toEqual({
        [DOCUMENTS]: 1,
        [DOCUMENT_BYTES]: SAMPLE_FILES.pdf.length,
        [checklist(true)]: 1,
      });
      expect(await domainDeltas(app, () => uploadDocument(app, reference, { bytes: SAMPLE_FILES.png }))).toEqual({
        [DOCUMENTS]: 1,
        [DOCUMENT_BYTES]: SAMPLE_FILES.png.length,
      });
    });

    it('should count nothing for a refused upload (415 type, 409 quota, 404 program)', async () => {
      const { reference } = await registerProgram(app);
      await uploadDocument(app, reference);
      await uploadDocument(app, reference);
      const deltas = await domainDeltas(app, async () => {
        await app.http
          .post(`/api/documents/${reference}`)
          .attach('file', Buffer.from('plain text, no known signature'), 'notes.txt')
          .expect(415);
        await app.http.post(`/api/documents/${reference}`).attach('file', SAMPLE_FILES.pdf, 'third.pdf').expect(409);
        await app.http.post('/api/documents/PRG-000000').attach('file', SAMPLE_FILES.pdf, 'x.pdf').expect(404);
      });
      expect(deltas).toEqual({});
    });
  });

  describe('handoff records', () => {
    const report = (id: number, body: Record<string, unknown>) =>
      app.http.patch(`/api/instructions/${id}`).set(ADMIN).send(body);

    it('should count a record in its first status, then each move into another one', async () => {
      const { reference } = await registerProgram(app);
      let id = 0;
      expect(
        await domainDeltas(app, async () => {
          id = (await createInstruction(app, reference)).id;
        }),
      ).toEqual({ [handoffs('draft')]: 1 });
      expect(await domainDeltas(app, () => report(id, { status: 'submitted', external_id: null }).expect(200))).toEqual(
        { [handoffs('submitted')]: 1 },
      );
      // A new external id in the same status is no move.
      expect(
        await domainDeltas(app, () => report(id, { status: 'submitted', external_id: 'EXT-1' }).expect(200)),
      ).toEqual({});
      expect(await domainDeltas(app, () => report(id, { status: 'filled', external_id: null }).expect(200))).toEqual({
        [handoffs('filled')]: 1,
      });
    });

    it('should count concurrent twins under one Idempotency-Key once (a losing twin rolls back and replays)', async () => {
      const { reference } = await registerProgram(app);
      const deltas = await domainDeltas(app, async () => {
        const answers = await Promise.all(
          Array.from({ length: 4 }, () =>
            app.http
              .post('/api/instructions')
              .set(ADMIN)
              .set('Idempotency-Key', `twins-${reference}`)
              .send(instructionInput(reference)),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
        expect(new Set(answers.map((answer) => (answer.body as { id: number }).id)).size).toBe(1);
      });
      expect(deltas).toEqual({ [handoffs('draft')]: 1 });
    });

    it('should count nothing for a refused record or move (409, 404, 422)', async () => {
      const { reference } = await registerProgram(app);
      const { id } = await createInstruction(app, reference);
      const deltas = await domainDeltas(app, async () => {
        await report(id, { status: 'venue_ack', external_id: null }).expect(409);
        await report(987654, { status: 'submitted', external_id: null }).expect(404);
        await app.http.post('/api/instructions').send(instructionInput('PRG-000000')).expect(404);
        await app.http
          .post('/api/instructions')
          .send(instructionInput(reference, { provider: '' }))
          .expect(422);
      });
      expect(deltas).toEqual({});
    });
  });

  describe("providers' webhooks (the same services, so the same counters)", () => {
    it('should count the checklist tick and the status move of an approved identity verification, once', async () => {
      const { reference } = await registerProgram(app);
      await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set(ADMIN)
        .send({ status: 'kyc_pending' })
        .expect(200);
      const body = { event_id: eventId('idv'), reference, status: 'approved' };
      expect(await domainDeltas(app, () => postSigned(app, 'idv-provider', body).expect(200))).toEqual({
        [checklist(true)]: 1,
        [transition('kyc_pending', 'reviewing')]: 1,
      });
      const duplicate = await domainDeltas(app, () =>
        postSigned(app, 'idv-provider', body).expect(200, { status: 'duplicate' }),
      );
      expect(duplicate).toEqual({});
    });

    it("should count a payment provider's move of a handoff record, and nothing for a forbidden one (409)", async () => {
      const { reference } = await registerProgram(app);
      const created = await createInstruction(app, reference);
      const report = (status: string) =>
        postSigned(app, 'payment-provider', {
          event_id: eventId('pay'),
          instruction_ref: created.instruction_ref,
          status,
          external_id: 'psp-metrics',
        });
      expect(await domainDeltas(app, () => report('submitted').expect(200))).toEqual({ [handoffs('submitted')]: 1 });
      expect(await domainDeltas(app, () => report('draft').expect(409))).toEqual({});
    });
  });

  describe('chain verifications', () => {
    it.each([
      ['the audit bundle', (reference: string) => `/api/register/${reference}/audit.json`],
      ["the admin's audit bundle", (reference: string) => `/api/admin/registrations/${reference}/audit.json`],
      ['the reconciliation', (reference: string) => `/api/register/${reference}/reconciliation.json`],
      ['the program health', (reference: string) => `/api/register/${reference}/program-health.json`],
      ['the compliance report', (reference: string) => `/api/register/${reference}/compliance-report.html`],
    ])('should count one valid verification per export of %s', async (_name, path) => {
      const { reference } = await registerProgram(app);
      const deltas = await domainDeltas(app, () => app.http.get(path(reference)).set(ADMIN).expect(200));
      expect(deltas).toEqual({ [chain('valid')]: 1 });
    });

    it('should count one verification per console program page: its badge, health and reconciliation share one walk', async () => {
      const { reference } = await registerProgram(app);
      const deltas = await domainDeltas(app, () => app.http.get(`/admin/programs/${reference}`).set(ADMIN).expect(200));
      expect(deltas).toEqual({ [chain('valid')]: 1 });
    });

    it('should count nothing for exports that do not verify the chain, nor for an unknown program (404)', async () => {
      const { reference } = await registerProgram(app);
      const deltas = await domainDeltas(app, async () => {
        await app.http.get(`/api/register/${reference}/entity-lineage.json`).set(ADMIN).expect(200);
        await app.http.get(`/api/checklist/${reference}/export.html`).set(ADMIN).expect(200);
        await app.http.get('/api/register/PRG-000000/audit.json').set(ADMIN).expect(404);
        await app.http.get('/admin/programs/PRG-000000').set(ADMIN).expect(404);
      });
      expect(deltas).toEqual({});
    });

    it('should count a tampered record as broken wherever it is verified', async () => {
      const program = await registerProgram(app);
      await dropEventGuards(app);
      await app.dataSource.query(
        `UPDATE program_events SET source = 'admin' WHERE registration_id = ${param(app, 1)} AND seq = 1`,
        [program.id],
      );
      const deltas = await domainDeltas(app, async () => {
        const bundle = await app.http.get(`/api/register/${program.reference}/audit.json`).set(ADMIN).expect(200);
        expect((bundle.body as { integrity: { chain_valid: boolean } }).integrity.chain_valid).toBe(false);
        await app.http.get(`/api/register/${program.reference}/reconciliation.json`).set(ADMIN).expect(200);
        await app.http.get(`/admin/programs/${program.reference}`).set(ADMIN).expect(200);
      });
      expect(deltas).toEqual({ [chain('broken')]: 3 });
    });
  });
});

describe('Domain metrics: four-eyes erasure', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { RETENTION_YEARS: '0', FOUR_EYES_ERASURE: 'true' } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('should count an erasure request and its confirmation as four-eyes outcomes (no status moves)', async () => {
    const { reference } = await registerProgram(app);
    await app.http.patch(`/api/admin/registrations/${reference}`).set(ADMIN).send({ status: 'declined' }).expect(200);
    const requester = await createOperatorWithToken(app, 'owner');
    const confirmer = await createOperatorWithToken(app, 'owner');
    let id = 0;
    const requested = await domainDeltas(app, async () => {
      const response = await app.http
        .post(`/api/admin/registrations/${reference}/erase`)
        .set(requester.headers)
        .send({})
        .expect(202);
      id = (response.body as { approval_id: number }).approval_id;
    });
    expect(requested).toEqual({ [approvals('requested')]: 1 });
    const confirmed = await domainDeltas(app, () =>
      app.http.post(`/api/operator/approvals/${id}/confirm`).set(confirmer.headers).expect(200),
    );
    expect(confirmed).toEqual({ [approvals('confirmed')]: 1 });
  });
});

describe('Domain metrics: rate-limit rejections', () => {
  let app: TestApp;
  let clients = 0;

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        RATE_LIMIT_ENABLED: 'true',
        TRUST_PROXY: '1',
        RATE_LIMIT_INTAKE_PER_MINUTE: '1',
        RATE_LIMIT_READ_PER_MINUTE: '3',
        RATE_LIMIT_MISS_PER_MINUTE: '1',
        RATE_LIMIT_ANON_WRITE_PER_MINUTE: '1',
        RATE_LIMIT_PROGRAM_WRITE_PER_MINUTE: '1',
      },
    });
  });

  afterAll(async () => {
    await app.close();
  });

  function newClient(): Record<string, string> {
    clients++;
    return { 'X-Forwarded-For': `198.51.100.${clients}` };
  }

  const newProgram = async () => (await registerProgram(app, {}, ADMIN)).reference;
  const tick = (reference: string, client: Record<string, string>) =>
    app.http.patch(`/api/checklist/${reference}/items/identity_verification`).set(client).send({ done: true });

  it('should count a 429 of the intake budget as intake (and take no program in)', async () => {
    const client = newClient();
    await app.http.post('/api/register').set(client).send(registrationInput()).expect(200);
    const deltas = await domainDeltas(app, () =>
      app.http.post('/api/register').set(client).send(registrationInput()).expect(429),
    );
    expect(deltas).toEqual({ [rejections('intake')]: 1 });
  });

  it('should count a 429 of the read budget as read, whether refused by the guard or before its body is read', async () => {
    const client = newClient();
    for (let read = 0; read < 3; read++) {
      await app.http.get('/api/corridors').set(client).expect(200);
    }
    const deltas = await domainDeltas(app, async () => {
      await app.http.get('/api/corridors').set(client).expect(429);
      await app.http.post('/api/instructions').set(client).send(instructionInput('PRG-000000')).expect(429);
    });
    expect(deltas).toEqual({ [rejections('read')]: 2 });
  });

  it('should count a 429 of the miss budget as miss', async () => {
    const client = newClient();
    await app.http.get('/api/programs/PRG-000000').set(client).expect(404);
    const deltas = await domainDeltas(app, () => app.http.get('/api/programs/PRG-000001').set(client).expect(429));
    expect(deltas).toEqual({ [rejections('miss')]: 1 });
  });

  it("should count a 429 of a client's anonymous writes as anonymous_write, and of a program's as program_write", async () => {
    const client = newClient();
    const [first, second] = [await newProgram(), await newProgram()];
    await tick(first, client).expect(200);
    expect(await domainDeltas(app, () => tick(second, client).expect(429))).toEqual({
      [rejections('anonymous_write')]: 1,
    });
    expect(await domainDeltas(app, () => tick(first, newClient()).expect(429))).toEqual({
      [rejections('program_write')]: 1,
    });
  });

  it('should count no rejection for the admin credential, nor for answers other than 429', async () => {
    const client = newClient();
    const deltas = await domainDeltas(app, async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        await app.http.post('/api/register').set(client).set(ADMIN).send(registrationInput()).expect(200);
      }
      await app.http
        .post('/api/register')
        .set(newClient())
        .send(registrationInput({ email: 'nope' }))
        .expect(422);
    });
    expect(deltas).toEqual({ [intakes('program')]: 3 });
  });

  it('should count the console sign-in lockout as sign_in', async () => {
    const client = newClient();
    const attempt = () => app.http.post('/admin/sign-in').set(client).type('form').send({ token: 'wrong-token' });
    const wrong = await domainDeltas(app, async () => {
      for (let failure = 0; failure < 5; failure++) {
        await attempt().expect(401);
      }
    });
    expect(wrong).toEqual({});
    expect(await domainDeltas(app, () => attempt().expect(429))).toEqual({ [rejections('sign_in')]: 1 });
  });
});
