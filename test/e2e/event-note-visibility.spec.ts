import { ADMIN_HEADERS, IssuedApiKey, issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { registerProgram, RegisteredProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf, Schemas } from '../support/typed-body';

const NOTE = 'sanctions screening hit on director';

type EventOut = Schemas['ProgramEventOut'];

/** decisions §5 (rev 2): an operator's note is shown to the admin credential only. */
describe('Operator notes in event views', () => {
  let app: TestApp;
  let partner: IssuedApiKey;
  let program: RegisteredProgram;

  beforeAll(async () => {
    app = await startTestApp();
    partner = await issueApiKey(app, 'notes-partner');
    program = await registerProgram(app, { partner_slug: 'notes-partner' });
    await app.http
      .patch(`/api/admin/registrations/${program.reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'kyc_pending', status_note: NOTE })
      .expect(200);
    await app.http
      .patch(`/api/admin/registrations/${program.reference}`)
      .set(ADMIN_HEADERS)
      .send({ settlement_path: 'stablecoin', status_note: `${NOTE} (follow-up)` })
      .expect(200);
  });

  afterAll(async () => {
    await app.close();
  });

  const eventsPage = async (headers: Record<string, string>): Promise<EventOut[]> =>
    bodyOf<'ProgramEventsList'>(
      await app.http.get(`/api/programs/${program.reference}/events`).set(headers).expect(200),
    ).events;
  const ofType = (events: EventOut[], type: string): EventOut => {
    const found = events.find((event) => event.event_type === type);
    if (!found) {
      throw new Error(`no ${type} event`);
    }
    return found;
  };

  it.each([
    ['anonymous', () => ({})],
    ['the program partner', () => partnerHeaders(partner)],
  ])('should omit the note from the events page read by %s', async (_label, headers) => {
    const events = await eventsPage(headers());
    expect(ofType(events, 'program.status_changed').payload).toEqual({ from: 'pending', to: 'kyc_pending' });
    expect(ofType(events, 'program.updated').payload).toEqual({
      changes: { settlement_path: { from: 'fiat', to: 'stablecoin' } },
    });
    expect(JSON.stringify(events)).not.toContain('sanctions');
  });

  it('should show the note on the events page to the admin credential', async () => {
    const events = await eventsPage(ADMIN_HEADERS);
    expect(ofType(events, 'program.status_changed').payload).toEqual({
      from: 'pending',
      to: 'kyc_pending',
      note: NOTE,
    });
    expect(ofType(events, 'program.updated').payload).toEqual({
      changes: { settlement_path: { from: 'fiat', to: 'stablecoin' }, status_note: { changed: true } },
    });
  });

  it.each([
    ['anonymous', () => ({})],
    ['the program partner', () => partnerHeaders(partner)],
    ['the admin', () => ADMIN_HEADERS],
  ])("should omit the note from the status read's recent_events read by %s", async (_label, headers) => {
    const status = await app.http.get(`/api/programs/${program.reference}`).set(headers()).expect(200);
    expect(ofType(bodyOf<'RegistrationStatus'>(status).recent_events, 'program.status_changed').payload).toEqual({
      from: 'pending',
      to: 'kyc_pending',
    });
    expect(JSON.stringify(status.body)).not.toContain('sanctions');
  });

  // Issue 18: the note's text lives in the bundle's `notes`; the hashed event holds its id and commitment.
  it('should keep the stored event, and so its chain, unchanged', async () => {
    const audit = await app.http
      .get(`/api/admin/registrations/${program.reference}/audit.json`)
      .set(ADMIN_HEADERS)
      .expect(200);
    expect(bodyOf<'AuditBundle'>(audit).integrity.chain_valid).toBe(true);
    const notes = (audit.body as { notes: Array<{ text: string | null }> }).notes;
    expect(notes.map((note) => note.text)).toEqual([NOTE]);
  });
});
