import { MAX_STORED_ID } from '../../common/validation/field-spec';
import { MAX_QUEUED_PER_CALL } from '../../webhooks/outbound/dto/endpoint-recovery.dto';
import { endpointNotFound } from '../../webhooks/outbound/endpoint-management.service';
import type { Flash } from '../views/console-renderer';

const ROW_ID = /^[1-9]\d{0,9}$/;
const MAX_SINCE_LENGTH = 40;
/** RFC 3339 (a `T` or a space), seconds and zone optional: without a zone the time is UTC. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/i;

/** A row id of the path; anything no row can have is `undefined` (answered like an unknown id). */
export function rowIdOf(value: string): number | undefined {
  const id = ROW_ID.test(value) ? Number(value) : 0;
  return id >= 1 && id <= MAX_STORED_ID ? id : undefined;
}

/** The endpoint id of the path, or the API's 404 `webhook_endpoint_not_found`. */
export function endpointIdOf(value: string): number {
  const id = rowIdOf(value);
  if (id === undefined) {
    throw endpointNotFound();
  }
  return id;
}

/** The instant a "since" field names, as RFC 3339 in UTC; undefined when it names none. */
export function sinceInstantOf(input: string): string | undefined {
  const match = input.length <= MAX_SINCE_LENGTH ? DATE_TIME.exec(input.trim()) : null;
  if (!match) {
    return undefined;
  }
  const [, year, month, day, hour, minute, second = '00', fraction = '', zone = 'Z'] = match;
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${fraction}${zone.toUpperCase()}`);
  // Date rolls 2026-02-30 over to March: a date that does not exist is refused, not moved.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const exists = calendar.getUTCMonth() === Number(month) - 1 && calendar.getUTCDate() === Number(day);
  return exists && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60 && !Number.isNaN(at.getTime())
    ? at.toISOString()
    : undefined;
}

export type RecoverMode = 'preview' | 'recover';

/** The recover form: a time and which button was pressed; `error` says what is wrong with the time. */
export interface RecoverForm {
  sinceInput: string;
  since?: string;
  mode: RecoverMode;
  error?: string;
}

export function parseRecoverForm(fields: Record<string, unknown>): RecoverForm {
  const raw = fields.since;
  const sinceInput = typeof raw === 'string' ? raw.slice(0, 200) : '';
  const mode: RecoverMode = fields.mode === 'recover' ? 'recover' : 'preview';
  if (sinceInput.trim() === '') {
    return { sinceInput, mode, error: 'Enter the time to recover from.' };
  }
  const since = sinceInstantOf(sinceInput);
  if (since === undefined) {
    return {
      sinceInput,
      mode,
      error: 'Enter a date and time like 2026-11-26T08:00:00Z (RFC 3339; without a zone it is read as UTC).',
    };
  }
  return { sinceInput, since, mode };
}

/** What the recover field shows by default: 24 hours ago, to the second, in UTC. */
export function defaultSinceInput(now: Date): string {
  return `${new Date(now.getTime() - 24 * 3600 * 1000).toISOString().slice(0, 19)}Z`;
}

/** What a form post did, carried to the page it redirects to (POST-redirect-GET): a code and numbers only. */
export type EndpointOutcome =
  | { done: 'test_sent'; delivery: number }
  | { done: 'redelivered'; delivery: number }
  | { done: 'recovered'; queued: number; more: boolean }
  | { done: 'paused' }
  | { done: 'resumed' };

/** The endpoint's page, saying what a form did (`outcome`); `log` chooses the page of its attempts log. */
export function endpointHref(
  id: number,
  outcome?: EndpointOutcome,
  anchor = '',
  log: { cursor?: string } = {},
): string {
  const params = new URLSearchParams();
  if (outcome) {
    for (const [name, value] of Object.entries(outcome)) {
      params.set(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
    }
  }
  if (log.cursor !== undefined) {
    params.set('cursor', log.cursor);
  }
  const query = params.toString();
  return `/admin/endpoints/${id}${query ? `?${query}` : ''}${anchor}`;
}

/** The preview of a recovery: the endpoint's page asked for a dry run since that time. */
export function previewHref(id: number, since: string): string {
  return `/admin/endpoints/${id}?${new URLSearchParams({ recover_since: since }).toString()}#recover-heading`;
}

/** The flash of the redirect's query: fixed sentences with the numbers filled in; anything else is ignored. */
export function flashFromQuery(query: Record<string, unknown>): Flash | undefined {
  const count = (name: string): number | undefined => {
    const value = query[name];
    return typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : undefined;
  };
  const delivery = count('delivery');
  switch (query.done) {
    case 'test_sent':
      return delivery === undefined
        ? undefined
        : { kind: 'success', text: `Test delivery ${delivery} queued: its attempts appear in the log below.` };
    case 'redelivered':
      return delivery === undefined
        ? undefined
        : { kind: 'success', text: `Delivery ${delivery} is being sent again (same webhook-id, same body).` };
    case 'recovered':
      return recoveredFlash(count('queued'), query.more === '1');
    case 'paused':
      return { kind: 'info', text: 'Endpoint paused: no delivery goes out until it is resumed.' };
    case 'resumed':
      return { kind: 'success', text: 'Endpoint resumed: the breaker starts closed and waiting deliveries go out.' };
    default:
      return undefined;
  }
}

function recoveredFlash(queued: number | undefined, more: boolean): Flash | undefined {
  if (queued === undefined) {
    return undefined;
  }
  const base = `Recovery started: ${queued} failed ${queued === 1 ? 'delivery' : 'deliveries'} queued again.`;
  return {
    kind: 'success',
    text: more ? `${base} More than ${MAX_QUEUED_PER_CALL} remain: recover again to continue.` : base,
  };
}

/** The dry-run time of the page's query (`recover_since`), when it names one. */
export function recoverSinceFromQuery(query: Record<string, unknown>): string | undefined {
  const value = query.recover_since;
  return typeof value === 'string' ? sinceInstantOf(value) : undefined;
}
