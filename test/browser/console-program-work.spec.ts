import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { SAMPLE_FILES } from '../factories/document.factory';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { createOperatorWithToken } from '../support/operators';
import { startTestApp, TestApp } from '../support/test-app';
import { Browser, launchChromium } from './support/chromium';
import { axeViolations, signedInPage } from './support/console-checks';

const SCREENSHOTS = join(__dirname, '..', '..', 'test-output', 'screenshots');
const ITEM = 'identity_verification';

jest.setTimeout(120_000);

/** A real PNG (a 160 × 100 gradient), so the viewer's frame shows a picture. */
function gradientPng(width = 160, height = 100): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      row.set([Math.round((x / width) * 255), Math.round((y / height) * 255), 160], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    SAMPLE_FILES.png.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Tabs forward until the focused element is `selector` (at most `limit` presses): a keyboard user's way there. */
async function tabTo(page: Page, selector: string, limit = 200): Promise<void> {
  for (let press = 0; press < limit; press++) {
    if (await page.evaluate<boolean>(`document.activeElement?.matches(${JSON.stringify(selector)}) === true`)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The work forms of a program page in real Chromium: keyboard only where a keyboard can, axe-core on every state. */
describe('Console program work in Chromium', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    app = await startTestApp({ listen: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function programPage(reference: string): Promise<Page> {
    const page = await signedInPage(browser, app.url);
    await page.goto(`${app.url}/admin/programs/${reference}`);
    return page;
  }

  it('should tick a checklist item with a comment by keyboard, show who and when, and refuse a stale form', async () => {
    const { reference } = await registerProgram(app, { full_name: 'Grace Hopper' });
    const page = await programPage(reference);
    await page.locator('#main').focus();
    await tabTo(page, `#comment-${ITEM}`);
    await page.keyboard.type('Passport checked on a video call');
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string>('document.activeElement?.textContent')).toMatch(/^Mark done/);
    await page.keyboard.press('Enter');

    const notice = page.getByRole('status').filter({ hasText: 'marked done' });
    await notice.waitFor();
    expect(page.url()).toBe(`${app.url}/admin/programs/${reference}?done=item_done&item=${ITEM}#checklist-heading`);
    const row = page.locator(`#item-${ITEM}`);
    expect(await row.textContent()).toMatch(/Ticked by bootstrap[\s\S]*“Passport checked on a video call”/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'program-checklist-ticked.png'), fullPage: true });

    // Another operator reopens it meanwhile: this page's "Reopen" form is now stale.
    await app.http
      .patch(`/api/checklist/${reference}/items/${ITEM}`)
      .set(ADMIN_HEADERS)
      .send({ done: false })
      .expect(200);
    await page.locator(`#comment-${ITEM}`).focus();
    await page.keyboard.type('Reopened: the passport expired');
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing changed' });
    await alert.waitFor();
    expect(await page.locator(`#comment-${ITEM}`).inputValue()).toBe('Reopened: the passport expired');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'program-checklist-refused.png'), fullPage: true });
  });

  it('should upload a document, refuse content of another type on the page, and view an image in a sandboxed frame', async () => {
    const { reference } = await registerProgram(app);
    const page = await programPage(reference);
    // Choosing a file opens the system's dialog: the one step no page can take by keyboard for the user.
    await page
      .locator('#upload-file')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
    await page.locator('#upload-type').focus();
    await page.keyboard.type('bank statement');
    await page.keyboard.press('Enter');
    const refused = page.getByRole('alert').filter({ hasText: 'Nothing was stored' });
    await refused.waitFor();
    expect(await refused.textContent()).toContain('Unsupported document type');
    expect(await page.locator('#upload-type').inputValue()).toBe('bank statement');
    expect(await page.locator('#upload-file').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'program-document-refused.png'), fullPage: true });

    await page
      .locator('#upload-file')
      .setInputFiles({ name: 'gradient.png', mimeType: 'image/png', buffer: gradientPng() });
    await page.locator('#upload-type').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Uploaded gradient.png: stored as image/png' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'program-document-uploaded.png'), fullPage: true });

    const view = page.getByRole('link', { name: 'View gradient.png' });
    await view.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'gradient.png', level: 1 }).waitFor();
    const frame = page.frameLocator('iframe.document-frame');
    await frame.locator('img').waitFor();
    expect(await page.locator('iframe.document-frame').getAttribute('sandbox')).toBe('');
    type Picture = { naturalWidth: number; naturalHeight: number };
    const size = await frame
      .locator('img')
      .evaluate((image) => [(image as Picture).naturalWidth, (image as Picture).naturalHeight]);
    expect(size).toEqual([160, 100]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'document-viewer.png'), fullPage: true });
  });

  it('should show a PDF’s viewer page clean under axe', async () => {
    const { reference } = await registerProgram(app);
    const uploaded = await app.http
      .post(`/api/documents/${reference}`)
      .set(ADMIN_HEADERS)
      .attach('file', SAMPLE_FILES.pdf, 'articles.pdf')
      .expect(200);
    const page = await signedInPage(browser, app.url);
    await page.goto(`${app.url}/admin/programs/${reference}/documents/${(uploaded.body as { id: string }).id}`);
    expect(await page.locator('iframe.document-frame').getAttribute('title')).toBe('articles.pdf');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('should refuse payment credentials beside the payload, keep the input, then create and move the record by keyboard', async () => {
    const { reference } = await registerProgram(app);
    const page = await programPage(reference);
    await page.locator('#handoff-provider').focus();
    await page.keyboard.type('bank-partner');
    await page.keyboard.press('Tab');
    await page.keyboard.type('settle');
    await page.keyboard.press('Tab');
    await page.keyboard.type('{"beneficiary": {"iban": "DE89370400440532013000"}}');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await page.getByRole('alert').filter({ hasText: 'The handoff record was not created' }).waitFor();
    const payload = page.locator('#handoff-payload');
    expect(await payload.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#handoff-payload-error').textContent()).toBe(
      'Payment credentials are not accepted: "iban" names a payment credential (iban) (at beneficiary.iban).',
    );
    expect(await page.locator('#handoff-provider').inputValue()).toBe('bank-partner');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'program-handoff-refused.png'), fullPage: true });

    await payload.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('{"beneficiary": {"country": "DE"}}');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /Handoff record INS-\d+ created \(draft\)\./ })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'program-handoff-created.png'), fullPage: true });

    const select = page.locator('select[id^="record-status-"]');
    expect(await select.locator('option').allTextContents()).toEqual(['stay draft', 'submitted', 'failed']);
    await select.focus();
    await page.keyboard.press('ArrowDown');
    expect(await select.inputValue()).toBe('submitted');
    await page.keyboard.press('Tab');
    await page.keyboard.type('BANK-77');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /saved: submitted, external id BANK-77\./ })
      .waitFor();
    expect(await page.locator('select[id^="record-status-"] option').allTextContents()).toEqual([
      'stay submitted',
      'venue_ack',
      'filled',
      'failed',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'program-handoff-moved.png'), fullPage: true });

    // The partner reports it failed meanwhile: this page's offer of venue_ack is stale, and refused with the reason.
    const recordId = Number((await select.getAttribute('id'))?.replace('record-status-', ''));
    await app.http.patch(`/api/instructions/${recordId}`).set(ADMIN_HEADERS).send({ status: 'failed' }).expect(200);
    await select.focus();
    await page.keyboard.press('ArrowDown');
    expect(await select.inputValue()).toBe('venue_ack');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Refused: Cannot change handoff record status from failed' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('should filter the timeline by event type and actor with the keyboard, the chain verdict whole', async () => {
    const { reference } = await registerProgram(app);
    await createInstruction(app, reference, {}, ADMIN_HEADERS);
    for (const done of [true, false, true]) {
      await app.http.patch(`/api/checklist/${reference}/items/${ITEM}`).set(ADMIN_HEADERS).send({ done }).expect(200);
    }
    const page = await programPage(reference);
    await page.locator('#timeline-event-type').focus();
    await page.keyboard.type('checklist');
    await page.keyboard.press('Tab');
    await page.keyboard.type('bootstrap');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/event_type=checklist\.item_updated&actor=bootstrap#events-heading$/);

    expect(await page.locator('.timeline .event-type').allTextContents()).toEqual([
      'checklist.item_updated',
      'checklist.item_updated',
      'checklist.item_updated',
    ]);
    expect(await page.locator('.chain').textContent()).toContain('Hash chain verified: 5 event(s)');
    expect(await page.getByRole('link', { name: 'Show every event' }).getAttribute('href')).toBe(
      `/admin/programs/${reference}#events-heading`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'program-timeline-filtered.png'), fullPage: true });

    await page.goto(`${app.url}/admin/programs/${reference}?event_type=program.approval_rejected#events-heading`);
    await page.getByText('No event matches these filters.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('should show a viewer the page without work forms, saying which role they need, clean under axe', async () => {
    const { reference } = await registerProgram(app);
    const operator = await createOperatorWithToken(app, 'viewer');
    const page = await browser.newPage();
    await page.goto(`${app.url}/admin`);
    await page.locator('input[name="token"]').fill(operator.token);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Registrations' }).waitFor();
    await page.goto(`${app.url}/admin/programs/${reference}`);
    expect(await page.getByRole('note').filter({ hasText: 'Your role (viewer) reads this page' }).count()).toBe(1);
    expect(await page.locator('form.item-form, form.upload-form, form.handoff-form, form.record-form').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
