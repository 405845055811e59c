import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { uploadDocument } from '../factories/document.factory';
import { dropEventGuards, param } from '../factories/document-tampering.factory';
import { startTestApp, TestApp } from '../support/test-app';

interface Health {
  reference: string;
  health_score: number;
  grade: string;
  summary: string;
  components: Array<{ name: string; weight: number; score: number; detail: string }>;
}

/** Scores pinned from the formula of docs/program-health.md (program_individual template: 3 required items). */
describe('Program health (GET /api/register/{reference}/program-health.json)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function health(reference: string): Promise<Health> {
    const response = await app.http
      .get(`/api/register/${reference}/program-health.json`)
      .set(ADMIN_HEADERS)
      .expect(200);
    return response.body as Health;
  }

  const scores = (body: Health) => Object.fromEntries(body.components.map((part) => [part.name, part.score]));

  async function halfDone(): Promise<string> {
    const { reference } = await registerProgram(app);
    await app.http.post(`/api/register/${reference}/portal-step`).send({ step: 'verify' }).expect(200);
    await uploadDocument(app, reference);
    return reference;
  }

  async function complete(): Promise<string> {
    const reference = await halfDone();
    await app.http
      .patch(`/api/checklist/${reference}/items/settlement_path_confirmed`)
      .send({ done: true })
      .expect(200);
    for (const status of ['reviewing', 'approved']) {
      await app.http.patch(`/api/admin/registrations/${reference}`).set(ADMIN_HEADERS).send({ status }).expect(200);
    }
    return reference;
  }

  it('should score an empty program 38 (F): only consent recorded, pending, nothing uploaded', async () => {
    const { reference } = await registerProgram(app);
    const body = await health(reference);
    expect(Object.keys(body)).toEqual(['reference', 'health_score', 'grade', 'summary', 'components']);
    expect(body).toMatchObject({ reference, health_score: 38, grade: 'F' });
    expect(body.components.map((part) => [part.name, part.weight])).toEqual([
      ['required_checklist', 30],
      ['documents', 15],
      ['identity_verification', 15],
      ['status_progress', 15],
      ['handoff_health', 10],
      ['reconciliation', 15],
    ]);
    expect(scores(body)).toEqual({
      required_checklist: 33,
      documents: 0,
      identity_verification: 0,
      status_progress: 20,
      handoff_health: 100,
      reconciliation: 100,
    });
    expect(body.summary).toContain('Readiness 38/100 (grade F)');
    expect(body.summary).toContain('not a credit score');
  });

  it('should score a half-done program 78 (B): verified and a document uploaded', async () => {
    const body = await health(await halfDone());
    expect(body).toMatchObject({ health_score: 78, grade: 'B' });
    expect(scores(body)).toMatchObject({ required_checklist: 66, documents: 100, identity_verification: 100 });
  });

  it('should score a complete, approved program 100 (A)', async () => {
    const body = await health(await complete());
    expect(body).toMatchObject({ health_score: 100, grade: 'A' });
    expect(body.summary).toContain('Every component is complete.');
  });

  it('should score failed handoff records: half-done with its only record failed is 68 (C)', async () => {
    const reference = await halfDone();
    const instruction = await createInstruction(app, reference);
    await app.http
      .patch(`/api/instructions/${instruction.id}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'failed' })
      .expect(200);
    const body = await health(reference);
    expect(body).toMatchObject({ health_score: 68, grade: 'C' });
    expect(scores(body).handoff_health).toBe(0);
  });

  it('should take 25 points of the reconciliation component per break: complete with one break is 96 (A)', async () => {
    const reference = await complete();
    const instruction = await createInstruction(app, reference);
    await app.dataSource.query(`UPDATE instructions SET status = 'filled' WHERE id = ${param(app, 1)}`, [
      instruction.id,
    ]);
    const body = await health(reference);
    expect(body).toMatchObject({ health_score: 96, grade: 'A' });
    expect(scores(body).reconciliation).toBe(75);
  });

  it('should zero the reconciliation component when the chain is broken: complete is then 85 (B)', async () => {
    const fresh = await startTestApp();
    try {
      const { reference, id } = await registerProgram(fresh);
      await fresh.http.post(`/api/register/${reference}/portal-step`).send({ step: 'verify' }).expect(200);
      await uploadDocument(fresh, reference);
      await fresh.http
        .patch(`/api/checklist/${reference}/items/settlement_path_confirmed`)
        .send({ done: true })
        .expect(200);
      for (const status of ['reviewing', 'approved']) {
        await fresh.http.patch(`/api/admin/registrations/${reference}`).set(ADMIN_HEADERS).send({ status }).expect(200);
      }
      await dropEventGuards(fresh);
      await fresh.dataSource.query(
        `UPDATE program_events SET source = 'system' WHERE seq = 1 AND registration_id = ${param(fresh, 1)}`,
        [id],
      );
      const response = await fresh.http
        .get(`/api/register/${reference}/program-health.json`)
        .set(ADMIN_HEADERS)
        .expect(200);
      expect(response.body).toMatchObject({ health_score: 85, grade: 'B' });
    } finally {
      await fresh.close();
    }
  });
});
