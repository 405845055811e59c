import { APPLICANT_ACTOR } from '../../src/common/auth/actor';
import { TIMELINE_PAGE_SIZE } from '../../src/console/console-queries';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { ProgramEventsService } from '../../src/program-events/program-events.service';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';

const EVENT_COUNT = 600;

/** Appends checklist toggles through the one door for events, so the hash chain stays whole. */
async function appendToggles(app: TestApp, program: { id: number; reference: string }, count: number): Promise<void> {
  const events = app.app.get(ProgramEventsService);
  await app.app.get(TransactionRunner).write(async (manager) => {
    for (let index = 0; index < count; index++) {
      await events.append(manager, program, {
        eventType: 'checklist.item_updated',
        source: 'portal',
        actor: APPLICANT_ACTOR,
        payload: { item_id: 'consent_recorded', done: index % 2 === 0 },
      });
    }
  });
}

const unescape = (href: string) => href.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&');
const seqsOf = (html: string) =>
  [...html.matchAll(/<span class="seq">#(\d+)<\/span>/g)].map((match) => Number(match[1]));
const linkOf = (html: string, rel: 'prev' | 'next') => {
  const match = new RegExp(`<a href="([^"]+)" rel="${rel}">[^<]*events`).exec(html);
  return match ? unescape(match[1]) : undefined;
};

describe('Operator console program timeline', () => {
  let app: TestApp;
  let reference: string;

  beforeAll(async () => {
    app = await startTestApp();
    const program = await registerProgram(app);
    reference = program.reference;
    await appendToggles(app, program, EVENT_COUNT - 1);
  });

  afterAll(async () => {
    await app.close();
  });

  const page = async (path: string): Promise<string> =>
    (await app.http.get(path).set('X-Admin-Token', TEST_ADMIN_TOKEN).expect(200)).text;

  it('should render the newest page only, with the verdict over the whole chain', async () => {
    const html = await page(`/admin/programs/${reference}`);
    const seqs = seqsOf(html);
    expect(seqs).toHaveLength(TIMELINE_PAGE_SIZE);
    expect(seqs[0]).toBe(EVENT_COUNT);
    expect(seqs.at(-1)).toBe(EVENT_COUNT - TIMELINE_PAGE_SIZE + 1);
    expect(html).toContain(`Hash chain verified: ${EVENT_COUNT} event(s)`);
    expect(linkOf(html, 'prev')).toBeUndefined();
    expect(linkOf(html, 'next')).toMatch(new RegExp(`^/admin/programs/${reference}\\?before=\\d+#events-heading$`));
    expect(html.length).toBeLessThan(120_000);
  });

  it('should reach the oldest event through the older-events links, each event once', async () => {
    const seen: number[] = [];
    let path: string | undefined = `/admin/programs/${reference}`;
    let pages = 0;
    while (path) {
      const html = await page(path);
      const seqs = seqsOf(html);
      expect(seqs.length).toBeLessThanOrEqual(TIMELINE_PAGE_SIZE);
      seen.push(...seqs);
      pages++;
      path = linkOf(html, 'next');
    }
    expect(pages).toBe(Math.ceil(EVENT_COUNT / TIMELINE_PAGE_SIZE));
    expect(seen).toEqual(Array.from({ length: EVENT_COUNT }, (_, index) => EVENT_COUNT - index));
  });

  it('should lead back to newer events from an older page', async () => {
    const first = await page(`/admin/programs/${reference}`);
    const second = await page(linkOf(first, 'next') as string);
    const backHref = linkOf(second, 'prev');
    expect(backHref).toMatch(/\?after=\d+#events-heading$/);
    const back = await page(backHref as string);
    expect(seqsOf(back)).toEqual(seqsOf(first));
    expect(linkOf(back, 'prev')).toBeUndefined();
  });

  it('should ignore a cursor that is not a positive integer and show the newest page', async () => {
    const html = await page(`/admin/programs/${reference}?before=abc&after=-1`);
    expect(seqsOf(html)[0]).toBe(EVENT_COUNT);
  });

  it.each(['before=2147483648', 'before=999999999999999', 'after=99999999999'])(
    'should ignore a cursor beyond any stored id (%s) and show the newest page, not fail',
    async (query) => {
      const html = await page(`/admin/programs/${reference}?${query}`);
      expect(seqsOf(html)[0]).toBe(EVENT_COUNT);
    },
  );
});
