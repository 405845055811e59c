import { SendOutcome } from './webhook-sender';

/** The bounded outcome classes of an attempt, as `pws_webhook_attempts_total` labels them. */
export type AttemptOutcomeClass = '2xx' | '3xx' | '4xx' | '5xx' | 'timeout' | 'refused' | 'network' | 'other';

/** Classifies an attempt from its status code, or from the error webhook-sender.ts wrote when there was none. */
export function attemptOutcomeClass(outcome: Pick<SendOutcome, 'statusCode' | 'error'>): AttemptOutcomeClass {
  const code = outcome.statusCode;
  if (code !== null) {
    const family = Math.floor(code / 100);
    return family >= 2 && family <= 5 ? (`${family}xx` as AttemptOutcomeClass) : 'other';
  }
  const error = outcome.error ?? '';
  if (error.startsWith('timeout')) {
    return 'timeout';
  }
  if (error.startsWith('refused')) {
    return 'refused';
  }
  return error.startsWith('network error') ? 'network' : 'other';
}
