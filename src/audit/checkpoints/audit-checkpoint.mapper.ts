import { AuditCheckpoint } from './audit-checkpoint.entity';
import type { CheckpointRunOutcome } from './checkpoint-issuer.service';
import { AuditCheckpointOut, AuditCheckpointRun } from './dto/audit-checkpoint.dto';

export function toAuditCheckpointOut(checkpoint: AuditCheckpoint): AuditCheckpointOut {
  return {
    id: checkpoint.id,
    tree_size: checkpoint.treeSize,
    root_hash: checkpoint.rootHash,
    issued_at: checkpoint.issuedAt.toISOString(),
    kid: checkpoint.kid,
    signature: checkpoint.signature,
  };
}

export function toAuditCheckpointRun(outcome: CheckpointRunOutcome): AuditCheckpointRun {
  return {
    issued: outcome.checkpoint !== null,
    checkpoint: outcome.checkpoint ? toAuditCheckpointOut(outcome.checkpoint) : null,
    reason: outcome.reason,
  };
}
