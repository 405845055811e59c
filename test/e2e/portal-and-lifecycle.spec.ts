import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

describe('Portal steps and lifecycle', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const step = (reference: string, name: string) =>
    app.http.post(`/api/register/${reference}/portal-step`).send({ step: name });
  const setStatus = (reference: string, status: string) =>
    app.http
      .patch(`/api/admin/registrations/${reference}/status`)
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .send({ status });
  const eventTypes = async (reference: string): Promise<string[]> => {
    const response = await app.http.get(`/api/programs/${reference}/events`).expect(200);
    return bodyOf<'ProgramEventsList'>(response).events.map((event) => event.event_type);
  };

  it('should move created → verified → funded, recording events and the identity checklist item', async () => {
    const { reference } = await registerProgram(app);

    const verify = await step(reference, 'verify').expect(200);
    expect(verify.body).toEqual({
      reference,
      step: 'verify',
      lifecycle: 'verified',
      event_id: expect.any(Number) as unknown,
    });

    const checklist = bodyOf<'ChecklistView'>(await app.http.get(`/api/checklist/${reference}`).expect(200));
    const identity = checklist.items.find((item) => item.id === 'identity_verification');
    expect(identity).toMatchObject({ done: true, done_by: 'portal' });

    const fund = await step(reference, 'fund').expect(200);
    expect(fund.body).toMatchObject({ step: 'fund', lifecycle: 'funded', event_id: expect.any(Number) as unknown });

    const status = await app.http.get(`/api/programs/${reference}`).expect(200);
    expect(bodyOf<'RegistrationStatus'>(status).lifecycle).toBe('funded');
    expect(await eventTypes(reference)).toEqual([
      'program.created',
      'portal.verify.completed',
      'checklist.item_updated',
      'portal.fund.completed',
    ]);
  });

  it('should refuse fund before verify with 409 and leave no event', async () => {
    const { reference } = await registerProgram(app);
    const response = await step(reference, 'fund').expect(409);
    expect(bodyOf<'HTTPError'>(response).detail).toEqual(expect.any(String));
    expect(await eventTypes(reference)).toEqual(['program.created']);
  });

  it('should treat a repeated step as a no-op with event_id null', async () => {
    const { reference } = await registerProgram(app);
    await step(reference, 'verify').expect(200);
    const again = await step(reference, 'verify').expect(200);
    expect(again.body).toEqual({ reference, step: 'verify', lifecycle: 'verified', event_id: null });
    expect((await eventTypes(reference)).filter((type) => type === 'portal.verify.completed')).toHaveLength(1);
  });

  it('should close a declined program and restore its lifecycle when reopened', async () => {
    const { reference } = await registerProgram(app);
    await step(reference, 'verify').expect(200);

    const declined = await setStatus(reference, 'declined').expect(200);
    expect(declined.body).toMatchObject({ status: 'declined', lifecycle: 'closed' });
    await step(reference, 'fund').expect(409);

    const reopened = await setStatus(reference, 'reviewing').expect(200);
    expect(reopened.body).toMatchObject({ status: 'reviewing', lifecycle: 'verified' });

    // The stored payload, note included, is the admin's view (the others omit the note).
    const events = await app.http
      .get(`/api/programs/${reference}/events`)
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .expect(200);
    const changes = bodyOf<'ProgramEventsList'>(events).events.filter(
      (event) => event.event_type === 'program.status_changed',
    );
    expect(changes.map((event) => event.payload)).toEqual([
      { from: 'pending', to: 'declined', note: null, lifecycle: { from: 'verified', to: 'closed' } },
      { from: 'declined', to: 'reviewing', note: null, lifecycle: { from: 'closed', to: 'verified' } },
    ]);
    expect(changes.every((event) => event.source === 'admin')).toBe(true);
  });

  it('should record settlement path and note changes as program.updated, and a status note with the status change', async () => {
    const { reference } = await registerProgram(app);
    const update = await app.http
      .patch(`/api/admin/registrations/${reference}`)
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .send({ status: 'kyc_pending', settlement_path: 'stablecoin', status_note: 'awaiting ID documents' })
      .expect(200);
    expect(update.body).toMatchObject({ status: 'kyc_pending', settlement_path: 'stablecoin' });

    const events = bodyOf<'ProgramEventsList'>(
      await app.http.get(`/api/programs/${reference}/events`).set('X-Admin-Token', TEST_ADMIN_TOKEN).expect(200),
    );
    const [, statusChanged, updated] = events.events;
    expect(statusChanged).toMatchObject({
      event_type: 'program.status_changed',
      payload: { from: 'pending', to: 'kyc_pending', note: 'awaiting ID documents' },
    });
    expect(updated).toMatchObject({
      event_type: 'program.updated',
      payload: { changes: { settlement_path: { from: 'fiat', to: 'stablecoin' } } },
    });
    expect(events.count).toBe(3);
  });

  it('should answer 404 for an unknown reference and 422 for an unknown step', async () => {
    await step('PRG-000000', 'verify').expect(404);
    const response = await step('PRG-000000', 'teleport').expect(422);
    expect(bodyOf<'HTTPValidationError'>(response).detail[0]).toMatchObject({ type: 'enum', loc: ['body', 'step'] });
  });
});
