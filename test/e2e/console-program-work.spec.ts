import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProgramEvent } from '../../src/program-events/program-event.entity';
import { ProgramNote } from '../../src/program-notes/program-note.entity';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import {
  consoleSignIn,
  escaped,
  expectNothingChanged,
  followRedirect,
  htmlProblemsOf,
  postForm,
  programPageOf,
} from '../support/console-work';
import { createOperatorWithToken } from '../support/operators';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

const ITEM = 'identity_verification';
const ITEM_LABEL_PATTERN = /“[^”]+” marked done\./;

interface ChecklistItemBody {
  id: string;
  done: boolean;
  done_by: string | null;
}

/** The console's work forms on a program page: checklist ticks, handoff records, and the filtered timeline. */
describe('Console program work: checklist and handoff records', () => {
  let app: TestApp;
  let owner: string;
  let reviewer: { cookie: string; displayName: string };
  let viewer: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { RETENTION_YEARS: '0' } });
    owner = await consoleSignIn(app, TEST_ADMIN_TOKEN);
    const review = await createOperatorWithToken(app, 'reviewer', { display_name: 'Robin Reviewer' });
    reviewer = { cookie: await consoleSignIn(app, review.token), displayName: review.display_name };
    viewer = await consoleSignIn(app, (await createOperatorWithToken(app, 'viewer')).token);
  });

  afterAll(async () => {
    await app.close();
  });

  const pagePath = (reference: string) => `/admin/programs/${reference}`;
  const checklistPath = (reference: string, item = ITEM) => `/admin/programs/${reference}/checklist/${item}`;

  async function itemOf(reference: string, item = ITEM): Promise<ChecklistItemBody> {
    const response = await app.http.get(`/api/checklist/${reference}`).set(ADMIN_HEADERS).expect(200);
    const found = (response.body as { items: ChecklistItemBody[] }).items.find((entry) => entry.id === item);
    if (!found) {
      throw new Error(`no item ${item}`);
    }
    return found;
  }

  async function storedEvents(programId: number): Promise<ProgramEvent[]> {
    return app.dataSource
      .getRepository(ProgramEvent)
      .find({ where: { registrationId: programId }, order: { seq: 'ASC' } });
  }

  describe('checklist', () => {
    it('should tick an item with a comment, redirect, and show who, when and the comment after the redirect', async () => {
      const program = await registerProgram(app);
      const { csrf } = await programPageOf(app, reviewer.cookie, pagePath(program.reference));
      const comment = 'Passport <checked> against the video call & the register';

      const response = await postForm(app, checklistPath(program.reference), reviewer.cookie, {
        csrf_token: csrf,
        done: 'true',
        comment,
      });
      expect(response.headers.location).toBe(
        `/admin/programs/${program.reference}?done=item_done&item=${ITEM}#checklist-heading`,
      );
      const page = await followRedirect(app, response, reviewer.cookie);

      expect(page).toMatch(
        new RegExp(`<p class="notice notice-success" role="status">${ITEM_LABEL_PATTERN.source}</p>`),
      );
      const row = new RegExp(`<tr id="item-${ITEM}" class="done">[\\s\\S]*?</tr>`).exec(page)?.[0] ?? '';
      expect(row).toContain(`Ticked by ${reviewer.displayName} (operator)`);
      expect(row).toContain(`<span class="comment">“${escaped(comment)}”</span>`);
      expect(row).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}T[^"]+Z">/);
      expect(row).toContain('value="false"');
      expect(row).toContain('>Reopen<span class="visually-hidden">');
      expect((await itemOf(program.reference)).done).toBe(true);
    });

    it('should record the tick through the checklist service: the API event, the actor, the comment as a note only', async () => {
      const program = await registerProgram(app);
      const { csrf } = await programPageOf(app, reviewer.cookie, pagePath(program.reference));
      const comment = 'Seen the licence: MSB-0042';
      await postForm(app, checklistPath(program.reference), reviewer.cookie, {
        csrf_token: csrf,
        done: 'true',
        comment,
      }).expect(303);

      const last = (await storedEvents(program.id)).at(-1) as ProgramEvent;
      expect(last.eventType).toBe('checklist.item_updated');
      expect(last.source).toBe('admin');
      expect(last.actor).toEqual(expect.objectContaining({ type: 'operator', display: reviewer.displayName }));
      expect(last.hashVersion).toBe(2);
      expect(Object.keys(last.payload).sort()).toEqual(['comment', 'done', 'item_id']);
      const reference = last.payload.comment as { note_id: unknown; commitment: unknown };
      expect(Object.keys(reference).sort()).toEqual(['commitment', 'note_id']);
      expect(typeof reference.note_id).toBe('string');
      expect(reference.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(last.payload)).not.toContain('MSB-0042');
      const notes = await app.dataSource.getRepository(ProgramNote).find({ where: { registrationId: program.id } });
      expect(notes.map((note) => note.text)).toEqual([comment]);

      // The operators' events page joins the text back; an applicant, a partner and webhooks never see it.
      const internal = await app.http.get(`/api/programs/${program.reference}/events`).set(ADMIN_HEADERS).expect(200);
      expect(bodyOf<'ProgramEventsList'>(internal).events.at(-1)?.payload).toEqual({
        item_id: ITEM,
        done: true,
        comment,
      });
      const outside = await app.http.get(`/api/programs/${program.reference}/events`).expect(200);
      expect(bodyOf<'ProgramEventsList'>(outside).events.at(-1)?.payload).toEqual({ item_id: ITEM, done: true });
    });

    it('should reopen a done item without a comment: no note, an event without one', async () => {
      const program = await registerProgram(app);
      await app.http.patch(`/api/checklist/${program.reference}/items/${ITEM}`).set(ADMIN_HEADERS).send({ done: true });
      const { csrf, text } = await programPageOf(app, owner, pagePath(program.reference));
      expect(new RegExp(`<tr id="item-${ITEM}" class="done">[\\s\\S]*?value="false"`).test(text)).toBe(true);

      const response = await postForm(app, checklistPath(program.reference), owner, {
        csrf_token: csrf,
        done: 'false',
        comment: '  ',
      });
      const page = await followRedirect(app, response, owner);
      expect(page).toMatch(/<p class="notice notice-success" role="status">“[^”]+” reopened\.<\/p>/);
      expect(page).toContain('Reopened by bootstrap<br>');
      const last = (await storedEvents(program.id)).at(-1) as ProgramEvent;
      expect(last.payload).toEqual({ item_id: ITEM, done: false });
      expect(await app.dataSource.getRepository(ProgramNote).count({ where: { registrationId: program.id } })).toBe(0);
      expect((await itemOf(program.reference)).done).toBe(false);
    });

    it('should refuse an item already at that value with 409, keep the comment and record nothing', async () => {
      const program = await registerProgram(app);
      await app.http.patch(`/api/checklist/${program.reference}/items/${ITEM}`).set(ADMIN_HEADERS).send({ done: true });
      const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
      await expectNothingChanged(app, async () => {
        const response = await postForm(app, checklistPath(program.reference), owner, {
          csrf_token: csrf,
          done: 'true',
          comment: 'second tick "by" me',
        }).expect(409);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.text).toMatch(
          /<p class="notice notice-error" role="alert">Nothing changed: “[^”]+” is already done/,
        );
        expect(response.text).toContain(`value="${escaped('second tick "by" me')}"`);
      });
    });

    it.each([
      ['a comment over 2000 characters', { done: 'true', comment: 'x'.repeat(2001) }, /at most 2000 characters/],
      ['a comment with a NUL character', { done: 'true', comment: 'a\u0000b' }, /NUL characters/],
      [
        'a done value that is neither true nor false',
        { done: 'yes', comment: 'kept text' },
        /Input should be &#x27;true&#x27; or &#x27;false&#x27;/,
      ],
    ])(
      'should refuse %s with 422, the error beside the field, the input kept, nothing changed',
      async (_label, fields, error) => {
        const program = await registerProgram(app);
        const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
        await expectNothingChanged(app, async () => {
          const response = await postForm(app, checklistPath(program.reference), owner, {
            csrf_token: csrf,
            ...fields,
          }).expect(422);
          expect(response.text).toMatch(error);
          expect(response.text).toContain(`id="comment-${ITEM}-error" class="field-error"`);
          expect(response.text).toContain(`aria-invalid="true" aria-describedby="comment-${ITEM}-error"`);
          if (fields.comment === 'kept text') {
            expect(response.text).toContain('value="kept text"');
          }
        });
        expect((await itemOf(program.reference)).done).toBe(false);
      },
    );

    it('should answer 404 for an unknown item or program, nothing changed', async () => {
      const program = await registerProgram(app);
      const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
      await expectNothingChanged(app, async () => {
        const unknownItem = await postForm(app, checklistPath(program.reference, 'no_such_item'), owner, {
          csrf_token: csrf,
          done: 'true',
          comment: 'nope',
        }).expect(404);
        expect(bodyOf<'HTTPError'>(unknownItem).code).toBe('checklist_item_not_found');
        const unknownProgram = await postForm(app, checklistPath('PRG-000000'), owner, {
          csrf_token: csrf,
          done: 'true',
        }).expect(404);
        expect(bodyOf<'HTTPError'>(unknownProgram).code).toBe('program_not_found');
      });
    });

    it('should erase a checklist comment with the program: the chain and the offline verifier still hold', async () => {
      const program = await registerProgram(app);
      const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
      const comment = 'Called Ms Example at her home number';
      await postForm(app, checklistPath(program.reference), owner, { csrf_token: csrf, done: 'true', comment }).expect(
        303,
      );
      expect(await offlineVerdict(program.reference)).toEqual(expect.objectContaining({ status: 0 }));

      await app.http
        .patch(`/api/admin/registrations/${program.reference}`)
        .set(ADMIN_HEADERS)
        .send({ status: 'declined' })
        .expect(200);
      await app.http
        .post(`/api/admin/registrations/${program.reference}/erase`)
        .set(ADMIN_HEADERS)
        .send({})
        .expect(200);

      const [note] = await app.dataSource.getRepository(ProgramNote).find({ where: { registrationId: program.id } });
      expect([note.text, note.salt, note.erasedAt instanceof Date]).toEqual([null, null, true]);
      const page = (await app.http.get(pagePath(program.reference)).set('Cookie', owner).expect(200)).text;
      expect(page).not.toContain('home number');
      expect(page).toContain('<span class="comment">“[erased]”</span>');
      expect(page).toContain('Hash chain verified');
      expect(await offlineVerdict(program.reference)).toEqual(expect.objectContaining({ status: 0 }));

      // A program whose personal data is gone takes no new comment.
      const { csrf: again } = await programPageOf(app, owner, pagePath(program.reference));
      await expectNothingChanged(app, async () => {
        const refused = await postForm(app, checklistPath(program.reference), owner, {
          csrf_token: again,
          done: 'false',
          comment: 'new personal text',
        }).expect(409);
        expect(refused.text).toMatch(/Refused: The personal data of PRG-\d+ was erased/);
      });
    });

    async function offlineVerdict(reference: string): Promise<{ status: number | null; output: string }> {
      const bundle = await app.http
        .get(`/api/admin/registrations/${reference}/audit.json`)
        .set(ADMIN_HEADERS)
        .expect(200);
      const file = join(mkdtempSync(join(tmpdir(), 'console-work-')), 'audit.json');
      writeFileSync(file, JSON.stringify(bundle.body));
      const run = spawnSync(process.execPath, [join(__dirname, '../../bin/program-audit-verify.js'), file], {
        encoding: 'utf8',
      });
      return { status: run.status, output: `${run.stdout}${run.stderr}` };
    }
  });

  describe('handoff records', () => {
    const createPath = (reference: string) => `/admin/programs/${reference}/handoff-records`;
    const recordPath = (reference: string, id: number | string) => `/admin/programs/${reference}/handoff-records/${id}`;

    async function recordsOf(reference: string) {
      const response = await app.http.get(`/api/programs/${reference}/instructions`).set(ADMIN_HEADERS).expect(200);
      return bodyOf<'InstructionsList'>(response).instructions;
    }

    it('should create a draft record through the API service and say so after the redirect', async () => {
      const program = await registerProgram(app);
      const { csrf } = await programPageOf(app, reviewer.cookie, pagePath(program.reference));
      const response = await postForm(app, createPath(program.reference), reviewer.cookie, {
        csrf_token: csrf,
        provider: 'bank-partner',
        action: '',
        payload: '{"leg": 1, "corridor": "CA-US"}',
      });
      const [record] = await recordsOf(program.reference);
      expect(response.headers.location).toBe(
        `/admin/programs/${program.reference}?done=handoff_created&record=${record.id}#handoff-heading`,
      );
      const page = await followRedirect(app, response, reviewer.cookie);
      expect(page).toContain(`Handoff record ${record.instruction_ref} created (draft).`);
      expect(record).toEqual(
        expect.objectContaining({
          provider: 'bank-partner',
          action: 'submit_order',
          status: 'draft',
          payload: { leg: 1, corridor: 'CA-US' },
        }),
      );
      const last = (await storedEvents(program.id)).at(-1) as ProgramEvent;
      expect(last.eventType).toBe('handoff_record.created');
      expect(last.actor).toEqual(expect.objectContaining({ type: 'operator', display: reviewer.displayName }));
    });

    it('should show the payment-credential refusal beside the payload, keep every input, and store nothing', async () => {
      const program = await registerProgram(app);
      const { csrf } = await programPageOf(app, reviewer.cookie, pagePath(program.reference));
      const payload = '{"beneficiary": {"card_number": "4111 1111 1111 1111"}, "note": "<b>x</b>"}';
      await expectNothingChanged(app, async () => {
        const response = await postForm(app, createPath(program.reference), reviewer.cookie, {
          csrf_token: csrf,
          provider: 'card-partner',
          action: 'settle',
          payload,
        }).expect(422);
        expect(response.text).toContain(
          '<p class="notice notice-error" role="alert">The handoff record was not created: see the form below.</p>',
        );
        expect(response.text).toMatch(
          /<p id="handoff-payload-error" class="field-error">Payment credentials are not accepted: &quot;card_number&quot; names a payment credential \(cardnumber\) \(at beneficiary\.card_number\)\.<\/p>/,
        );
        expect(response.text).toContain(`>${escaped(payload)}</textarea>`);
        expect(response.text).toContain(
          'id="handoff-provider" type="text" name="provider" required minlength="2" maxlength="32" value="card-partner"',
        );
        expect(response.text).toContain('value="settle"');
        expect(response.text).toContain('aria-describedby="handoff-payload-error"');
      });
      expect(await recordsOf(program.reference)).toEqual([]);
    });

    it.each([
      [
        'a payload that is not JSON',
        { provider: 'bank-partner', payload: '{leg: 1}' },
        'payload',
        /Invalid JSON: Expecting property name enclosed in double quotes at character 2\./,
      ],
      [
        'a payload that is not an object',
        { provider: 'bank-partner', payload: '[1, 2]' },
        'payload',
        /Input should be a valid dictionary\./,
      ],
      [
        'a provider that is too short',
        { provider: 'b', payload: '' },
        'provider',
        /String should have at least 2 characters\./,
      ],
      [
        'an action that is too long',
        { provider: 'bank-partner', action: 'a'.repeat(65), payload: '' },
        'action',
        /at most 64 characters/,
      ],
    ])('should refuse %s with 422 beside its field, nothing stored', async (_label, fields, field, error) => {
      const program = await registerProgram(app);
      const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
      await expectNothingChanged(app, async () => {
        const response = await postForm(app, createPath(program.reference), owner, {
          csrf_token: csrf,
          ...fields,
        }).expect(422);
        const message = new RegExp(`<p id="handoff-${field}-error" class="field-error">([^<]*)</p>`).exec(
          response.text,
        )?.[1];
        expect(message).toMatch(error);
      });
    });

    it('should move a record along the machine, offering only the allowed next states, and set its external id', async () => {
      const program = await registerProgram(app);
      const record = await createInstruction(app, program.reference, {}, ADMIN_HEADERS);
      const { csrf, text } = await programPageOf(app, owner, pagePath(program.reference));
      const options = (html: string) =>
        [
          ...(new RegExp(`<select id="record-status-${record.id}"[\\s\\S]*?</select>`).exec(html)?.[0] ?? '').matchAll(
            /<option value="([^"]+)"/g,
          ),
        ].map((match) => match[1]);
      expect(options(text)).toEqual(['draft', 'submitted', 'failed']);

      const moved = await postForm(app, recordPath(program.reference, record.id), owner, {
        csrf_token: csrf,
        status: 'submitted',
        external_id: '',
      });
      expect(moved.headers.location).toBe(
        `/admin/programs/${program.reference}?done=handoff_updated&record=${record.id}#handoff-heading`,
      );
      const page = await followRedirect(app, moved, owner);
      expect(page).toContain(`Handoff record ${record.instruction_ref} saved: submitted.`);
      expect(options(page)).toEqual(['submitted', 'venue_ack', 'filled', 'failed']);
      const types = (await storedEvents(program.id)).slice(-2).map((event) => event.eventType);
      expect(types).toEqual(['handoff_record.updated', 'handoff.prepared']);

      const named = await postForm(app, recordPath(program.reference, record.id), owner, {
        csrf_token: csrf,
        status: 'submitted',
        external_id: 'BANK-REF-77',
      });
      expect(await followRedirect(app, named, owner)).toContain(
        `Handoff record ${record.instruction_ref} saved: submitted, external id BANK-REF-77.`,
      );
      expect((await recordsOf(program.reference))[0]).toEqual(
        expect.objectContaining({ status: 'submitted', external_id: 'BANK-REF-77' }),
      );

      await postForm(app, recordPath(program.reference, record.id), owner, {
        csrf_token: csrf,
        status: 'filled',
      }).expect(303);
      const final = (await app.http.get(pagePath(program.reference)).set('Cookie', owner).expect(200)).text;
      expect(options(final)).toEqual([]);
      expect(final).toContain(`<input type="hidden" name="status" value="filled">`);
      expect(final).toContain('filled is final');
    });

    it('should refuse a move the state machine forbids with 409, the reason beside the form, nothing changed', async () => {
      const program = await registerProgram(app);
      const record = await createInstruction(app, program.reference, {}, ADMIN_HEADERS);
      const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
      await expectNothingChanged(app, async () => {
        const response = await postForm(app, recordPath(program.reference, record.id), owner, {
          csrf_token: csrf,
          status: 'filled',
          external_id: 'KEEP-ME',
        }).expect(409);
        expect(response.text).toContain(
          `<p id="record-${record.id}-error" class="field-error">Cannot change handoff record status from draft to filled; allowed from draft: submitted, failed</p>`,
        );
        expect(response.text).toContain(
          `id="record-external-${record.id}" type="text" name="external_id" maxlength="128" value="KEEP-ME"`,
        );
      });
      expect((await recordsOf(program.reference))[0].status).toBe('draft');
    });

    it('should refuse an unknown status or a too-long external id with 422, nothing changed', async () => {
      const program = await registerProgram(app);
      const record = await createInstruction(app, program.reference, {}, ADMIN_HEADERS);
      const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
      await expectNothingChanged(app, async () => {
        const status = await postForm(app, recordPath(program.reference, record.id), owner, {
          csrf_token: csrf,
          status: 'shipped',
        }).expect(422);
        expect(status.text).toContain('Choose one of the statuses offered.');
        const external = await postForm(app, recordPath(program.reference, record.id), owner, {
          csrf_token: csrf,
          status: 'draft',
          external_id: 'e'.repeat(129),
        }).expect(422);
        expect(external.text).toMatch(
          /<p id="record-\d+-error" class="field-error">String should have at most 128 characters\.<\/p>/,
        );
      });
    });

    it("should answer 404 for an unknown record id, a malformed one, or another program's record", async () => {
      const program = await registerProgram(app);
      const other = await registerProgram(app);
      const theirs = await createInstruction(app, other.reference, {}, ADMIN_HEADERS);
      const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
      await expectNothingChanged(app, async () => {
        for (const id of [String(theirs.id), '999999', 'abc', '0', '99999999999']) {
          const response = await postForm(app, recordPath(program.reference, id), owner, {
            csrf_token: csrf,
            status: 'submitted',
          }).expect(404);
          expect(bodyOf<'HTTPError'>(response).code).toBe('instruction_not_found');
        }
      });
      expect((await recordsOf(other.reference))[0].status).toBe('draft');
    });
  });

  describe('who may post, and from where', () => {
    /** Each work form with a body that would change the program. */
    async function forms(reference: string, csrf: string): Promise<Array<[string, Record<string, string>]>> {
      const record = await createInstruction(app, reference, {}, ADMIN_HEADERS);
      return [
        [checklistPath(reference), { csrf_token: csrf, done: 'true', comment: 'should not land' }],
        [`/admin/programs/${reference}/handoff-records`, { csrf_token: csrf, provider: 'bank-partner' }],
        [`/admin/programs/${reference}/handoff-records/${record.id}`, { csrf_token: csrf, status: 'submitted' }],
      ];
    }

    it('should refuse a viewer with 403 operator_role_required and show no work form on their page', async () => {
      const program = await registerProgram(app);
      const { csrf, text } = await programPageOf(app, viewer, pagePath(program.reference));
      expect(text).toContain('Your role (viewer) reads this page');
      expect(text).not.toContain('class="item-form"');
      expect(text).not.toContain('class="handoff-form');
      expect(text).not.toContain('class="upload-form');
      for (const [path, fields] of await forms(program.reference, csrf)) {
        await expectNothingChanged(app, async () => {
          const response = await postForm(app, path, viewer, fields).expect(403);
          expect(bodyOf<'HTTPError'>(response).code).toBe('operator_role_required');
        });
      }
    });

    it('should refuse a missing or foreign CSRF token, another origin and no session, nothing changed', async () => {
      const program = await registerProgram(app);
      const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
      const { csrf: reviewersToken } = await programPageOf(app, reviewer.cookie, pagePath(program.reference));
      for (const [path, fields] of await forms(program.reference, csrf)) {
        await expectNothingChanged(app, async () => {
          const missing = await postForm(app, path, owner, { ...fields, csrf_token: '' }).expect(403);
          expect(bodyOf<'HTTPError'>(missing).code).toBe('csrf_invalid');
          const foreign = await postForm(app, path, owner, { ...fields, csrf_token: reviewersToken }).expect(403);
          expect(bodyOf<'HTTPError'>(foreign).code).toBe('csrf_invalid');
          const crossSite = await postForm(app, path, owner, fields, 'cross-site').expect(403);
          expect(bodyOf<'HTTPError'>(crossSite).code).toBe('cross_site_request');
          const otherOrigin = await app.http
            .post(path)
            .set('Cookie', owner)
            .set('Origin', 'https://evil.example')
            .type('form')
            .send(fields)
            .expect(403);
          expect(bodyOf<'HTTPError'>(otherOrigin).code).toBe('cross_site_request');
          await app.http.post(path).type('form').send(fields).expect(401);
        });
      }
    });

    it('should take a script’s X-Admin-Token without a CSRF token (like the status form)', async () => {
      const program = await registerProgram(app);
      const response = await app.http
        .post(checklistPath(program.reference))
        .set(ADMIN_HEADERS)
        .type('form')
        .send({ done: 'true' })
        .expect(303);
      expect(response.headers.location).toContain('done=item_done');
      expect((await itemOf(program.reference)).done).toBe(true);
    });

    it('should answer a script’s refusals as the API’s JSON, not a page, nothing changed', async () => {
      const program = await registerProgram(app);
      await app.http.patch(`/api/checklist/${program.reference}/items/${ITEM}`).set(ADMIN_HEADERS).send({ done: true });
      const record = await createInstruction(app, program.reference, {}, ADMIN_HEADERS);
      const script = (path: string, fields: Record<string, string>) =>
        app.http.post(path).set(ADMIN_HEADERS).type('form').send(fields);
      await expectNothingChanged(app, async () => {
        const unchanged = await script(checklistPath(program.reference), { done: 'true', comment: 'again' }).expect(
          409,
        );
        expect(bodyOf<'HTTPError'>(unchanged).code).toBe('checklist_item_unchanged');
        const invalid = await script(checklistPath(program.reference), { done: 'maybe' }).expect(422);
        expect(bodyOf<'HTTPValidationError'>(invalid).detail.map((item) => [item.type, item.loc])).toEqual([
          ['enum', ['body', 'done']],
        ]);
        const credentials = await script(`/admin/programs/${program.reference}/handoff-records`, {
          provider: 'bank-partner',
          payload: '{"iban": "DE89370400440532013000"}',
        }).expect(422);
        expect(bodyOf<'HTTPValidationError'>(credentials).detail.map((item) => [item.type, item.loc])).toEqual([
          ['payment_credentials_forbidden', ['body', 'payload', 'iban']],
        ]);
        expect(credentials.text).not.toContain('DE89370400440532013000');
        const notJson = await script(`/admin/programs/${program.reference}/handoff-records`, {
          provider: 'bank-partner',
          payload: '{',
        }).expect(422);
        expect(bodyOf<'HTTPValidationError'>(notJson).detail.map((item) => item.type)).toEqual(['json_invalid']);
        const move = await script(`/admin/programs/${program.reference}/handoff-records/${record.id}`, {
          status: 'filled',
        }).expect(409);
        expect(bodyOf<'HTTPError'>(move).code).toBe('invalid_instruction_transition');
      });
    });

    it('should refuse a body that is not a form with 400, nothing changed', async () => {
      const program = await registerProgram(app);
      await expectNothingChanged(app, async () => {
        const response = await app.http
          .post(checklistPath(program.reference))
          .set(ADMIN_HEADERS)
          .send({ done: 'true' })
          .expect(400);
        expect(bodyOf<'HTTPError'>(response).code).toBe('form_content_type_required');
      });
    });
  });

  describe('valid HTML (html-validate, recommended rules) in every state the forms add', () => {
    it('should validate the page with every form, its notices and each refusal', async () => {
      const program = await registerProgram(app, { full_name: 'Ada <b>Lovelace</b>' });
      const draft = await createInstruction(app, program.reference, {}, ADMIN_HEADERS);
      const final = await createInstruction(app, program.reference, {}, ADMIN_HEADERS);
      await app.http.patch(`/api/instructions/${final.id}`).set(ADMIN_HEADERS).send({ status: 'failed' }).expect(200);
      const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
      const states: Array<[string, string]> = [];
      const ticked = await postForm(app, checklistPath(program.reference), owner, {
        csrf_token: csrf,
        done: 'true',
        comment: 'Checked "twice" <really>',
      });
      states.push(['a tick and its notice', await followRedirect(app, ticked, owner)]);
      const stale = await postForm(app, checklistPath(program.reference), owner, {
        csrf_token: csrf,
        done: 'true',
        comment: 'x',
      });
      states.push(['a stale tick (409)', stale.text]);
      const long = await postForm(app, checklistPath(program.reference), owner, {
        csrf_token: csrf,
        done: 'false',
        comment: 'y'.repeat(2001),
      });
      states.push(['a comment too long (422)', long.text]);
      const credentials = await postForm(app, `/admin/programs/${program.reference}/handoff-records`, owner, {
        csrf_token: csrf,
        provider: 'b',
        payload: '{"cvv": "123"}',
      });
      states.push(['a refused new record (422)', credentials.text]);
      const move = await postForm(app, `/admin/programs/${program.reference}/handoff-records/${draft.id}`, owner, {
        csrf_token: csrf,
        status: 'filled',
      });
      states.push(['a refused move (409)', move.text]);
      const created = await postForm(app, `/admin/programs/${program.reference}/handoff-records`, owner, {
        csrf_token: csrf,
        provider: 'bank-partner',
      });
      states.push(['a new record and its notice', await followRedirect(app, created, owner)]);
      states.push(['the page of a viewer', (await programPageOf(app, viewer, pagePath(program.reference))).text]);
      const filtered = await app.http
        .get(`${pagePath(program.reference)}?event_type=program.approval_requested&actor=partner`)
        .set('Cookie', owner)
        .expect(200);
      states.push(['a timeline filtered to nothing', filtered.text]);

      expect([stale.status, long.status, credentials.status, move.status]).toEqual([409, 422, 422, 409]);
      const problems = await Promise.all(states.map(async ([name, html]) => [name, await htmlProblemsOf(html)]));
      expect(problems).toEqual(states.map(([name]) => [name, []]));
    });
  });

  describe('page notices', () => {
    it('should show no notice for an unknown outcome or one naming nothing of this program', async () => {
      const program = await registerProgram(app);
      for (const query of [
        'done=item_done&item=<b>nope</b>',
        'done=handoff_created&record=1',
        'done=whatever',
        'done=document_uploaded&document=x',
      ]) {
        const page = (
          await app.http
            .get(`${pagePath(program.reference)}?${query}`)
            .set('Cookie', owner)
            .expect(200)
        ).text;
        expect(page).not.toContain('class="notice');
        expect(page).not.toContain('<b>nope</b>');
      }
    });
  });
});
