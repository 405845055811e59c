/** The life of a four-eyes request (column `status_approvals.state`). */
export const APPROVAL_STATES = ['pending', 'confirmed', 'rejected', 'stale'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];
