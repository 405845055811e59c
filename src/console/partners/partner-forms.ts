import type { OperatorApiKeyView } from '../../operators/api-keys/dto/operator-api-key.dto';
import type { Flash } from '../views/console-renderer';

/** The partner's console page, saying what a form did (POST-redirect-GET): a code and a number, never a key. */
export function partnerHref(slug: string, outcome?: { done: 'revoked'; keys: number }): string {
  const path = `/admin/partners/${encodeURIComponent(slug)}`;
  if (!outcome) {
    return path;
  }
  return `${path}?${new URLSearchParams({ done: outcome.done, keys: String(outcome.keys) }).toString()}`;
}

/** The flash of the redirect's query: a fixed sentence with the number filled in; anything else is ignored. */
export function partnerFlashFromQuery(query: Record<string, unknown>): Flash | undefined {
  const keys = typeof query.keys === 'string' && /^\d{1,6}$/.test(query.keys) ? Number(query.keys) : undefined;
  if (query.done !== 'revoked' || keys === undefined) {
    return undefined;
  }
  return keys === 0
    ? { kind: 'info', text: 'No key of this partner was working: nothing to revoke.' }
    : { kind: 'success', text: `Revoked ${keys} ${keys === 1 ? 'key' : 'keys'}: partner requests with them fail now.` };
}

/** Where a partner's keys stand, as the list shows it in a few words. */
export interface KeySummary {
  label: string;
  state: 'active' | 'paused' | 'disabled' | 'none';
  /** A key works (active or in its grace period): revoking changes something. */
  usable: boolean;
  /** The slug has a live key: issuing is refused (409), rotating replaces it. */
  live: boolean;
}

export function keySummaryOf(keys: OperatorApiKeyView[]): KeySummary {
  const active = keys.find((key) => key.state === 'active');
  const grace = keys.filter((key) => key.state === 'grace');
  const graceText = grace.map((key) => `${key.key_prefix} works until ${key.expires_at ?? ''}`).join('; ');
  if (active) {
    const label = grace.length > 0 ? `active (${active.key_prefix}); ${graceText}` : `active (${active.key_prefix})`;
    return { label, state: 'active', usable: true, live: true };
  }
  if (grace.length > 0) {
    return { label: `in grace only: ${graceText}`, state: 'paused', usable: true, live: false };
  }
  if (keys.length > 0) {
    return { label: 'no working key (revoked or expired)', state: 'disabled', usable: false, live: false };
  }
  return { label: 'no key issued', state: 'none', usable: false, live: false };
}
