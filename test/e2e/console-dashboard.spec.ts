import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { moveProgram, registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

/** The value cell of the row labelled `label` in the table captioned `heading`. */
function cell(html: string, heading: string, label: string): string | undefined {
  const table = html.split(`<caption>${heading}: the numbers</caption>`)[1]?.split('</table>')[0] ?? '';
  return new RegExp(`<th scope="row">${label}</th><td>([^<]*)</td>`).exec(table)?.[1];
}

/** The console dashboard (issue 22): the book at a glance, from the tallies, on both databases. */
describe('Console dashboard', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const dashboard = async () => (await app.http.get('/admin/dashboard').set(ADMIN_HEADERS).expect(200)).text;

  it('should show an empty book plainly', async () => {
    const page = await dashboard();
    expect(page).toContain('0 programs');
    expect(page).toContain('No program has been approved yet.');
    expect(page).toContain('No delivery has ended yet. None is pending.');
    expect(cell(page, 'Programs by status', 'pending')).toBe('0');
  });

  it('should count programs by status, intake today, approvals, checklist buckets, handoff records and deliveries', async () => {
    await app.http
      .post('/api/operator/endpoints')
      .set(ADMIN_HEADERS)
      .send({ url: 'https://receiver.example/hook', event_types: ['program.created'] })
      .expect(200);
    const first = await registerProgram(app, { partner_slug: 'maple-pay' });
    await registerProgram(app);
    const approved = await registerProgram(app);
    await moveProgram(app, approved.reference, ['reviewing', 'approved']);
    await createInstruction(app, first.reference, {}, ADMIN_HEADERS);

    const page = await dashboard();

    expect(page).toContain('3 programs');
    expect(cell(page, 'Programs by status', 'pending')).toBe('2');
    expect(cell(page, 'Programs by status', 'approved')).toBe('1');
    expect(cell(page, 'Programs by status', 'declined')).toBe('0');
    const today = new Date().toISOString().slice(0, 10);
    expect(cell(page, 'Intake per day, last 30 days', today)).toBe('3');
    expect(page.match(/<th scope="row">\d{4}-\d{2}-\d{2}<\/th>/g)).toHaveLength(30);
    expect(page).toMatch(/1 approval, on average \d+ s after intake\./);
    const checklistTable = (page.split('<caption>Checklist completion: the numbers</caption>')[1] ?? '').split(
      '</table>',
    )[0];
    const buckets = [...checklistTable.matchAll(/<td>(\d+)<\/td>/g)];
    expect(buckets.reduce((total, match) => total + Number(match[1]), 0)).toBe(3);
    expect(cell(page, 'Handoff records by status', 'draft')).toBe('1');
    expect(cell(page, 'Webhook deliveries', 'pending')).toBe('3');
    expect(page).toMatch(/No delivery has ended yet\. 3 pending, the oldest for \d+ s\./);
  });

  it('should draw each figure as a named SVG image with its description, and no script', async () => {
    const page = await dashboard();
    const charts = page.match(/<svg class="chart" role="img" aria-labelledby="([a-z]+)-title \1-desc"/g) ?? [];
    expect(charts).toHaveLength(5);
    expect(page).toContain('<desc id="funnel-desc">Programs by status: pending 2, kyc_pending 0');
    expect(page).not.toMatch(/<script|style="/);
  });

  it('should send a stranger to sign in', async () => {
    const response = await app.http.get('/admin/dashboard').expect(303);
    expect(response.headers.location).toBe('/admin');
  });
});
