import { ADMIN_HEADERS, IssuedApiKey, issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { createInstruction, CreatedInstruction } from '../factories/instruction.factory';
import { SAMPLE_FILES, uploadDocument, UploadedDocument } from '../factories/document.factory';
import { registerProgram, RegisteredProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { deliveryPayload, registerWebhook } from '../support/webhook-helpers';
import { WebhookReceiver } from '../support/webhook-receiver';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';
import { TEST_AUDIT_SIGNING_KEY } from '../support/audit-keys';

/*
 * Who sees what (issue 14): every read of a program × caller kind × internal field. Internal fields are the
 * operator's note (decisions §5), the unmasked e-mail (§4) and a handoff record's payload (§8). A cell says the
 * status code and which of them the answer carries; every field not listed must be absent.
 */

const NOTE = 'Sanctions screening hit on director Quill';
/** An operator's comment on a checklist tick (the console's form): internal like a note. */
const COMMENT = 'Director Quill confirmed by phone, matrix-comment-5521';
const EMAIL = 'matrix.applicant@example.com';
const PAYLOAD_VALUE = 'matrix-payload-value-7731';
const MESSAGING_USER_ID = 7_100_000_042;
const MESSAGING_SECRET = 'matrix-messaging-secret-0123456789';
const OWNER_SLUG = 'matrix-owner';
const OTHER_SLUG = 'matrix-other';

const CALLERS = ['anonymous', 'owner', 'otherPartner', 'admin'] as const;
type CallerKind = (typeof CALLERS)[number];
type Field = 'note' | 'email' | 'payload' | 'comment';
type Mode = 'production' | 'development';

interface Cell {
  status: 200 | 303 | 401 | 404;
  shows: Field[];
}

interface Seed {
  program: RegisteredProgram;
  instruction: CreatedInstruction;
  document: UploadedDocument;
}

interface Row {
  /** The route as the app declares it; a path with a program reference or instruction id is checked for coverage. */
  route: string;
  path: (seed: Seed) => string;
  cells: (mode: Mode) => Record<CallerKind, Cell>;
}

const shows = (...fields: Field[]): Cell => ({ status: 200, shows: fields });
const DENIED: Cell = { status: 401, shows: [] };
const UNKNOWN: Cell = { status: 404, shows: [] };
/** The console's pages send a browser without the admin credential to the sign-in page. */
const SIGN_IN: Cell = { status: 303, shows: [] };

/** Open reads (§4, §10): anyone with the reference; another partner's token answers as unknown. */
const open = (anonymous: Cell, owner: Cell, admin: Cell) => () => ({
  anonymous,
  owner,
  otherPartner: UNKNOWN,
  admin,
});
/** Operator reads (§11): the admin credential only; a partner token is no admin credential (401). */
const adminOnly = (admin: Cell) => () => ({ anonymous: DENIED, owner: DENIED, otherPartner: DENIED, admin });
/** Partner reads (§10): the partner token only, scoped to its own programs. */
const partnerOnly = (owner: Cell) => () => ({ anonymous: DENIED, owner, otherPartner: shows(), admin: DENIED });

const ROWS: Row[] = [
  {
    route: '/api/register/:reference',
    path: (s) => `/api/register/${s.program.reference}`,
    cells: open(shows(), shows('email'), shows('email')),
  },
  {
    route: '/api/programs/:reference',
    path: (s) => `/api/programs/${s.program.reference}`,
    cells: open(shows(), shows('email'), shows('email')),
  },
  {
    route: '/api/programs/:reference/events',
    path: (s) => `/api/programs/${s.program.reference}/events`,
    cells: open(shows(), shows(), shows('note', 'comment')),
  },
  {
    route: '/api/programs/:reference/instructions',
    path: (s) => `/api/programs/${s.program.reference}/instructions`,
    cells: open(shows(), shows('payload'), shows('payload')),
  },
  {
    route: '/api/instructions/:instruction_id',
    path: (s) => `/api/instructions/${s.instruction.id}`,
    // Ids are sequential: in production an anonymous read needs a credential (§8); elsewhere it stays open.
    cells: (mode) => open(mode === 'production' ? DENIED : shows(), shows('payload'), shows('payload'))(),
  },
  {
    route: '/api/checklist/:reference',
    path: (s) => `/api/checklist/${s.program.reference}`,
    cells: open(shows(), shows(), shows()),
  },
  {
    route: '/api/checklist/:reference/export.html',
    path: (s) => `/api/checklist/${s.program.reference}/export.html`,
    cells: adminOnly(shows()),
  },
  {
    route: '/api/documents/:reference',
    path: (s) => `/api/documents/${s.program.reference}`,
    cells: adminOnly(shows()),
  },
  {
    route: '/api/documents/:reference/:document_id/content',
    path: (s) => `/api/documents/${s.program.reference}/${s.document.id}/content`,
    cells: adminOnly(shows()),
  },
  {
    route: '/api/register/:reference/audit.json',
    path: (s) => `/api/register/${s.program.reference}/audit.json`,
    cells: adminOnly(shows('note', 'email', 'payload', 'comment')),
  },
  {
    route: '/api/admin/registrations/:reference/audit.json',
    path: (s) => `/api/admin/registrations/${s.program.reference}/audit.json`,
    cells: adminOnly(shows('note', 'email', 'payload', 'comment')),
  },
  {
    route: '/api/register/:reference/compliance-report.html',
    path: (s) => `/api/register/${s.program.reference}/compliance-report.html`,
    cells: adminOnly(shows('note', 'email')),
  },
  {
    route: '/api/register/:reference/reconciliation.json',
    path: (s) => `/api/register/${s.program.reference}/reconciliation.json`,
    cells: adminOnly(shows()),
  },
  {
    route: '/api/register/:reference/program-health.json',
    path: (s) => `/api/register/${s.program.reference}/program-health.json`,
    cells: adminOnly(shows()),
  },
  {
    route: '/api/register/:reference/entity-lineage.json',
    path: (s) => `/api/register/${s.program.reference}/entity-lineage.json`,
    cells: adminOnly(shows()),
  },
  {
    route: '/admin/programs/:reference',
    path: (s) => `/admin/programs/${s.program.reference}`,
    cells: () => ({
      anonymous: SIGN_IN,
      owner: SIGN_IN,
      otherPartner: SIGN_IN,
      admin: shows('note', 'email', 'comment'),
    }),
  },
  {
    route: '/admin/programs/:reference/documents/:document_id',
    path: (s) => `/admin/programs/${s.program.reference}/documents/${s.document.id}`,
    cells: () => ({ anonymous: SIGN_IN, owner: SIGN_IN, otherPartner: SIGN_IN, admin: shows() }),
  },
  {
    route: '/admin/programs/:reference/documents/:document_id/inline',
    path: (s) => `/admin/programs/${s.program.reference}/documents/${s.document.id}/inline`,
    cells: () => ({ anonymous: SIGN_IN, owner: SIGN_IN, otherPartner: SIGN_IN, admin: shows() }),
  },
  { route: '/api/partner/registrations', path: () => '/api/partner/registrations', cells: partnerOnly(shows('email')) },
  { route: '/api/partner/export.csv', path: () => '/api/partner/export.csv', cells: partnerOnly(shows('email')) },
  {
    route: '/api/admin/registrations',
    path: () => '/api/admin/registrations',
    cells: adminOnly(shows('note', 'email')),
  },
  { route: '/api/admin/export.csv', path: () => '/api/admin/export.csv', cells: adminOnly(shows('email')) },
  { route: '/admin/export.csv', path: () => '/admin/export.csv', cells: adminOnly(shows('email')) },
];

const FIELD_TEXT: Record<Field, string> = { note: NOTE, email: EMAIL, payload: PAYLOAD_VALUE, comment: COMMENT };
const FIELDS = Object.keys(FIELD_TEXT) as Field[];

/** The GET routes Express serves, as declared (`/api/programs/:reference`). */
function getRoutes(app: TestApp): string[] {
  const router = (app.app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } }).router;
  return router.stack.flatMap((layer) => (layer.route?.methods.get ? [String(layer.route.path)] : []));
}

interface RouterLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
}

const takesProgramOrInstruction = (route: string) => /:reference\b|:instruction_id\b/.test(route);

describe.each<Mode>(['production', 'development'])('Visibility matrix (%s)', (mode) => {
  let app: TestApp;
  let receiver: WebhookReceiver;
  let owner: IssuedApiKey;
  let other: IssuedApiKey;
  let seed: Seed;
  let webhookId: number;

  const headersOf = (caller: CallerKind): Record<string, string> => {
    switch (caller) {
      case 'anonymous':
        return {};
      case 'owner':
        return partnerHeaders(owner);
      case 'otherPartner':
        return partnerHeaders(other);
      case 'admin':
        return ADMIN_HEADERS;
    }
  };

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    app = await startTestApp({
      env: {
        NODE_ENV: mode === 'production' ? 'production' : 'test',
        SESSION_SECRET: 'test-session-secret-0123456789abcdef',
        AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
        MESSAGING_WEBHOOK_SECRET: MESSAGING_SECRET,
        WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
        WEBHOOK_RETRY_SCHEDULE_MS: '60000',
      },
    });
    owner = await issueApiKey(app, OWNER_SLUG);
    other = await issueApiKey(app, OTHER_SLUG);
    const program = await registerProgram(app, {
      partner_slug: OWNER_SLUG,
      full_name: 'Matrixa Quill',
      email: EMAIL,
      messaging_user_id: MESSAGING_USER_ID,
    });
    webhookId = (await registerWebhook(app, program.reference, `http://127.0.0.1:${receiver.port}/matrix`)).id;
    await app.http
      .patch(`/api/admin/registrations/${program.reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'kyc_pending', status_note: NOTE })
      .expect(200);
    await app.http
      .post(`/admin/programs/${program.reference}/checklist/identity_verification`)
      .set(ADMIN_HEADERS)
      .type('form')
      .send({ done: 'true', comment: COMMENT })
      .expect(303);
    const instruction = await createInstruction(
      app,
      program.reference,
      { payload: { marker: PAYLOAD_VALUE } },
      ADMIN_HEADERS,
    );
    const document = await uploadDocument(app, program.reference, { bytes: SAMPLE_FILES.png, filename: 'id.png' });
    seed = { program, instruction, document };
  });

  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it('should cover every GET route that takes a program reference or an instruction id', () => {
    const served = getRoutes(app).filter(takesProgramOrInstruction).sort();
    const covered = ROWS.map((row) => row.route)
      .filter(takesProgramOrInstruction)
      .sort();
    expect(served.length).toBeGreaterThan(10);
    expect(covered).toEqual(served);
  });

  it('should serve every route of the table', () => {
    const served = new Set(getRoutes(app));
    expect(ROWS.map((row) => row.route).filter((route) => !served.has(route))).toEqual([]);
  });

  const cases = ROWS.flatMap((row) => CALLERS.map((caller) => ({ row, caller, label: `${row.route} as ${caller}` })));

  it.each(cases)('should answer $label as the matrix says', async ({ row, caller }) => {
    const cell = row.cells(mode)[caller];
    const response = await app.http.get(row.path(seed)).set(headersOf(caller));
    const text = response.text || String(response.body ?? '');

    const seen = Object.fromEntries(FIELDS.map((field) => [field, text.includes(FIELD_TEXT[field])]));
    expect({ status: response.status, ...seen }).toEqual({
      status: cell.status,
      ...Object.fromEntries(FIELDS.map((field) => [field, cell.shows.includes(field)])),
    });
    if (cell.status === 200 && row.route.startsWith('/api/partner/')) {
      expect(text.includes(seed.program.reference)).toBe(caller === 'owner');
    }
  });

  describe('views outside the HTTP reads', () => {
    const botStatus = (fromId: number) =>
      app.http
        .post('/api/messaging/webhook')
        .set('x-messaging-bot-api-secret-token', MESSAGING_SECRET)
        .send({
          update_id: fromId + Math.floor(Math.random() * 1_000_000),
          message: {
            message_id: 1,
            from: { id: fromId, username: 'matrix_user' },
            chat: { id: fromId, type: 'private' },
            date: 1_700_000_000,
            text: `/status ${seed.program.reference}`,
          },
        })
        .expect(200);

    it("should answer the bot's /status to the recorded messaging user without note, e-mail or payload", async () => {
      const reply = await botStatus(MESSAGING_USER_ID);
      expect(bodyOf<'MessagingAnswer'>(reply).text).toContain('Status: kyc_pending');
      for (const field of FIELDS) {
        expect(bodyOf<'MessagingAnswer'>(reply).text).not.toContain(FIELD_TEXT[field]);
      }
    });

    it("should answer the bot's /status to another messaging user as not found", async () => {
      const reply = await botStatus(MESSAGING_USER_ID + 1);
      expect(bodyOf<'MessagingAnswer'>(reply).text).toMatch(/^No program/);
      expect(bodyOf<'MessagingAnswer'>(reply).text).not.toContain('kyc_pending');
    });

    it('should store webhook bodies without note, e-mail or payload', async () => {
      const rows: Array<{ body: string; event_type: string }> = await app.dataSource.query(
        `SELECT body, event_type FROM webhook_deliveries WHERE endpoint_id = ${testDialect === 'postgres' ? '$1' : '?'} ORDER BY id`,
        [webhookId],
      );
      expect(rows.map((row) => row.event_type)).toEqual(
        expect.arrayContaining([
          'program.status_changed',
          'checklist.item_updated',
          'handoff_record.created',
          'document.uploaded',
        ]),
      );
      for (const row of rows) {
        expect(Object.keys(deliveryPayload(row))).toEqual([
          'event',
          'program_id',
          'handoff_ref',
          'timestamp',
          'event_id',
          'data',
          'actor_type',
        ]);
        for (const field of FIELDS) {
          expect(row.body).not.toContain(FIELD_TEXT[field]);
        }
      }
    });
  });
});
