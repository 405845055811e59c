import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { appendSeededEvents } from '../factories/long-record.factory';
import { ProgramEvent } from '../../src/program-events/program-event.entity';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

describe('Entity lineage (GET /api/register/{reference}/entity-lineage.json)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should attribute every party with a category from the catalog and its provenance', async () => {
    const program = await registerProgram(app, {
      full_name: 'Jane Doe',
      company: 'Maple Trading',
      legal_entity_name: 'Maple Remit Incorporated',
      partner_slug: 'maple-remit',
      corridor: 'CA-US',
      fintrac_msb: true,
      registration_type: 'rpaa',
      messaging_username: 'janedoe',
    });
    const ref = program.reference;
    const instruction = await createInstruction(app, ref, { provider: 'swift-correspondent' });
    await createInstruction(app, ref, { provider: 'demo-fx-exchange' });
    await createInstruction(app, ref, { provider: 'in-house-adapter' });
    await app.http
      .patch(`/api/admin/registrations/${ref}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'reviewing' })
      .expect(200);
    await app.http
      .post('/api/operator/webhooks')
      .set(ADMIN_HEADERS)
      .send({ reference: ref, url: 'https://hooks.example.invalid/path?token=abc' })
      .expect(200);

    const response = await app.http.get(`/api/register/${ref}/entity-lineage.json`).set(ADMIN_HEADERS).expect(200);
    const body = bodyOf<'EntityLineageReport'>(response);
    expect(body.reference).toBe(ref);
    expect(body.entity_count).toBe(body.entities.length);

    const categories = await app.http.get('/api/program-entity-categories').expect(200);
    const known = new Set(bodyOf<'EntityCategoriesList'>(categories).categories.map((category) => category.slug));
    for (const entity of body.entities) {
      expect(known.has(entity.category)).toBe(true);
      expect(entity.provenance.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    const find = (category: string, name?: string) =>
      body.entities.find((entity) => entity.category === category && (name === undefined || entity.name === name));

    expect(find('applicant')).toMatchObject({
      name: 'Jane Doe',
      role: 'applicant',
      provenance: { source: 'registration', record: ref, field: 'full_name', event_id: expect.any(Number) as unknown },
    });
    expect(find('legal_entity', 'Maple Remit Incorporated')?.provenance.field).toBe('legal_entity_name');
    expect(find('legal_entity', 'Maple Trading')?.provenance.field).toBe('company');
    expect(find('partner')).toMatchObject({ role: 'referring_partner', provenance: { field: 'partner_slug' } });
    expect(find('corridor')?.name).toMatch(/^CA-US/);
    expect(find('regulator', 'FINTRAC')?.provenance.field).toBe('fintrac_msb');
    expect(find('regulator', 'Bank of Canada')?.provenance.field).toBe('registration_type');
    expect(find('messaging_channel')).toMatchObject({ name: '@janedoe' });
    expect(find('operator')).toMatchObject({
      provenance: { source: 'event', event_id: expect.any(Number) as unknown },
    });
    const settlement = find('settlement_partner');
    expect(settlement).toMatchObject({
      role: 'settlement',
      provenance: { source: 'handoff_record', record: instruction.instruction_ref, field: 'provider' },
    });
    expect(find('execution_venue')).toMatchObject({ role: 'execution' });
    expect(find('adapter', 'in-house-adapter')).toMatchObject({ role: 'handoff_provider' });
    expect(body.entities.filter((entity) => entity.category === 'adapter')).toHaveLength(3);
    expect(find('webhook_endpoint')).toMatchObject({ name: 'https://hooks.example.invalid' });
    expect(JSON.stringify(body)).not.toContain('token=abc');
  });

  it('should find what attributes a party on any page of a long record, read in pages', async () => {
    const program = await registerProgram(app, { corridor: 'CA-US' });
    const ref = program.reference;
    await app.http
      .patch(`/api/admin/registrations/${ref}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'reviewing' })
      .expect(200);
    // Past the first page of the walk (1,000 events), then a handoff record and the operator's last move.
    await appendSeededEvents(app, program, 1_500);
    const instruction = await createInstruction(app, ref, { provider: 'swift-correspondent' });
    await app.http
      .patch(`/api/admin/registrations/${ref}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'kyc_pending' })
      .expect(200);
    const events = await app.dataSource
      .getRepository(ProgramEvent)
      .find({ where: { registrationId: program.id }, order: { seq: 'ASC' } });
    const handoffCreated = events.find((event) => event.eventType === 'handoff_record.created');
    const lastByOperator = events.filter((event) => event.source === 'admin').at(-1);
    expect(events.length).toBeGreaterThan(1_500);

    const response = await app.http.get(`/api/register/${ref}/entity-lineage.json`).set(ADMIN_HEADERS).expect(200);
    const body = bodyOf<'EntityLineageReport'>(response);
    const find = (category: string) => body.entities.find((entity) => entity.category === category);

    expect(find('applicant')?.provenance.event_id).toBe(events[0].id);
    expect(find('operator')?.provenance.event_id).toBe(lastByOperator?.id);
    expect(find('settlement_partner')?.provenance).toMatchObject({
      record: instruction.instruction_ref,
      event_id: handoffCreated?.id,
    });
  });

  it('should name only the applicant, operator and corridor for a bare program', async () => {
    const program = await registerProgram(app, { corridor: 'CA-US' });
    const response = await app.http
      .get(`/api/register/${program.reference}/entity-lineage.json`)
      .set(ADMIN_HEADERS)
      .expect(200);
    expect(bodyOf<'EntityLineageReport'>(response).entities.map((entity) => entity.category)).toEqual([
      'applicant',
      'operator',
      'corridor',
    ]);
  });
});
