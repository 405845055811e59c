/** The life of a four-eyes request (column `status_approvals.state`). */
export const APPROVAL_STATES = ['pending', 'confirmed', 'rejected', 'stale'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** What a four-eyes request asks for (column `status_approvals.action`): a status move or a program's erasure. */
export const APPROVAL_ACTIONS = ['status_move', 'erasure'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];
