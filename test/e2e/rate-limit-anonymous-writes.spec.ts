import { request as httpRequest } from 'node:http';
import type { Response } from 'supertest';
import { SAMPLE_FILES } from '../factories/document.factory';
import { instructionInput } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';

/**
 * Anonymous writes (decisions §7 rev 2): uploads, checklist patches, portal steps and handoff records without a
 * credential are limited per client and per program (keyed by the canonical reference); a rejected write leaves
 * no trace, and an upload is refused before its body is read.
 */
describe('Rate limits on anonymous writes', () => {
  let app: TestApp;
  let clientCounter = 0;

  async function start(env: Record<string, string>, listen = false): Promise<void> {
    app = await startTestApp({
      listen,
      env: {
        RATE_LIMIT_ENABLED: 'true',
        TRUST_PROXY: '1',
        RATE_LIMIT_READ_PER_MINUTE: '1000',
        RATE_LIMIT_MISS_PER_MINUTE: '1000',
        ...env,
      },
    });
  }

  afterEach(async () => {
    await app.close();
  });

  function newClient(): Record<string, string> {
    clientCounter++;
    return { 'X-Forwarded-For': `198.51.100.${clientCounter}` };
  }

  /** Created with the admin credential, so intake limits never get in the way of a scenario's own counts. */
  async function newProgram(): Promise<string> {
    return (await registerProgram(app, {}, { 'X-Admin-Token': TEST_ADMIN_TOKEN })).reference;
  }

  async function eventTypes(reference: string): Promise<string[]> {
    const response = await app.http
      .get(`/api/programs/${reference}/events?limit=500`)
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .expect(200);
    return (response.body as { events: Array<{ event_type?: string; type?: string }> }).events.map(
      (event) => event.event_type ?? event.type ?? '',
    );
  }

  async function documentCount(reference: string): Promise<number> {
    const response = await app.http
      .get(`/api/documents/${reference}`)
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .expect(200);
    return (response.body as { count: number }).count;
  }

  function upload(reference: string, client: Record<string, string>) {
    return app.http.post(`/api/documents/${reference}`).set(client).attach('file', SAMPLE_FILES.png, 'scan.png');
  }

  function expectThrottled(response: Response): void {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(response.body).toEqual({ detail: expect.any(String) as unknown, code: 'rate_limited' });
  }

  describe('per program', () => {
    beforeEach(async () => {
      await start({ RATE_LIMIT_ANON_WRITE_PER_MINUTE: '1000', RATE_LIMIT_PROGRAM_WRITE_PER_MINUTE: '4' });
    });

    it('should share one budget across upload, checklist, portal step and handoff record, whoever sends and however the reference is spelled', async () => {
      const reference = await newProgram();
      const lower = reference.toLowerCase();
      await upload(lower, newClient()).expect(200);
      await app.http
        .patch(`/api/checklist/${lower}/items/identity_verification`)
        .set(newClient())
        .send({ done: true })
        .expect(200);
      await app.http
        .post(`/api/register/${reference}/portal-step/`)
        .set(newClient())
        .send({ step: 'verify' })
        .expect(200);
      await app.http.post('/api/instructions').set(newClient()).send(instructionInput(lower)).expect(200);
      const eventsBefore = await eventTypes(reference);

      expectThrottled(await upload(reference, newClient()));
      expectThrottled(
        await app.http.patch(`/api/checklist/${reference}/items/aml_programme`).set(newClient()).send({ done: true }),
      );
      expectThrottled(
        await app.http.post(`/api/register/${lower}/portal-step`).set(newClient()).send({ step: 'fund' }),
      );
      expectThrottled(await app.http.post('/api/instructions').set(newClient()).send(instructionInput(reference)));

      expect(await eventTypes(reference)).toEqual(eventsBefore);
      expect(await documentCount(reference)).toBe(1);
    });

    it('should leave other programs, reads and the admin credential unaffected', async () => {
      const busy = await newProgram();
      const quiet = await newProgram();
      for (let index = 0; index < 4; index++) {
        await upload(busy, newClient()).expect(200);
      }
      expectThrottled(await upload(busy, newClient()));
      await upload(quiet, newClient()).expect(200);
      await app.http.get(`/api/checklist/${busy}`).set(newClient()).expect(200);
      await app.http
        .post(`/api/documents/${busy}`)
        .set('X-Admin-Token', TEST_ADMIN_TOKEN)
        .attach('file', SAMPLE_FILES.pdf, 'admin.pdf')
        .expect(200);
      expect(await documentCount(busy)).toBe(5);
    });
  });

  describe('per client', () => {
    beforeEach(async () => {
      await start({ RATE_LIMIT_ANON_WRITE_PER_MINUTE: '3', RATE_LIMIT_PROGRAM_WRITE_PER_MINUTE: '1000' });
    });

    it('should cap one client across programs, and not another client', async () => {
      const client = newClient();
      const programs = [await newProgram(), await newProgram(), await newProgram(), await newProgram()];
      for (const reference of programs.slice(0, 3)) {
        await app.http
          .patch(`/api/checklist/${reference}/items/identity_verification`)
          .set(client)
          .send({ done: true })
          .expect(200);
      }
      const before = await eventTypes(programs[3]);
      expectThrottled(
        await app.http
          .patch(`/api/checklist/${programs[3]}/items/identity_verification`)
          .set(client)
          .send({ done: true }),
      );
      expectThrottled(await app.http.post('/api/instructions').set(client).send(instructionInput(programs[3])));
      expect(await eventTypes(programs[3])).toEqual(before);
      await app.http
        .patch(`/api/checklist/${programs[3]}/items/identity_verification`)
        .set(newClient())
        .send({ done: true })
        .expect(200);
    });

    it('should not count writes made with the admin credential', async () => {
      const reference = await newProgram();
      const client = { ...newClient(), 'X-Admin-Token': TEST_ADMIN_TOKEN };
      for (let index = 0; index < 6; index++) {
        await app.http
          .patch(`/api/checklist/${reference}/items/identity_verification`)
          .set(client)
          .send({ done: index % 2 === 0 })
          .expect(200);
      }
    });
  });

  describe('uploads over the limit', () => {
    beforeEach(async () => {
      await start({ RATE_LIMIT_ANON_WRITE_PER_MINUTE: '1', RATE_LIMIT_PROGRAM_WRITE_PER_MINUTE: '1000' }, true);
    });

    it('should be refused before the body is read', async () => {
      const reference = await newProgram();
      const client = newClient();
      await upload(reference, client).expect(200);

      // Headers and the first bytes of a 10 MiB upload; the rest is never sent. The answer must come anyway.
      const status = await new Promise<number>((resolve, reject) => {
        const boundary = 'limit-boundary';
        const pending = httpRequest(
          `${app.url}/api/documents/${reference}`,
          {
            method: 'POST',
            headers: {
              ...client,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': String(10 * 1024 * 1024),
            },
          },
          (response) => {
            response.resume();
            pending.destroy();
            resolve(response.statusCode ?? 0);
          },
        );
        pending.on('error', (error) => {
          if (!pending.destroyed) {
            reject(error);
          }
        });
        pending.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        );
        pending.write(SAMPLE_FILES.png);
        setTimeout(() => {
          pending.destroy();
          reject(new Error('no answer before the body was complete'));
        }, 5000).unref();
      });

      expect(status).toBe(429);
      expect(await documentCount(reference)).toBe(1);
    });
  });
});
