import { ConflictError } from '../../../src/common/errors/domain-errors';
import {
  allowedNextStatuses,
  assertStatusTransition,
  lifecycleAfterStatus,
} from '../../../src/registrations/registration-status';
import { APPLICATION_STATUSES, ApplicationStatus } from '../../../src/registrations/registration.enums';

const ALLOWED: Record<ApplicationStatus, ApplicationStatus[]> = {
  pending: ['kyc_pending', 'rpaa_review', 'reviewing', 'declined'],
  kyc_pending: ['pending', 'rpaa_review', 'reviewing', 'declined'],
  rpaa_review: ['kyc_pending', 'reviewing', 'approved', 'declined'],
  reviewing: ['kyc_pending', 'rpaa_review', 'approved', 'declined'],
  approved: ['reviewing'],
  declined: ['reviewing'],
};

describe('registration status machine', () => {
  const pairs = APPLICATION_STATUSES.flatMap((from) =>
    APPLICATION_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
  );

  it.each(pairs)('should %s → %s exactly as decisions §4 says', (from, to) => {
    if (ALLOWED[from].includes(to)) {
      expect(() => assertStatusTransition(from, to)).not.toThrow();
    } else {
      expect(() => assertStatusTransition(from, to)).toThrow(ConflictError);
      expect(() => assertStatusTransition(from, to)).toThrow(new RegExp(`${from}.*${to}`));
    }
  });

  it('should list the allowed next states', () => {
    for (const status of APPLICATION_STATUSES) {
      expect([...allowedNextStatuses(status)].sort()).toEqual([...ALLOWED[status]].sort());
    }
  });

  it('should close the lifecycle on decline and restore it on reopening', () => {
    expect(lifecycleAfterStatus('declined', { lifecycle: 'verified', lifecycleBeforeClose: null })).toEqual({
      lifecycle: 'closed',
      lifecycleBeforeClose: 'verified',
    });
    expect(lifecycleAfterStatus('reviewing', { lifecycle: 'closed', lifecycleBeforeClose: 'verified' })).toEqual({
      lifecycle: 'verified',
      lifecycleBeforeClose: null,
    });
  });

  it('should return only lifecycle fields when nothing closes or reopens', () => {
    const entityLike = { lifecycle: 'funded' as const, lifecycleBeforeClose: null, status: 'pending' };
    expect(lifecycleAfterStatus('kyc_pending', entityLike)).toEqual({
      lifecycle: 'funded',
      lifecycleBeforeClose: null,
    });
  });
});
