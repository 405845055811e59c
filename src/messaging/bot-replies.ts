import { ApplicationStatus, Lifecycle } from '../registrations/registration.enums';

export const STATUS_USAGE = 'Usage: /status PRG-123456 (your program reference).';

export const HELP_TEXT = [
  'Commands:',
  '/status PRG-123456 - the status of your program',
  '/help - this list',
  '',
  'Status is shown only to the messaging account recorded on the registration.',
].join('\n');

export const START_TEXT = [
  'Welcome to the program workflow assistant.',
  'Send /status followed by your program reference (for example /status PRG-123456) to see where your program stands.',
  'Send /help for the list of commands.',
].join('\n');

/** The one answer for an unknown reference and for someone else's program: existence is never confirmed. */
export function notFoundText(reference: string): string {
  return (
    `No program ${reference} was found for this messaging account. Check the reference, or ask your operator ` +
    'to record your messaging account on the registration.'
  );
}

export interface StatusFacts {
  reference: string;
  status: ApplicationStatus;
  lifecycle: Lifecycle;
  checklistDone: number;
  checklistTotal: number;
  updatedAt: Date;
}

const STATUS_WORDS: Record<ApplicationStatus, string> = {
  pending: 'received, waiting for review',
  kyc_pending: 'waiting for identity verification',
  rpaa_review: 'under RPAA review',
  reviewing: 'under review',
  approved: 'approved',
  declined: 'declined',
};

export function statusText(facts: StatusFacts): string {
  return [
    `Program ${facts.reference}`,
    `Status: ${facts.status} (${STATUS_WORDS[facts.status]})`,
    `Stage: ${facts.lifecycle}`,
    `Checklist: ${facts.checklistDone} of ${facts.checklistTotal} items done`,
    `Last update: ${facts.updatedAt.toISOString()}`,
  ].join('\n');
}
