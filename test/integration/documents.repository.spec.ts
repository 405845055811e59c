import { randomBytes, randomUUID } from 'node:crypto';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { StoredDocument } from '../../src/documents/document.entity';
import { DocumentsRepository } from '../../src/documents/documents.repository';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

/** The `documents` table on the real dialect, each test on programs of its own. */
describe(DocumentsRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let documents: DocumentsRepository;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    documents = app.app.get(DocumentsRepository);
  });

  afterAll(async () => {
    await app.close();
  });

  const freshProgramId = async (): Promise<number> => (await registerProgram(app)).id;
  const newDocument = (registrationId: number, overrides: Partial<StoredDocument> = {}): StoredDocument => {
    const content = randomBytes(16 + Math.floor(Math.random() * 64));
    return Object.assign(new StoredDocument(), {
      id: randomUUID(),
      registrationId,
      filename: 'scan.pdf',
      contentType: 'application/pdf',
      size: content.length,
      sha256: randomBytes(32).toString('hex'),
      documentType: null,
      content,
      source: 'admin',
      uploadedAt: new Date(),
      erasedAt: null,
      ...overrides,
    });
  };
  const store = (...rows: StoredDocument[]) =>
    db.write(async (unit) => {
      for (const row of rows) {
        await documents.insert(unit, row);
      }
    });

  it("should list a program's documents oldest first, without their bytes, when it holds several", async () => {
    const programId = await freshProgramId();
    const other = await freshProgramId();
    const first = newDocument(programId, { uploadedAt: new Date('2026-01-01T10:00:00.000Z'), documentType: 'id' });
    const second = newDocument(programId, { uploadedAt: new Date('2026-01-01T11:00:00.000Z') });
    await store(second, newDocument(other), first);

    const listed = await db.read((unit) => documents.listOf(unit, programId));

    expect(listed.map((document) => document.id)).toEqual([first.id, second.id]);
    expect(listed[0]).toEqual({
      id: first.id,
      registrationId: programId,
      filename: 'scan.pdf',
      contentType: 'application/pdf',
      size: first.size,
      sha256: first.sha256,
      documentType: 'id',
      source: 'admin',
      uploadedAt: first.uploadedAt,
      erasedAt: null,
    });
    expect(listed[1]).not.toHaveProperty('content');
  });

  it('should order documents uploaded at the same instant by id', async () => {
    const programId = await freshProgramId();
    const at = new Date('2026-02-02T08:00:00.000Z');
    const rows = [newDocument(programId, { uploadedAt: at }), newDocument(programId, { uploadedAt: at })];
    await store(...rows);

    const listed = await db.read((unit) => documents.listOf(unit, programId));

    expect(listed.map((document) => document.id)).toEqual(rows.map((row) => row.id).sort());
  });

  it('should return the bytes of a document only with the program that holds it', async () => {
    const programId = await freshProgramId();
    const other = await freshProgramId();
    const document = newDocument(programId);
    await store(document);

    const found = await db.read((unit) => documents.findWithContent(unit, programId, document.id));
    const elsewhere = await db.read((unit) => documents.findWithContent(unit, other, document.id));
    const unknown = await db.read((unit) => documents.findWithContent(unit, programId, randomUUID()));

    expect(Buffer.from(found!.content).equals(document.content)).toBe(true);
    expect(found!.sha256).toBe(document.sha256);
    expect(elsewhere).toBeNull();
    expect(unknown).toBeNull();
  });

  it("should empty the bytes of the program's documents only, keep their metadata and count each once", async () => {
    const programId = await freshProgramId();
    const other = await freshProgramId();
    const rows = [newDocument(programId), newDocument(programId)];
    const untouched = newDocument(other);
    await store(...rows, untouched);
    const at = new Date('2031-05-05T05:05:05.000Z');

    expect(await db.write((unit) => documents.eraseContentOf(unit, programId, at))).toBe(2);
    expect(await db.write((unit) => documents.eraseContentOf(unit, programId, at))).toBe(0);

    const erased = await db.read((unit) => documents.findWithContent(unit, programId, rows[0].id));
    expect(erased!.content).toHaveLength(0);
    expect(erased!.erasedAt).toEqual(at);
    expect(erased!.sha256).toBe(rows[0].sha256);
    expect(erased!.size).toBe(rows[0].size);
    const kept = await db.read((unit) => documents.findWithContent(unit, other, untouched.id));
    expect(Buffer.from(kept!.content).equals(untouched.content)).toBe(true);
    expect(kept!.erasedAt).toBeNull();
  });

  it("should sum a program's document count and bytes, zero for a program without documents", async () => {
    const programId = await freshProgramId();
    const empty = await freshProgramId();
    const rows = [newDocument(programId, { size: 1000 }), newDocument(programId, { size: 2345 })];
    await store(...rows);

    expect(await db.read((unit) => documents.usageOf(unit, programId))).toEqual({ count: 2, bytes: 3345 });
    expect(await db.read((unit) => documents.usageOf(unit, empty))).toEqual({ count: 0, bytes: 0 });
  });

  it('should leave no document when the transaction that inserted it rolls back', async () => {
    const programId = await freshProgramId();

    await expect(
      db.write(async (unit) => {
        await documents.insert(unit, newDocument(programId));
        throw new Error('event append failed');
      }),
    ).rejects.toThrow('event append failed');

    expect(await db.read((unit) => documents.listOf(unit, programId))).toEqual([]);
    expect(await db.read((unit) => documents.usageOf(unit, programId))).toEqual({ count: 0, bytes: 0 });
  });
});
