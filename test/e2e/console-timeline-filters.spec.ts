import { Actor, APPLICANT_ACTOR, SYSTEM_ACTOR } from '../../src/common/auth/actor';
import { TIMELINE_PAGE_SIZE } from '../../src/console/console-queries';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { EventType } from '../../src/program-events/event-types';
import { ProgramEventsService } from '../../src/program-events/program-events.service';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';

const OPERATOR: Actor = { type: 'operator', id: '41', display: 'Olga Operator' };

/** The record appended: seq 1 is intake's program.created (applicant); then this pattern repeats. */
const PATTERN: Array<{ eventType: EventType; actor: Actor; source: string }> = [
  { eventType: 'checklist.item_updated', actor: OPERATOR, source: 'admin' },
  { eventType: 'checklist.item_updated', actor: APPLICANT_ACTOR, source: 'portal' },
  { eventType: 'program.updated', actor: SYSTEM_ACTOR, source: 'system' },
];
const APPENDED = 180;
const EVENT_COUNT = APPENDED + 1;

const unescape = (href: string) => href.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&');
const seqsOf = (html: string) =>
  [...html.matchAll(/<span class="seq">#(\d+)<\/span>/g)].map((match) => Number(match[1]));
const typesOf = (html: string) =>
  [...html.matchAll(/<strong class="event-type">([^<]+)<\/strong>/g)].map((match) => match[1]);
const actorsOf = (html: string) => [...html.matchAll(/<span class="source">by ([^<]+) · /g)].map((match) => match[1]);
const linkOf = (html: string, rel: 'prev' | 'next') => {
  const match = new RegExp(`<a href="([^"]+)" rel="${rel}">[^<]*events`).exec(html);
  return match ? unescape(match[1]) : undefined;
};

/** The seqs of the appended events matching `keep`, newest first (intake's event is seq 1, applicant). */
function expectedSeqs(keep: (entry: (typeof PATTERN)[number]) => boolean, intake: boolean): number[] {
  const seqs = Array.from({ length: APPENDED }, (_, index) => index)
    .filter((index) => keep(PATTERN[index % PATTERN.length]))
    .map((index) => index + 2);
  return [...(intake ? [1] : []), ...seqs].reverse();
}

describe('Console program timeline filters', () => {
  let app: TestApp;
  let reference: string;

  beforeAll(async () => {
    app = await startTestApp();
    const program = await registerProgram(app);
    reference = program.reference;
    const events = app.app.get(ProgramEventsService);
    await app.app.get(TransactionRunner).write(async (unit) => {
      for (let index = 0; index < APPENDED; index++) {
        const { eventType, actor, source } = PATTERN[index % PATTERN.length];
        const payload =
          eventType === 'program.updated' ? { changes: {} } : { item_id: 'consent_recorded', done: index % 2 === 0 };
        await events.append(unit, program, { eventType, actor, source: source as 'admin', payload });
      }
    });
  });

  afterAll(async () => {
    await app.close();
  });

  const page = async (path: string): Promise<string> =>
    (await app.http.get(path).set('X-Admin-Token', TEST_ADMIN_TOKEN).expect(200)).text;

  /** Every page reached from `path` by its Older links: the seqs in order, and each page's links. */
  async function walk(path: string): Promise<{ seqs: number[]; links: string[]; pages: string[] }> {
    const seqs: number[] = [];
    const links: string[] = [];
    const pages: string[] = [];
    let next: string | undefined = path;
    while (next) {
      const html = await page(next);
      pages.push(html);
      seqs.push(...seqsOf(html));
      next = linkOf(html, 'next');
      if (next) {
        links.push(next);
      }
    }
    return { seqs, links, pages };
  }

  it('should show one event type only, through every page, its links keeping the filter, the verdict whole', async () => {
    const { seqs, links, pages } = await walk(`/admin/programs/${reference}?event_type=checklist.item_updated`);
    expect(seqs).toEqual(expectedSeqs((entry) => entry.eventType === 'checklist.item_updated', false));
    expect(pages).toHaveLength(Math.ceil(seqs.length / TIMELINE_PAGE_SIZE));
    expect(links.every((link) => /[?&]event_type=checklist\.item_updated(&|#)/.test(link))).toBe(true);
    expect(new Set(pages.flatMap(typesOf))).toEqual(new Set(['checklist.item_updated']));
    for (const html of pages) {
      expect(html).toContain(`Hash chain verified: ${EVENT_COUNT} event(s)`);
      expect(html).toContain('<option value="checklist.item_updated" selected>');
      expect(html).toContain('>Show every event</a>');
    }
    const second = await page(links[0]);
    const back = linkOf(second, 'prev');
    expect(back).toMatch(/\?after=\d+&event_type=checklist\.item_updated#events-heading$/);
    expect(seqsOf(await page(back as string))).toEqual(seqsOf(pages[0]));
  });

  it('should show one kind of actor only, and both filters together', async () => {
    const operators = await walk(`/admin/programs/${reference}?actor=operator`);
    expect(operators.seqs).toEqual(expectedSeqs((entry) => entry.actor.type === 'operator', false));
    expect(new Set(operators.pages.flatMap(actorsOf))).toEqual(new Set(['Olga Operator (operator)']));
    expect(operators.links.every((link) => link.includes('actor=operator'))).toBe(true);

    const applicants = await walk(`/admin/programs/${reference}?actor=applicant`);
    expect(applicants.seqs).toEqual(expectedSeqs((entry) => entry.actor.type === 'applicant', true));

    const both = await walk(`/admin/programs/${reference}?event_type=program.updated&actor=system`);
    expect(both.seqs).toEqual(expectedSeqs((entry) => entry.eventType === 'program.updated', false));
    const none = await page(`/admin/programs/${reference}?event_type=program.updated&actor=operator`);
    expect(seqsOf(none)).toEqual([]);
    expect(none).toContain('No event matches these filters.');
    expect(none).toContain(`Hash chain verified: ${EVENT_COUNT} event(s)`);
  });

  it('should ignore filter values that name no event type or actor and show every event', async () => {
    const html = await page(`/admin/programs/${reference}?event_type=%3Cscript%3E&actor=robot`);
    expect(seqsOf(html)[0]).toBe(EVENT_COUNT);
    expect(seqsOf(html)).toHaveLength(TIMELINE_PAGE_SIZE);
    expect(html).not.toContain('<script>');
    expect(html).toContain('<option value="" selected>any</option>');
    expect(html).not.toContain('>Show every event</a>');
  });
});
