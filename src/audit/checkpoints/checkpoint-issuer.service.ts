import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { AuditSigningKeys } from '../signing/audit-signing-keys.service';
import { AuditSigner } from '../signing/audit-key-material';
import { appendedNodes, headLeafHash, treeHead } from '../merkle';
import { AuditCheckpoint } from './audit-checkpoint.entity';
import { AuditCheckpointsRepository } from './audit-checkpoints.repository';
import { AuditLogRepository, MovedHead } from './audit-log.repository';
import { overStoredTree } from './audit-tree';
import { checkpointMessage } from './checkpoint-message';
import { CheckpointSkipReason } from './dto/audit-checkpoint.dto';
import { AuditSigningKeyRetiredError } from '../signing/audit-signing-key-retired.error';

/** Events committed late (their created_at set before a slow commit) are still found by the next run. */
export const SCAN_OVERLAP_MS = 60_000;

/**
 * One scan in this many (and the first after start) is a full sweep: every program's last seq against its logged
 * head, not only programs with an event created inside the window. The window misses an event whose created_at (the
 * app's clock when it was built) is older than the previous scan less SCAN_OVERLAP_MS when it commits — a slow
 * commit or a skewed clock; the sweep bounds that: such a head is logged at the latest by this process's next sweep,
 * FULL_SWEEP_EVERY × AUDIT_CHECKPOINT_INTERVAL_S after (one hour by default). A sweep reads every program's last event.
 */
export const FULL_SWEEP_EVERY = 12;

export type CheckpointRunOutcome =
  { checkpoint: AuditCheckpoint; reason: null } | { checkpoint: null; reason: CheckpointSkipReason };

const skipped = (reason: CheckpointSkipReason): CheckpointRunOutcome => ({ checkpoint: null, reason });

/**
 * Appends the heads of the programs that moved since the last run to the Merkle log and signs the new tree head.
 * One process at a time (an advisory lock on PostgreSQL); nothing is written when no program moved.
 */
@Injectable()
export class CheckpointIssuer {
  /** Scans left before the next full sweep; 0: the next scan sweeps. */
  private scansUntilSweep = 0;

  constructor(
    private readonly db: TransactionRunner,
    private readonly log: AuditLogRepository,
    private readonly checkpoints: AuditCheckpointsRepository,
    private readonly keys: AuditSigningKeys,
  ) {}

  /** The new checkpoint, or why none was issued. */
  async issue(): Promise<CheckpointRunOutcome> {
    let swept: boolean | undefined;
    try {
      const outcome = await this.db.write(async (unit) => {
        if (!(await this.checkpoints.tryLockIssuer(unit))) {
          return skipped('another_process_issuing');
        }
        const scanStartedAt = new Date();
        const previous = await this.checkpoints.latest(unit);
        const fullSweep = this.scansUntilSweep === 0 || previous === null;
        const since = fullSweep ? null : new Date(previous.coveredUntil.getTime() - SCAN_OVERLAP_MS);
        const moved = await this.log.movedHeads(unit, since);
        swept = fullSweep;
        if (moved.length === 0) {
          return skipped('nothing_moved');
        }
        // Read inside this transaction: a key another process retired meanwhile must not sign.
        const signer = await this.keys.currentIn(unit);
        const checkpoint = await this.append(unit, previous?.treeSize ?? 0, moved, signer, scanStartedAt);
        return { checkpoint, reason: null };
      });
      this.countScan(swept);
      return outcome;
    } catch (error) {
      if (error instanceof AuditSigningKeyRetiredError) {
        this.countScan(swept);
        return skipped('signing_key_retired');
      }
      throw error;
    }
  }

  private countScan(swept: boolean | undefined): void {
    if (swept !== undefined) {
      this.scansUntilSweep = swept ? FULL_SWEEP_EVERY - 1 : this.scansUntilSweep - 1;
    }
  }

  private async append(
    unit: UnitOfWork,
    oldSize: number,
    moved: MovedHead[],
    signer: AuditSigner,
    coveredUntil: Date,
  ): Promise<AuditCheckpoint> {
    const leafHashes = moved.map((head) =>
      headLeafHash({ reference: head.reference, seq: head.seq, head_hash: head.headHash }),
    );
    const treeSize = oldSize + moved.length;
    const { nodes, root } = await overStoredTree(
      (keys) => this.log.nodes(unit, keys),
      (read) => {
        const added = appendedNodes(read, oldSize, leafHashes);
        const fresh = new Map(added.map((node) => [`${node.level}:${node.index}`, node.hash]));
        const head = treeHead((level, index) => fresh.get(`${level}:${index}`) ?? read(level, index), treeSize);
        return { nodes: added, root: head };
      },
    );
    await this.log.appendLeaves(
      unit,
      moved.map((head, offset) => ({
        leafIndex: oldSize + offset,
        registrationId: head.registrationId,
        seq: head.seq,
        headHash: head.headHash,
        leafHash: leafHashes[offset].toString('hex'),
      })),
      nodes.map((node) => ({ level: node.level, index: node.index, hash: node.hash.toString('hex') })),
    );
    await this.log.saveHeads(
      unit,
      moved.map((head, offset) => ({
        registrationId: head.registrationId,
        seq: head.seq,
        headHash: head.headHash,
        leafIndex: oldSize + offset,
      })),
    );
    const issuedAt = new Date();
    const rootHash = root.toString('hex');
    const signature = signer.sign(
      checkpointMessage({
        issued_at: issuedAt.toISOString(),
        kid: signer.kid,
        root_hash: rootHash,
        tree_size: treeSize,
      }),
    );
    return this.checkpoints.insert(unit, { treeSize, rootHash, issuedAt, kid: signer.kid, signature, coveredUntil });
  }
}
