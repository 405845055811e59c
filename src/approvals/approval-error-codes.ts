/** The `code` values of this module's error answers (collected in src/common/errors/error-codes.ts). */
export const ApprovalErrorCode = {
  ApprovalNotFound: 'approval_not_found',
  ApprovalNotPending: 'approval_not_pending',
  ApprovalStale: 'approval_stale',
  ApprovalOwnRequest: 'approval_own_request',
  DecisionRoleRequired: 'decision_role_required',
  ApprovalOtherChanges: 'approval_other_changes',
} as const;
export type ApprovalErrorCode = (typeof ApprovalErrorCode)[keyof typeof ApprovalErrorCode];
