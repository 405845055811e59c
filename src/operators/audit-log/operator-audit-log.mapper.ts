import { actorView } from '../../common/auth/actor.mapper';
import { OperatorAuditEntryOut } from './dto/operator-audit-log.dto';
import { OperatorAuditEntry } from './operator-audit-entry.entity';

/** Operators are the only readers of this log, so the actor is shown whole. */
export function toOperatorAuditEntryOut(entry: OperatorAuditEntry): OperatorAuditEntryOut {
  return {
    id: entry.id,
    occurred_at: entry.occurredAt.toISOString(),
    action: entry.action,
    actor: entry.actor && actorView(entry.actor, true),
    subject_operator_id: entry.subjectOperatorId,
    detail: entry.detail,
  };
}
