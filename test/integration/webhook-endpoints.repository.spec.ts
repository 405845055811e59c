import { TransactionRunner } from '../../src/database/transaction-runner';
import { endpointValues } from '../factories/webhook-endpoint.factory';
import { WebhookEndpointsRepository } from '../../src/webhooks/outbound/webhook-endpoints.repository';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

/** The `webhook_endpoints` table on the real dialect: soft deletes, the active set the outbox reads, disabling. */
describe(WebhookEndpointsRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let endpoints: WebhookEndpointsRepository;

  beforeAll(async () => {
    app = await startTestApp({ env: { WEBHOOK_WORKER_IN_PROCESS: 'false' } });
    db = app.app.get(TransactionRunner);
    endpoints = app.app.get(WebhookEndpointsRepository);
  });

  afterAll(async () => {
    await app.close();
  });

  const programId = async () => (await registerProgram(app)).id;
  const insertEndpoint = (registrationId: number, url = 'https://receiver.example/hook') =>
    db.write((unit) =>
      endpoints.insert(
        unit,
        endpointValues({ registrationId, url, secret: 'whsec_abc', createdAt: new Date('2026-01-02T03:04:05.678Z') }),
      ),
    );

  it('should insert an active endpoint and read it back as stored', async () => {
    const registrationId = await programId();

    const inserted = await insertEndpoint(registrationId);

    expect(inserted.id).toEqual(expect.any(Number));
    const found = await db.read((unit) => endpoints.find(unit, inserted.id));
    expect(found).toEqual({
      id: inserted.id,
      registrationId,
      owner: 'operator',
      partnerSlug: null,
      url: 'https://receiver.example/hook',
      description: null,
      eventTypes: null,
      rateLimitPerS: null,
      timeoutMs: null,
      secret: 'whsec_abc',
      previousSecret: null,
      previousSecretExpiresAt: null,
      active: true,
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
      disabledAt: null,
      disabledReason: null,
      deletedAt: null,
      breakerState: 'closed',
      breakerOpenUntil: null,
      breakerProbeDeliveryId: null,
      breakerProbeUntil: null,
      breakerTrips: 0,
      breakerClosedAt: null,
    });
    expect(await db.read((unit) => endpoints.find(unit, inserted.id + 10_000))).toBeNull();
  });

  it('should hide a deleted endpoint from the live reads but keep it readable by id', async () => {
    const registrationId = await programId();
    const kept = await insertEndpoint(registrationId, 'https://receiver.example/kept');
    const deleted = await insertEndpoint(registrationId, 'https://receiver.example/deleted');
    const deletedAt = new Date();

    await db.write((unit) => endpoints.markDeleted(unit, deleted.id, deletedAt));

    const listed = await db.read((unit) => endpoints.listNotDeleted(unit, { registrationId }));
    expect(listed.map((endpoint) => endpoint.id)).toEqual([kept.id]);
    expect(await db.read((unit) => endpoints.findNotDeleted(unit, deleted.id))).toBeNull();
    expect(await db.read((unit) => endpoints.findNotDeleted(unit, kept.id))).toMatchObject({ id: kept.id });
    expect(await db.read((unit) => endpoints.exists(unit, deleted.id))).toBe(true);
    expect(await db.read((unit) => endpoints.find(unit, deleted.id))).toMatchObject({ active: false, deletedAt });
  });

  it('should list the endpoints of every program oldest first when no program is given', async () => {
    const first = await insertEndpoint(await programId());
    const second = await insertEndpoint(await programId());

    const listed = await db.read((unit) => endpoints.listNotDeleted(unit));

    const ids = listed.map((endpoint) => endpoint.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it("should answer the program's active endpoints and those without a program, in id order, to the outbox", async () => {
    const registrationId = await programId();
    const everyProgram = await db.write((unit) => endpoints.insert(unit, endpointValues({ registrationId: null })));
    const a = await insertEndpoint(registrationId);
    const disabled = await insertEndpoint(registrationId);
    const deleted = await insertEndpoint(registrationId);
    const b = await insertEndpoint(registrationId);
    await insertEndpoint(await programId());
    await db.write(async (unit) => {
      await endpoints.disableIfActive(unit, disabled.id, 'gone', new Date());
      await endpoints.markDeleted(unit, deleted.id, new Date());
    });

    const candidates = await db.read((unit) => endpoints.candidatesOf(unit, registrationId));
    expect(candidates.map((endpoint) => endpoint.id).filter((id) => id >= a.id || id === everyProgram.id)).toEqual(
      [everyProgram.id, a.id, b.id].sort((x, y) => x - y),
    );
    expect(
      candidates.every((endpoint) => endpoint.registrationId === registrationId || endpoint.registrationId === null),
    ).toBe(true);
  });

  it('should tell intake whether an active endpoint without a program exists (per-program and paused ones do not count)', async () => {
    const anyWide = () => db.read((unit) => endpoints.anyWithoutProgram(unit));
    const open = await db.read((unit) => endpoints.listNotDeleted(unit, { withoutProgram: true }));
    await db.write(async (unit) => {
      for (const endpoint of open.filter((candidate) => candidate.active)) {
        await endpoints.update(unit, endpoint.id, { active: false });
      }
    });
    await insertEndpoint(await programId());
    expect(await anyWide()).toBe(false);

    const wide = await db.write((unit) => endpoints.insert(unit, endpointValues({ registrationId: null })));
    expect(await anyWide()).toBe(true);

    await db.write((unit) => endpoints.update(unit, wide.id, { active: false }));
    expect(await anyWide()).toBe(false);
  });

  it('should disable an active endpoint once, recording when and why', async () => {
    const endpoint = await insertEndpoint(await programId());
    const now = new Date();

    expect(
      await db.write((unit) => endpoints.disableIfActive(unit, endpoint.id, 'receiver answered 410 Gone', now)),
    ).toBe(true);
    expect(await db.write((unit) => endpoints.disableIfActive(unit, endpoint.id, 'again', new Date()))).toBe(false);

    expect(await db.read((unit) => endpoints.find(unit, endpoint.id))).toMatchObject({
      active: false,
      disabledAt: now,
      disabledReason: 'receiver answered 410 Gone',
      deletedAt: null,
    });
  });
});
