import { ConflictError } from '../common/errors/domain-errors';
import { RegistrationErrorCode } from './registration-error-codes';
import { ApplicationStatus, Lifecycle } from './registration.enums';

/** Operator-driven registration status machine (decisions §4). */
const TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ['kyc_pending', 'rpaa_review', 'reviewing', 'declined'],
  kyc_pending: ['pending', 'rpaa_review', 'reviewing', 'declined'],
  rpaa_review: ['kyc_pending', 'reviewing', 'approved', 'declined'],
  reviewing: ['kyc_pending', 'rpaa_review', 'approved', 'declined'],
  approved: ['reviewing'],
  declined: ['reviewing'],
};

export function allowedNextStatuses(from: ApplicationStatus): readonly ApplicationStatus[] {
  return TRANSITIONS[from];
}

export function assertStatusTransition(from: ApplicationStatus, to: ApplicationStatus): void {
  if (!TRANSITIONS[from].includes(to)) {
    throw new ConflictError(
      `Cannot change status from ${from} to ${to}; allowed from ${from}: ${TRANSITIONS[from].join(', ')}`,
      RegistrationErrorCode.InvalidStatusTransition,
    );
  }
}

export interface LifecycleChange {
  lifecycle: Lifecycle;
  lifecycleBeforeClose: Lifecycle | null;
}

/** A declined program is closed; reopening it returns it to the portal lifecycle it had reached. */
export function lifecycleAfterStatus(to: ApplicationStatus, current: LifecycleChange): LifecycleChange {
  if (to === 'declined') {
    return {
      lifecycle: 'closed',
      lifecycleBeforeClose: current.lifecycle === 'closed' ? current.lifecycleBeforeClose : current.lifecycle,
    };
  }
  if (current.lifecycle === 'closed') {
    return { lifecycle: current.lifecycleBeforeClose ?? 'created', lifecycleBeforeClose: null };
  }
  return { lifecycle: current.lifecycle, lifecycleBeforeClose: current.lifecycleBeforeClose };
}
