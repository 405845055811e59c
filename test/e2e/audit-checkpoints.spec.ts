import { createPublicKey, verify } from 'node:crypto';
import { AuditLogReader } from '../../src/audit/checkpoints/audit-log-reader.service';
import { headLeafHash, verifyConsistency, verifyInclusion } from '../../src/audit/merkle';
import { canonicalJson, eventHash, GENESIS_HASH } from '../../src/program-events/event-hash';
import { ProgramEvent } from '../../src/program-events/program-event.entity';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { dropEventGuards } from '../factories/document-tampering.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

interface Checkpoint {
  id: number;
  tree_size: number;
  root_hash: string;
  issued_at: string;
  kid: string;
  signature: string;
}

const hex = (value: string) => Buffer.from(value, 'hex');

describe('Audit checkpoints (Merkle log of program heads)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function issue(): Promise<Checkpoint | null> {
    const response = await app.http.post('/api/operator/audit/checkpoints').set(ADMIN_HEADERS).expect(200);
    const run = response.body as { issued: boolean; checkpoint: Checkpoint | null; reason: string | null };
    expect(run.issued).toBe(run.checkpoint !== null);
    expect(run.reason).toBe(run.checkpoint === null ? 'nothing_moved' : null);
    return run.checkpoint;
  }

  async function publishedKey(kid: string) {
    const response = await app.http.get('/.well-known/program-audit-keys').expect(200);
    const keys = (response.body as { keys: Array<{ kid: string; public_key: string }> }).keys;
    const key = keys.find((entry) => entry.kid === kid);
    if (!key) {
      throw new Error(`key ${kid} is not published`);
    }
    return createPublicKey(key.public_key);
  }

  async function bundleOf(reference: string) {
    const response = await app.http.get(`/api/register/${reference}/audit.json`).set(ADMIN_HEADERS).expect(200);
    return response.body as {
      generated_at: string;
      program_events: Array<{ seq: number; hash: string }>;
      integrity: { head_hash: string; chain_valid: boolean; logged_heads_valid: boolean };
      checkpoint: Checkpoint | null;
      inclusion_proof: {
        leaf_index: number;
        tree_size: number;
        head: { reference: string; seq: number; head_hash: string };
        hashes: string[];
      } | null;
      head_signature: { kid: string; alg: string; signed: Record<string, unknown>; signature: string };
    };
  }

  it('should answer 404 for the latest checkpoint before any is issued, then issue one after intake', async () => {
    const none = await app.http.get('/api/audit/checkpoints/latest').expect(404);
    expect(none.body).toEqual({ detail: 'No checkpoint has been issued yet', code: 'no_checkpoint_yet' });
    await registerProgram(app);
    const checkpoint = await issue();
    expect(checkpoint).toMatchObject({ tree_size: expect.any(Number) as unknown, kid: expect.any(String) as unknown });
    const latest = await app.http.get('/api/audit/checkpoints/latest').expect(200);
    expect(latest.body).toEqual(checkpoint);
  });

  it('should sign the checkpoint with a published key over JCS({issued_at, kid, root_hash, tree_size})', async () => {
    await registerProgram(app);
    const checkpoint = (await issue()) as Checkpoint;
    const message = Buffer.from(
      canonicalJson({
        issued_at: checkpoint.issued_at,
        kid: checkpoint.kid,
        root_hash: checkpoint.root_hash,
        tree_size: checkpoint.tree_size,
      }),
    );
    const key = await publishedKey(checkpoint.kid);
    expect(verify(null, message, key, Buffer.from(checkpoint.signature, 'base64'))).toBe(true);
    expect(verify(null, Buffer.from(`${message.toString()} `), key, Buffer.from(checkpoint.signature, 'base64'))).toBe(
      false,
    );
  });

  it('should issue nothing when no program moved since the last checkpoint', async () => {
    await registerProgram(app);
    const first = await issue();
    expect(first).not.toBeNull();
    expect(await issue()).toBeNull();
    const latest = await app.http.get('/api/audit/checkpoints/latest').expect(200);
    expect((latest.body as Checkpoint).id).toBe(first?.id);
  });

  it('should prove a program head in the bundle and sign the bundle head', async () => {
    const program = await registerProgram(app);
    await issue();
    const bundle = await bundleOf(program.reference);
    const proof = bundle.inclusion_proof;
    const checkpoint = bundle.checkpoint;
    if (!proof || !checkpoint) {
      throw new Error('the bundle carries no inclusion proof');
    }
    expect(proof.tree_size).toBe(checkpoint.tree_size);
    expect(proof.head).toEqual({ reference: program.reference, seq: 1, head_hash: bundle.program_events[0].hash });
    const leaf = headLeafHash(proof.head);
    expect(
      verifyInclusion(leaf, proof.leaf_index, proof.tree_size, proof.hashes.map(hex), hex(checkpoint.root_hash)),
    ).toBe(true);
    expect(bundle.head_signature.signed).toEqual({
      reference: program.reference,
      head_seq: 1,
      head_hash: bundle.integrity.head_hash,
      chain_valid: true,
      generated_at: bundle.generated_at,
    });
    expect(bundle.integrity.logged_heads_valid).toBe(true);
    const key = await publishedKey(bundle.head_signature.kid);
    const signed = Buffer.from(canonicalJson(bundle.head_signature.signed));
    expect(verify(null, signed, key, Buffer.from(bundle.head_signature.signature, 'base64'))).toBe(true);
  });

  it('should log a program again once its chain moved, and prove the new checkpoint consistent with the old', async () => {
    const program = await registerProgram(app, { client_role: 'business' });
    const before = (await issue()) as Checkpoint;
    await app.http.patch(`/api/checklist/${program.reference}/items/aml_programme`).send({ done: true }).expect(200);
    const after = (await issue()) as Checkpoint;
    expect(after.tree_size).toBe(before.tree_size + 1);
    const response = await app.http
      .get(`/api/audit/checkpoints/consistency?from=${before.tree_size}&to=${after.tree_size}`)
      .expect(200);
    const proof = response.body as { from_root: string; to_root: string; hashes: string[] };
    expect(proof.from_root).toBe(before.root_hash);
    expect(proof.to_root).toBe(after.root_hash);
    expect(
      verifyConsistency(
        before.tree_size,
        after.tree_size,
        hex(before.root_hash),
        hex(after.root_hash),
        proof.hashes.map(hex),
      ),
    ).toBe(true);
    const bundle = await bundleOf(program.reference);
    expect(bundle.inclusion_proof?.head.seq).toBe(2);
  });

  it('should answer 422 for sizes out of order or beyond the latest tree', async () => {
    await registerProgram(app);
    const latest = (await issue()) ?? ((await app.http.get('/api/audit/checkpoints/latest')).body as Checkpoint);
    await app.http.get(`/api/audit/checkpoints/consistency?from=2&to=1`).expect(422);
    await app.http.get(`/api/audit/checkpoints/consistency?from=1&to=${latest.tree_size + 1}`).expect(422);
    await app.http.get(`/api/audit/checkpoints/consistency?from=0&to=1`).expect(422);
    await app.http.get(`/api/audit/checkpoints/consistency?from=x&to=1`).expect(422);
  });

  it('should list checkpoints since an instant, ascending, in pages', async () => {
    const issued: Checkpoint[] = [];
    for (let round = 0; round < 3; round++) {
      await registerProgram(app);
      issued.push((await issue()) as Checkpoint);
    }
    // Earlier tests issued checkpoints moments before: `since` is exactly the first of this test's.
    const since = issued[0].issued_at;
    const earlier = await app.http.get('/api/audit/checkpoints').query({ since: '2000-01-01T00:00:00Z' }).expect(200);
    expect((earlier.body as { checkpoints: Checkpoint[] }).checkpoints.length).toBeGreaterThan(3);
    const first = await app.http.get('/api/audit/checkpoints').query({ since, limit: 2 }).expect(200);
    const page = first.body as { checkpoints: Checkpoint[]; next_cursor: string | null };
    expect(page.checkpoints.map((checkpoint) => checkpoint.id)).toEqual(issued.slice(0, 2).map((c) => c.id));
    expect(page.next_cursor).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const second = await app.http
      .get('/api/audit/checkpoints')
      .query({ since, limit: 2, cursor: page.next_cursor })
      .expect(200);
    expect(second.body).toEqual({ checkpoints: [issued[2]], next_cursor: null });
    // The bare id earlier pages gave as `next_cursor` still continues after that checkpoint.
    const legacy = await app.http
      .get('/api/audit/checkpoints')
      .query({ since, limit: 2, cursor: String(issued[1].id) })
      .expect(200);
    expect(legacy.body).toEqual(second.body);
    // The cursor is bound to `since`: with another instant it is refused, not followed.
    const otherSince = await app.http
      .get('/api/audit/checkpoints')
      .query({ since: '2000-01-01T00:00:00Z', limit: 2, cursor: page.next_cursor })
      .expect(422);
    expect(otherSince.body).toMatchObject({ detail: [{ type: 'cursor_invalid', loc: ['query', 'cursor'] }] });
    await app.http.get('/api/audit/checkpoints').query({ since: 'yesterday' }).expect(422);
    await app.http.get('/api/audit/checkpoints').query({ since, limit: 101 }).expect(422);
  });

  it('should list from the first checkpoint when `since` is absent', async () => {
    await registerProgram(app);
    const latest = (await issue()) as Checkpoint;
    const all: Checkpoint[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, number | string> = cursor === null ? { limit: 2 } : { limit: 2, cursor };
      const response = await app.http.get('/api/audit/checkpoints').query(query).expect(200);
      const page = response.body as { checkpoints: Checkpoint[]; next_cursor: string | null };
      all.push(...page.checkpoints);
      cursor = page.next_cursor;
    } while (cursor !== null);
    const fromEpoch = await app.http.get('/api/audit/checkpoints').query({ since: '1970-01-01T00:00:00Z' }).expect(200);
    const ids = all.map((checkpoint) => checkpoint.id);
    expect(ids).toEqual((fromEpoch.body as { checkpoints: Checkpoint[] }).checkpoints.map((c) => c.id));
    expect(ids[ids.length - 1]).toBe(latest.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('should answer 422, not a database error, for a cursor past 32 bits', async () => {
    const response = await app.http
      .get('/api/audit/checkpoints')
      .query({ cursor: 2 ** 40 })
      .expect(422);
    expect(JSON.stringify(response.body)).toContain('cursor');
  });

  it('should say why no checkpoint was issued', async () => {
    await registerProgram(app);
    await issue();
    const response = await app.http.post('/api/operator/audit/checkpoints').set(ADMIN_HEADERS).expect(200);
    expect(response.body).toEqual({ issued: false, checkpoint: null, reason: 'nothing_moved' });
  });

  it('should print the chain head, the checkpoint covering it and its key id in the compliance report', async () => {
    const program = await registerProgram(app);
    const before = await app.http
      .get(`/api/register/${program.reference}/compliance-report.html`)
      .set(ADMIN_HEADERS)
      .expect(200);
    expect(before.text).toContain('No checkpoint covers this program yet');
    const checkpoint = (await issue()) as Checkpoint;
    const bundle = await bundleOf(program.reference);
    const report = await app.http
      .get(`/api/register/${program.reference}/compliance-report.html`)
      .set(ADMIN_HEADERS)
      .expect(200);
    const html = report.text;
    expect(html).toContain(`<dt>Chain head</dt><dd class="hash">${bundle.integrity.head_hash}</dd>`);
    expect(html).toContain(
      `<dt>Checkpoint</dt><dd>#${checkpoint.id} · tree size ${checkpoint.tree_size} · issued ${checkpoint.issued_at}</dd>`,
    );
    expect(html).toContain(`<dt>Checkpoint root</dt><dd class="hash">${checkpoint.root_hash}</dd>`);
    expect(html).toContain(`<dt>Signing key</dt><dd class="hash">${checkpoint.kid}</dd>`);
    expect(html).toContain(`seq 1 (leaf ${bundle.inclusion_proof?.leaf_index})`);
    expect(html).toContain('Every head logged in a checkpoint is still reached by the record');
    expect(html).not.toContain('No checkpoint covers this program yet');
  });

  it('should refuse UPDATE and DELETE of leaves, nodes and checkpoints at the database level', async () => {
    await registerProgram(app);
    await issue();
    const columns = { audit_log_leaves: 'head_hash', audit_tree_nodes: 'hash', audit_checkpoints: 'kid' };
    for (const [table, column] of Object.entries(columns)) {
      await expect(app.dataSource.query(`UPDATE ${table} SET ${column} = 'x'`)).rejects.toThrow(/append-only/);
      await expect(app.dataSource.query(`DELETE FROM ${table}`)).rejects.toThrow(/append-only/);
    }
    // Deleting a program's logged head would let the log forget it (and the next run log a rewritten head).
    await expect(app.dataSource.query('DELETE FROM audit_program_heads')).rejects.toThrow(/only moves forward/);
    await expect(app.dataSource.query('UPDATE audit_program_heads SET seq = 0')).rejects.toThrow(/only moves forward/);
  });

  it('should catch a record rewritten after a checkpoint, hashes recomputed, by its logged head', async () => {
    const program = await registerProgram(app, { client_role: 'business' });
    await app.http.patch(`/api/checklist/${program.reference}/items/aml_programme`).send({ done: true }).expect(200);
    await issue();
    const reader = app.app.get(AuditLogReader);
    expect(await reader.loggedHeadMismatchesOf(program.reference)).toEqual([]);

    await dropEventGuards(app);
    const events = app.dataSource.getRepository(ProgramEvent);
    const rows = await events.find({ where: { registrationId: program.id }, order: { seq: 'ASC' } });
    let prevHash = GENESIS_HASH;
    for (const row of rows) {
      const payload = row.seq === 1 ? { ...row.payload, rewritten: true } : row.payload;
      const hash = eventHash({ ...row, reference: program.reference, payload, prevHash });
      // TypeORM's deep-partial type refuses a JSON column's Record; the value is the column's own type.
      await events.update({ id: row.id }, { payload: payload as never, prevHash, hash });
      prevHash = hash;
    }

    const bundle = await bundleOf(program.reference);
    expect(bundle.program_events.map((event) => event.seq)).toEqual([1, 2]);
    expect(bundle.integrity.chain_valid).toBe(true);
    expect(bundle.integrity.logged_heads_valid).toBe(false);
    const report = await app.http
      .get(`/api/register/${program.reference}/compliance-report.html`)
      .set(ADMIN_HEADERS)
      .expect(200);
    expect(report.text).toContain('The record no longer reaches a head logged in a checkpoint: rewritten after it');
    const proof = bundle.inclusion_proof;
    expect(proof?.head.seq).toBe(2);
    // The chain verifies again, but the logged head no longer matches the record at that seq.
    expect(proof?.head.head_hash).not.toBe(bundle.program_events[1].hash);
    expect(await reader.loggedHeadMismatchesOf(program.reference)).toEqual([
      {
        seq: 2,
        leaf_index: proof?.leaf_index,
        logged_head_hash: proof?.head.head_hash,
        recomputed_head_hash: bundle.program_events[1].hash,
      },
    ]);
  });

  it('should catch the last events deleted after a checkpoint, and prove only heads the exported events reach', async () => {
    const program = await registerProgram(app, { client_role: 'business' });
    await issue();
    await app.http.patch(`/api/checklist/${program.reference}/items/aml_programme`).send({ done: true }).expect(200);
    await issue();
    await dropEventGuards(app);
    await app.dataSource.getRepository(ProgramEvent).delete({ registrationId: program.id, seq: 2 });

    const bundle = await bundleOf(program.reference);
    expect(bundle.program_events.map((event) => event.seq)).toEqual([1]);
    expect(bundle.integrity.chain_valid).toBe(true);
    expect(bundle.integrity.logged_heads_valid).toBe(false);
    // The proof is of the newest logged head the exported events reach, never of one past them.
    expect(bundle.inclusion_proof?.head).toEqual({
      reference: program.reference,
      seq: 1,
      head_hash: bundle.program_events[0].hash,
    });
  });
});
