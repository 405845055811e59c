import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import { SAMPLE_FILES, uploadDocument } from '../factories/document.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

const QUOTA_COUNT = 3;
const QUOTA_BYTES = 4096;

/** A PDF of exactly `size` bytes (signature first, padding after). */
function pdfOf(size: number): Buffer {
  return Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(size - SAMPLE_FILES.pdf.length, 0x20)]);
}

describe('Document quota per program (decisions §7)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      listen: true,
      env: { DOCUMENT_QUOTA_COUNT: String(QUOTA_COUNT), DOCUMENT_QUOTA_BYTES: String(QUOTA_BYTES) },
    });
  });

  afterAll(async () => {
    await app.close();
  });

  /** Everything an upload could leave behind: rows, events, checklist. */
  async function traceOf(reference: string): Promise<unknown> {
    const [documents, events, checklist] = await Promise.all([
      app.http.get(`/api/documents/${reference}`).set(ADMIN_HEADERS).expect(200),
      app.http.get(`/api/programs/${reference}/events`).expect(200),
      app.http.get(`/api/checklist/${reference}`).expect(200),
    ]);
    return {
      documents: bodyOf<'DocumentsList'>(documents),
      events: bodyOf<'ProgramEventsList'>(events),
      checklist: bodyOf<'ChecklistView'>(checklist),
    };
  }

  it('should answer 409 document_quota_exceeded to the upload past DOCUMENT_QUOTA_COUNT and leave no trace', async () => {
    const program = await registerProgram(app);
    for (let index = 0; index < QUOTA_COUNT; index++) {
      await uploadDocument(app, program.reference, { filename: `part-${index}.pdf` });
    }
    const before = await traceOf(program.reference);

    const response = await app.http
      .post(`/api/documents/${program.reference}`)
      .attach('file', SAMPLE_FILES.pdf, 'one-too-many.pdf')
      .expect(409);

    expect(response.body).toEqual({
      detail: `Document quota reached: a program holds at most ${QUOTA_COUNT} documents`,
      code: 'document_quota_exceeded',
    });
    expect(await traceOf(program.reference)).toEqual(before);
  });

  it('should answer 409 to an upload that would take the total past DOCUMENT_QUOTA_BYTES, and accept one that fits exactly', async () => {
    const program = await registerProgram(app);
    await uploadDocument(app, program.reference, { bytes: pdfOf(3000) });
    const before = await traceOf(program.reference);

    const response = await app.http
      .post(`/api/documents/${program.reference}`)
      .attach('file', pdfOf(QUOTA_BYTES - 3000 + 1), 'over.pdf')
      .expect(409);
    expect(response.body).toMatchObject({ code: 'document_quota_exceeded' });
    expect(bodyOf<'HTTPError'>(response).detail).toContain(`at most ${QUOTA_BYTES} bytes`);
    expect(await traceOf(program.reference)).toEqual(before);

    await uploadDocument(app, program.reference, { bytes: pdfOf(QUOTA_BYTES - 3000) });
  });

  it('should refuse a first upload larger than the byte quota without touching the checklist', async () => {
    const program = await registerProgram(app);
    const before = await traceOf(program.reference);
    await app.http
      .post(`/api/documents/${program.reference}`)
      .attach('file', pdfOf(QUOTA_BYTES + 1), 'big.pdf')
      .expect(409);
    const after = (await traceOf(program.reference)) as { checklist: { items: Array<{ id: string; done: boolean }> } };
    expect(after).toEqual(before);
    expect(after.checklist.items.find((item) => item.id === 'documents_uploaded')).toMatchObject({ done: false });
  });

  it('should let exactly one of many parallel uploads take the last slot', async () => {
    const program = await registerProgram(app);
    for (let index = 0; index < QUOTA_COUNT - 1; index++) {
      await uploadDocument(app, program.reference);
    }
    const racers = 8;
    const statuses = await Promise.all(
      Array.from({ length: racers }, async (_, index) => {
        const form = new FormData();
        form.append('file', new Blob([SAMPLE_FILES.pdf]), `racer-${index}.pdf`);
        const response = await fetch(`${app.url}/api/documents/${program.reference}`, { method: 'POST', body: form });
        await response.arrayBuffer();
        return response.status;
      }),
    );

    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(racers - 1);
    const trace = (await traceOf(program.reference)) as {
      documents: { count: number };
      events: { events: Array<{ event_type: string }> };
    };
    expect(trace.documents.count).toBe(QUOTA_COUNT);
    expect(trace.events.events.filter((event) => event.event_type === 'document.uploaded')).toHaveLength(QUOTA_COUNT);
  });

  it('should count each program on its own', async () => {
    const full = await registerProgram(app);
    const other = await registerProgram(app);
    for (let index = 0; index < QUOTA_COUNT; index++) {
      await uploadDocument(app, full.reference);
    }
    const accepted = await uploadDocument(app, other.reference);
    expect(accepted.reference).toBe(other.reference);
  });
});
