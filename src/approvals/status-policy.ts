import { ForbiddenError } from '../common/errors/domain-errors';
import { OperatorRole, roleIncludes } from '../operators/accounts/operator-role';
import { ApplicationStatus } from '../registrations/registration.enums';
import { ApprovalErrorCode } from './approval-error-codes';

/** The decisive statuses: moving a program into one needs the approver role (or a second operator's confirmation). */
export const DECISION_STATUSES: readonly ApplicationStatus[] = ['approved', 'declined'];

/** How an operator's status move happens: at once, or as a request a second operator confirms. */
export type StatusMovePath = 'direct' | 'request';

/**
 * The four-eyes rule: a move into a status of `fourEyesStatuses` by any operator (the bootstrap credential
 * included) waits for a second operator; otherwise a move into a decisive status needs the approver role.
 */
export function statusMovePath(
  fourEyesStatuses: readonly ApplicationStatus[],
  role: OperatorRole,
  to: ApplicationStatus,
): StatusMovePath {
  if (fourEyesStatuses.includes(to)) {
    return 'request';
  }
  if (DECISION_STATUSES.includes(to) && !roleIncludes(role, 'approver')) {
    throw new ForbiddenError(
      `Moving a program into ${to} needs the approver role; your role is ${role}`,
      ApprovalErrorCode.DecisionRoleRequired,
    );
  }
  return 'direct';
}
