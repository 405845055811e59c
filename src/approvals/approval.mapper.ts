import { actorView } from '../common/auth/actor.mapper';
import { ApprovalOut } from './dto/approval.dto';
import { StatusApproval } from './status-approval.entity';

/** A request as operators see it (the only ones who read requests): actors whole. */
export function toApprovalOut(approval: StatusApproval, reference: string): ApprovalOut {
  return {
    approval_id: approval.id,
    reference,
    action: approval.action,
    from: approval.fromStatus,
    to: approval.toStatus,
    requested_by: actorView(approval.requestedBy, true),
    requested_at: approval.requestedAt.toISOString(),
    status: approval.state,
    note: approval.note,
    decided_by: approval.decidedBy && actorView(approval.decidedBy, true),
    decided_at: approval.decidedAt?.toISOString() ?? null,
    reason: approval.reason,
  };
}
