import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { uploadDocument } from '../factories/document.factory';
import { dropEventGuards } from '../factories/document-tampering.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

const ADMIN_ROUTES = [
  '/api/register/{ref}/audit.json',
  '/api/admin/registrations/{ref}/audit.json',
  '/api/register/{ref}/compliance-report.html',
  '/api/checklist/{ref}/export.html',
  '/api/register/{ref}/reconciliation.json',
  '/api/register/{ref}/program-health.json',
  '/api/register/{ref}/entity-lineage.json',
  '/api/admin/export.csv',
  '/admin/export.csv',
];

describe('Audit bundle (GET /api/register/{reference}/audit.json)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(ADMIN_ROUTES)('should answer 401 on %s without the admin credential', async (route) => {
    const program = await registerProgram(app);
    const path = route.replace('{ref}', program.reference);
    const response = await app.http.get(path).expect(401);
    expect(response.body).toEqual({ detail: expect.any(String) as unknown, code: 'admin_required' });
    await app.http.get(path).set('X-Admin-Token', 'wrong-token').expect(401);
  });

  it.each(ADMIN_ROUTES.filter((route) => route.includes('{ref}')))(
    'should answer 404 on %s for an unknown reference',
    async (route) => {
      await app.http.get(route.replace('{ref}', 'PRG-000000')).set(ADMIN_HEADERS).expect(404);
    },
  );

  it('should hold every record of the program, unmasked, with a verified chain', async () => {
    const program = await registerProgram(app, {
      full_name: 'Jane Quincy Doe',
      company: 'Maple Remit Inc.',
      legal_entity_name: 'Maple Remit Incorporated',
      notes: 'Internal note',
      phone: '+1 555 0100',
    });
    const ref = program.reference;
    const document = await uploadDocument(app, ref, { documentType: 'incorporation' });
    const instruction = await createInstruction(app, ref);
    await app.http
      .patch(`/api/instructions/${instruction.id}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'submitted', external_id: 'EXT-1' })
      .expect(200);

    const response = await app.http.get(`/api/register/${ref.toLowerCase()}/audit.json`).set(ADMIN_HEADERS).expect(200);
    const bundle = bodyOf<'AuditBundle'>(response);
    expect(Object.keys(bundle)).toEqual([
      'generated_at',
      'registration',
      'checklist',
      'documents',
      'instructions',
      'program_events',
      'notes',
      'webhooks',
      'integrity',
      'checkpoint',
      'inclusion_proof',
      'head_signature',
    ]);
    expect(bundle.registration).toMatchObject({
      reference: ref,
      full_name: 'Jane Quincy Doe',
      email: expect.stringMatching(/^applicant\d+@example\.com$/) as unknown,
      phone: '+1 555 0100',
      company: 'Maple Remit Inc.',
      notes: 'Internal note',
      status: 'pending',
    });
    expect(bundle.checklist.reference).toBe(ref);
    expect(bundle.documents).toEqual([document]);
    expect(bundle.instructions).toEqual([
      expect.objectContaining({
        instruction_ref: instruction.instruction_ref,
        status: 'submitted',
        external_id: 'EXT-1',
        payload: { corridor: 'CA-US', amount_band: 'small', notes: 'sandbox handoff' },
      }),
    ]);
    const events = bundle.program_events;
    expect(events.map((event) => event.event_type)).toEqual([
      'program.created',
      'document.uploaded',
      'checklist.item_updated',
      'handoff_record.created',
      'handoff_record.updated',
      'handoff.prepared',
    ]);
    expect(Object.keys(events[0])).toEqual([
      'id',
      'seq',
      'event_type',
      'source',
      'actor',
      'instruction_id',
      'payload',
      'created_at',
      'prev_hash',
      'hash',
      'hash_version',
    ]);
    expect(events.map((event) => event.hash_version)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(events.map((event) => event.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(events[0].prev_hash).toBe('0'.repeat(64));
    for (let index = 1; index < events.length; index++) {
      expect(events[index].prev_hash).toBe(events[index - 1].hash);
    }
    expect(bundle.webhooks).toEqual([]);
    expect(bundle.integrity).toEqual({
      algorithm: 'sha256',
      head_hash: events[events.length - 1].hash,
      chain_valid: true,
      event_count: 6,
      broken_at_seq: null,
      notes_valid: true,
      logged_heads_valid: true,
    });
  });

  it('should list the program webhooks without their secrets', async () => {
    const program = await registerProgram(app);
    await app.http
      .post('/api/operator/webhooks')
      .set(ADMIN_HEADERS)
      .send({
        reference: program.reference,
        url: 'https://hooks.example.invalid/audit',
        secret: 'whsec_c2VjcmV0LXZhbHVlLWxvbmctZW5vdWdoLWtleQ==',
      })
      .expect(200);
    const response = await app.http.get(`/api/register/${program.reference}/audit.json`).set(ADMIN_HEADERS).expect(200);
    expect(bodyOf<'AuditBundle'>(response).webhooks).toEqual([
      expect.objectContaining({
        reference: program.reference,
        url: 'https://hooks.example.invalid/audit',
        has_secret: true,
        active: true,
      }),
    ]);
    expect(JSON.stringify(response.body)).not.toContain('whsec_');
    expect(JSON.stringify(response.body)).not.toContain('c2VjcmV0LXZhbHVl');
  });

  it('should answer the same bundle on both paths', async () => {
    const program = await registerProgram(app);
    const first = await app.http.get(`/api/register/${program.reference}/audit.json`).set(ADMIN_HEADERS).expect(200);
    const second = await app.http
      .get(`/api/admin/registrations/${program.reference}/audit.json`)
      .set(ADMIN_HEADERS)
      .expect(200);
    // The signed head carries the bundle's own generated_at, so it differs between any two exports.
    const unstamped = (body: unknown) => ({ ...(body as object), generated_at: null, head_signature: null });
    expect(unstamped(second.body)).toEqual(unstamped(first.body));
  });

  it('should report chain_valid false when a stored event was altered underneath', async () => {
    const program = await registerProgram(app);
    await uploadDocument(app, program.reference);
    await dropEventGuards(app);
    await app.dataSource.query(
      `UPDATE program_events SET payload = '{"tampered":true}' WHERE seq = 2 AND registration_id = ${program.id}`,
    );
    const response = await app.http.get(`/api/register/${program.reference}/audit.json`).set(ADMIN_HEADERS).expect(200);
    expect(bodyOf<'AuditBundle'>(response).integrity).toMatchObject({
      chain_valid: false,
      broken_at_seq: 2,
      event_count: 3,
    });
  });
});
