import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { EventOut, eventId, eventsOf, postSigned, SECRETS_ENV } from './inbound-signing';
import { bodyOf } from '../support/typed-body';

describe('Inbound webhook effects', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: SECRETS_ENV });
  });

  afterAll(async () => {
    await app.close();
  });

  const setStatus = (reference: string, status: string) =>
    app.http.patch(`/api/admin/registrations/${reference}`).set(ADMIN_HEADERS).send({ status }).expect(200);
  const statusOf = async (reference: string) =>
    bodyOf<'RegistrationStatus'>(await app.http.get(`/api/register/${reference}`).expect(200)).status;
  const identityItem = async (reference: string) => {
    const checklist = bodyOf<'ChecklistView'>(await app.http.get(`/api/checklist/${reference}`).expect(200));
    return checklist.items.find((item) => item.id === 'identity_verification');
  };
  const idv = (reference: string, status: string, extra: Record<string, unknown> = {}) =>
    postSigned(app, 'idv-provider', { event_id: eventId('idv'), reference, status, ...extra });
  const newEvents = async (reference: string, sinceCount: number): Promise<EventOut[]> =>
    (await eventsOf(app, reference)).slice(sinceCount);

  describe('identity verification (POST /api/webhooks/idv-provider)', () => {
    it('should record identity.verification_updated, mark the item done and move kyc_pending to reviewing on approved', async () => {
      const { reference } = await registerProgram(app);
      await setStatus(reference, 'kyc_pending');
      const before = (await eventsOf(app, reference)).length;
      const id = eventId('idv');
      const response = await postSigned(app, 'idv-provider', {
        event_id: id,
        reference: reference.toLowerCase(),
        status: 'approved',
        provider_payload: { score: 0.98 },
      }).expect(200);
      expect(response.body).toMatchObject({
        status: 'processed',
        reference,
        verification_status: 'approved',
        registration_status: 'reviewing',
      });
      const events = await newEvents(reference, before);
      expect(events.map((event) => [event.event_type, event.source])).toEqual([
        ['identity.verification_updated', 'idv-provider'],
        ['checklist.item_updated', 'idv-provider'],
        ['program.status_changed', 'idv-provider'],
      ]);
      expect(events[0].payload).toEqual({ status: 'approved', provider_event_id: id });
      expect(events[0].id).toBe(bodyOf<'IdvWebhookProcessed'>(response).event_id);
      expect(events[1].payload).toMatchObject({ item_id: 'identity_verification', done: true });
      expect(events[2].payload).toMatchObject({ from: 'kyc_pending', to: 'reviewing' });
      expect(await statusOf(reference)).toBe('reviewing');
      expect(await identityItem(reference)).toMatchObject({ done: true, done_by: 'idv-provider' });
    });

    it.each(['pending', 'rpaa_review', 'reviewing', 'approved', 'declined'])(
      'should mark the item done but leave status %s unchanged on approved',
      async (status) => {
        const { reference } = await registerProgram(app);
        if (status === 'approved') {
          await setStatus(reference, 'reviewing');
        }
        if (status !== 'pending') {
          await setStatus(reference, status);
        }
        await idv(reference, 'approved').expect(200);
        expect(await statusOf(reference)).toBe(status);
        expect(await identityItem(reference)).toMatchObject({ done: true });
      },
    );

    it.each(['declined', 'needs_review'])(
      'should only record the result when the provider reports %s',
      async (verification) => {
        const { reference } = await registerProgram(app);
        await setStatus(reference, 'kyc_pending');
        const before = (await eventsOf(app, reference)).length;
        const response = await idv(reference, verification).expect(200);
        expect(response.body).toMatchObject({ status: 'processed', registration_status: 'kyc_pending' });
        const events = await newEvents(reference, before);
        expect(events.map((event) => event.event_type)).toEqual(['identity.verification_updated']);
        expect(events[0].payload).toMatchObject({ status: verification });
        expect(await statusOf(reference)).toBe('kyc_pending');
        expect(await identityItem(reference)).toMatchObject({ done: false });
      },
    );

    it('should not record a second checklist event when the item is already done', async () => {
      const { reference } = await registerProgram(app);
      await idv(reference, 'approved').expect(200);
      const before = (await eventsOf(app, reference)).length;
      await idv(reference, 'approved').expect(200);
      expect((await newEvents(reference, before)).map((event) => event.event_type)).toEqual([
        'identity.verification_updated',
      ]);
    });

    it('should answer 404 for an unknown reference and not consume the event id', async () => {
      const id = eventId('idv');
      const response = await postSigned(app, 'idv-provider', {
        event_id: id,
        reference: 'PRG-000000',
        status: 'approved',
      }).expect(404);
      expect(bodyOf<'HTTPError'>(response).detail).toBe('Program not found');
      await postSigned(app, 'idv-provider', { event_id: id, reference: 'not-a-ref', status: 'approved' }).expect(404);
      const { reference } = await registerProgram(app);
      await postSigned(app, 'idv-provider', { event_id: id, reference, status: 'approved' }).expect(200);
    });

    it('should answer 422 for a missing or unknown verification status', async () => {
      const { reference } = await registerProgram(app);
      const missing = await postSigned(app, 'idv-provider', { event_id: eventId(), reference }).expect(422);
      expect(bodyOf<'HTTPValidationError'>(missing).detail[0]).toMatchObject({
        type: 'missing',
        loc: ['body', 'status'],
      });
      const unknown = await idv(reference, 'maybe').expect(422);
      expect(bodyOf<'HTTPValidationError'>(unknown).detail[0]).toMatchObject({ type: 'enum', loc: ['body', 'status'] });
      await postSigned(app, 'idv-provider', [1, 2]).expect(422);
    });
  });

  describe('payment status (POST /api/webhooks/payment-provider)', () => {
    const report = (body: Record<string, unknown>) =>
      postSigned(app, 'payment-provider', { event_id: eventId('pay'), ...body });

    it('should apply the move with the same events as a PATCH, under source payment-provider', async () => {
      const { reference } = await registerProgram(app);
      const viaWebhook = await createInstruction(app, reference);
      const viaPatch = await createInstruction(app, reference);
      const before = (await eventsOf(app, reference)).length;

      const response = await report({
        instruction_ref: viaWebhook.instruction_ref.toLowerCase(),
        status: 'submitted',
        external_id: 'psp-1',
      }).expect(200);
      expect(response.body).toEqual({
        status: 'processed',
        instruction_ref: viaWebhook.instruction_ref,
        instruction_status: 'submitted',
        external_id: 'psp-1',
      });
      await app.http
        .patch(`/api/instructions/${viaPatch.id}`)
        .set(ADMIN_HEADERS)
        .send({ status: 'submitted', external_id: 'psp-2' })
        .expect(200);

      const events = await newEvents(reference, before);
      const shape = (event: EventOut) => ({ type: event.event_type, keys: Object.keys(event.payload).sort() });
      const webhookEvents = events.filter((event) => event.instruction_id === viaWebhook.id);
      const patchEvents = events.filter((event) => event.instruction_id === viaPatch.id);
      expect(webhookEvents.map(shape)).toEqual(patchEvents.map(shape));
      expect(webhookEvents.map((event) => event.event_type)).toEqual(['handoff_record.updated', 'handoff.prepared']);
      expect(webhookEvents.every((event) => event.source === 'payment-provider')).toBe(true);
      expect(webhookEvents[0].payload).toMatchObject({ from: 'draft', to: 'submitted', external_id: 'psp-1' });

      const read = await app.http.get(`/api/instructions/${viaWebhook.id}`).expect(200);
      expect(read.body).toMatchObject({ status: 'submitted', external_id: 'psp-1' });
    });

    it('should find the record by external_id when instruction_ref is absent', async () => {
      const { reference } = await registerProgram(app);
      const created = await createInstruction(app, reference);
      const externalId = `psp-${eventId()}`;
      await report({ instruction_ref: created.instruction_ref, status: 'submitted', external_id: externalId }).expect(
        200,
      );
      const response = await report({ external_id: externalId, status: 'venue_ack' }).expect(200);
      expect(response.body).toMatchObject({
        instruction_ref: created.instruction_ref,
        instruction_status: 'venue_ack',
      });
      await report({ external_id: externalId, status: 'filled' }).expect(200);
      const read = await app.http.get(`/api/instructions/${created.id}`).expect(200);
      expect(read.body).toMatchObject({ status: 'filled', external_id: externalId });
    });

    it('should answer 409 and record payment_provider.status_reported for a forbidden move', async () => {
      const { reference } = await registerProgram(app);
      const created = await createInstruction(app, reference);
      const before = (await eventsOf(app, reference)).length;
      const id = eventId('illegal');
      const body = { event_id: id, instruction_ref: created.instruction_ref, status: 'filled', external_id: 'psp-x' };
      const response = await postSigned(app, 'payment-provider', body).expect(409);
      expect(bodyOf<'HTTPError'>(response).code).toBe('invalid_instruction_transition');
      expect(bodyOf<'HTTPError'>(response).detail).toContain('draft');

      const events = await newEvents(reference, before);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        event_type: 'payment_provider.status_reported',
        source: 'payment-provider',
        instruction_id: created.id,
        payload: {
          instruction_ref: created.instruction_ref,
          from: 'draft',
          to: 'filled',
          external_id: 'psp-x',
          provider_event_id: id,
          accepted: false,
        },
      });
      const read = await app.http.get(`/api/instructions/${created.id}`).expect(200);
      expect(read.body).toMatchObject({ status: 'draft', external_id: null });

      // The refused report was recorded once: its replay is a duplicate and records nothing more.
      await postSigned(app, 'payment-provider', body).expect(200, { status: 'duplicate' });
      expect(await newEvents(reference, before)).toHaveLength(1);
    });

    it('should refuse moves out of a final status', async () => {
      const { reference } = await registerProgram(app);
      const created = await createInstruction(app, reference);
      await report({ instruction_ref: created.instruction_ref, status: 'failed' }).expect(200);
      await report({ instruction_ref: created.instruction_ref, status: 'submitted' }).expect(409);
    });

    it('should answer 404 for an unknown instruction_ref or external_id', async () => {
      await report({ instruction_ref: 'INS-000000', status: 'submitted' }).expect(404);
      await report({ instruction_ref: 'bogus', status: 'submitted' }).expect(404);
      const response = await report({ external_id: 'never-issued-external-id', status: 'submitted' }).expect(404);
      expect(response.body).toEqual({ detail: 'Handoff record not found', code: 'instruction_not_found' });
    });

    it('should answer 409 when an external_id names several records', async () => {
      const { reference } = await registerProgram(app);
      const shared = `shared-${eventId()}`;
      for (let index = 0; index < 2; index++) {
        const created = await createInstruction(app, reference);
        await report({ instruction_ref: created.instruction_ref, status: 'submitted', external_id: shared }).expect(
          200,
        );
      }
      const response = await report({ external_id: shared, status: 'filled' }).expect(409);
      expect(bodyOf<'HTTPError'>(response).code).toBe('ambiguous_external_id');
    });

    it('should answer 422 when neither instruction_ref nor external_id is given', async () => {
      const response = await report({ status: 'submitted' }).expect(422);
      expect(bodyOf<'HTTPValidationError'>(response).detail[0]).toMatchObject({
        type: 'missing',
        loc: ['body', 'instruction_ref'],
      });
      const nulls = await report({ status: 'submitted', instruction_ref: null, external_id: null }).expect(422);
      expect(bodyOf<'HTTPValidationError'>(nulls).detail[0]).toMatchObject({
        type: 'missing',
        loc: ['body', 'instruction_ref'],
      });
    });
  });

  describe('concurrent replays', () => {
    it('should apply an event once when the same event id arrives many times at once', async () => {
      const { reference } = await registerProgram(app);
      await setStatus(reference, 'kyc_pending');
      const created = await createInstruction(app, reference);
      const before = (await eventsOf(app, reference)).length;
      const idvBody = { event_id: eventId('race'), reference, status: 'approved' };
      const payBody = { event_id: eventId('race'), instruction_ref: created.instruction_ref, status: 'submitted' };
      const responses = await Promise.all([
        ...Array.from({ length: 6 }, () => postSigned(app, 'idv-provider', idvBody)),
        ...Array.from({ length: 6 }, () => postSigned(app, 'payment-provider', payBody)),
      ]);
      expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
      const statuses = responses.map(
        (response) =>
          bodyOf<'IdvWebhookProcessed' | 'PaymentWebhookProcessed' | 'InboundWebhookDuplicate'>(response).status,
      );
      expect(statuses.filter((status) => status === 'processed')).toHaveLength(2);
      expect(statuses.filter((status) => status === 'duplicate')).toHaveLength(10);
      const types = (await newEvents(reference, before)).map((event) => event.event_type).sort();
      expect(types).toEqual(
        [
          'identity.verification_updated',
          'checklist.item_updated',
          'program.status_changed',
          'handoff_record.updated',
          'handoff.prepared',
        ].sort(),
      );
    });
  });
});
