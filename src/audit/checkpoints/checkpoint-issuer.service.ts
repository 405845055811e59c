import { Inject, Injectable, Optional } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { AuditSigningKeys } from '../signing/audit-signing-keys.service';
import { AuditSigner } from '../signing/audit-key-material';
import { appendedNodes, headLeafHash, treeHead } from '../merkle';
import { AuditCheckpoint } from './audit-checkpoint.entity';
import { AuditCheckpointsRepository } from './audit-checkpoints.repository';
import { AuditLogScanState, AuditLogScanStateRepository } from './audit-log-scan-state.repository';
import { AuditLogRepository, MovedHead } from './audit-log.repository';
import { overStoredTree } from './audit-tree';
import { checkpointMessage } from './checkpoint-message';
import { CheckpointSkipReason } from './dto/audit-checkpoint.dto';
import { AuditSigningKeyRetiredError } from '../signing/audit-signing-key-retired.error';
import { OutboxWriter } from '../../webhooks/outbound/outbox-writer';
import { toAuditCheckpointOut } from './audit-checkpoint.mapper';

/**
 * Events committed late (their created_at set before a slow commit) are still found by the next run. Each run reads
 * this much history again, so a short interval under heavy intake pays for a long overlap; the full sweep catches
 * what commits later than this.
 */
export const SCAN_OVERLAP_MS = 15_000;

/**
 * A full sweep (every program's last seq against its logged head, not only programs with an event created inside
 * the window) is due FULL_SWEEP_EVERY × AUDIT_CHECKPOINT_INTERVAL_S after the last one started, whichever process
 * ran it (the time is stored). The window misses an event whose created_at (the app's clock when it was built) is
 * older than the previous scan less SCAN_OVERLAP_MS when it commits — a slow commit or a skewed clock; the sweep
 * bounds that: such a head is logged at the latest by the next sweep (one hour after the last by default).
 */
export const FULL_SWEEP_EVERY = 12;

/**
 * At most this many heads are logged per run, by registration id; the scan (window or sweep) continues with the
 * rest at the next run. Bounds a run after a backlog (its writes are split in batches of HEADS_PER_BATCH).
 */
export const MAX_HEADS_PER_RUN = 50_000;

/** Overrides MAX_HEADS_PER_RUN (tests). */
export const CHECKPOINT_HEADS_PER_RUN = Symbol('CHECKPOINT_HEADS_PER_RUN');

/**
 * Heads appended per write transaction: a run appends in several short transactions, then signs in a last one, so
 * other writers (SQLite has one writer at a time) wait for one batch at most, not for the whole run.
 */
export const HEADS_PER_BATCH = 2_000;

/** Overrides HEADS_PER_BATCH (tests). */
export const CHECKPOINT_HEADS_PER_BATCH = Symbol('CHECKPOINT_HEADS_PER_BATCH');

export type CheckpointRunOutcome =
  { checkpoint: AuditCheckpoint; reason: null } | { checkpoint: null; reason: CheckpointSkipReason };

const skipped = (reason: CheckpointSkipReason): CheckpointRunOutcome => ({ checkpoint: null, reason });

/** What a run found outside the issuing transactions, and where the scan stands once it is logged. */
interface ScanPlan {
  read: AuditLogScanState;
  candidates: MovedHead[];
  next: AuditLogScanState;
  /** Leaves no checkpoint covers yet (a run stopped between its batches and its signature). */
  uncovered: boolean;
}

type BatchOutcome = 'appended' | 'another_process_issuing';

/**
 * Appends the heads of the programs that moved since the last run to the Merkle log and signs the new tree head.
 * Candidates are found in a read (the scan may be long: it must not hold the writer lock). They are appended in
 * batches, each its own write transaction: it takes the issuer lock (an advisory lock on PostgreSQL), checks that no
 * other run moved the scan meanwhile, re-reads each candidate's head and the tree's current size (another process
 * may have appended between two batches). A last write signs the tree as it stands and moves the scan state, so a
 * run that stops between batches leaves its leaves for the next run to sign and its scan to be done again (heads
 * logged already drop out). Nothing is written when no program moved, except the time of a completed sweep.
 */
@Injectable()
export class CheckpointIssuer {
  private readonly headsPerRun: number;
  private readonly headsPerBatch: number;

  constructor(
    private readonly db: TransactionRunner,
    private readonly log: AuditLogRepository,
    private readonly checkpoints: AuditCheckpointsRepository,
    private readonly scanState: AuditLogScanStateRepository,
    private readonly keys: AuditSigningKeys,
    private readonly outbox: OutboxWriter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(CHECKPOINT_HEADS_PER_RUN) headsPerRun?: number,
    @Optional() @Inject(CHECKPOINT_HEADS_PER_BATCH) headsPerBatch?: number,
  ) {
    this.headsPerRun = headsPerRun ?? MAX_HEADS_PER_RUN;
    this.headsPerBatch = headsPerBatch ?? HEADS_PER_BATCH;
  }

  /** The new checkpoint, or why none was issued. */
  async issue(): Promise<CheckpointRunOutcome> {
    try {
      // Before scanning: a process that may not sign has nothing to scan for.
      await this.keys.current();
      const plan = await this.db.read((unit) => this.plan(unit, new Date()));
      if (plan.candidates.length === 0 && sameState(plan.read, plan.next) && !plan.uncovered) {
        return skipped('nothing_moved');
      }
      for (let start = 0; start < plan.candidates.length; start += this.headsPerBatch) {
        const batch = plan.candidates.slice(start, start + this.headsPerBatch);
        if ((await this.db.write((unit) => this.appendBatch(unit, plan, batch))) === 'another_process_issuing') {
          return skipped('another_process_issuing');
        }
      }
      return await this.db.write((unit) => this.sign(unit, plan));
    } catch (error) {
      if (error instanceof AuditSigningKeyRetiredError) {
        return skipped('signing_key_retired');
      }
      throw error;
    }
  }

  private async plan(unit: UnitOfWork, now: Date): Promise<ScanPlan> {
    const read = await this.scanState.get(unit);
    const sweepEveryMs = FULL_SWEEP_EVERY * this.config.audit.checkpointIntervalSeconds * 1000;
    const sweep =
      read.sweepAfterId !== null ||
      read.scannedUntil === null ||
      read.sweptAt === null ||
      now.getTime() - read.sweptAt.getTime() >= sweepEveryMs;
    const found = sweep
      ? await this.log.movedHeads(unit, null, { afterId: read.sweepAfterId, limit: this.headsPerRun + 1 })
      : await this.log.movedHeads(unit, new Date((read.scannedUntil as Date).getTime() - SCAN_OVERLAP_MS), {
          limit: this.headsPerRun + 1,
        });
    const capped = found.length > this.headsPerRun;
    const candidates = capped ? found.slice(0, this.headsPerRun) : found;
    const uncovered = (await this.log.treeSize(unit)) > ((await this.checkpoints.latest(unit))?.treeSize ?? 0);
    return {
      read,
      candidates,
      next: sweep ? afterSweep(read, now, capped, candidates) : afterWindow(read, now, capped, candidates),
      uncovered,
    };
  }

  /**
   * One batch, whole: its leaves, the nodes they complete and the heads they log. The scan state moves only in the
   * signing transaction, so a changed state means another run finished meanwhile (and signed what was appended).
   */
  private async appendBatch(unit: UnitOfWork, plan: ScanPlan, batch: MovedHead[]): Promise<BatchOutcome> {
    if (!(await this.checkpoints.tryLockIssuer(unit))) {
      return 'another_process_issuing';
    }
    if (!sameState(await this.scanState.get(unit), plan.read)) {
      return 'another_process_issuing';
    }
    const moved = await this.log.stillMoved(
      unit,
      batch.map((head) => head.registrationId),
    );
    if (moved.length > 0) {
      await this.append(unit, await this.log.treeSize(unit), moved);
    }
    return 'appended';
  }

  /** Signs the tree as it stands when it grew past the latest checkpoint (by this run or by one that stopped). */
  private async sign(unit: UnitOfWork, plan: ScanPlan): Promise<CheckpointRunOutcome> {
    if (!(await this.checkpoints.tryLockIssuer(unit))) {
      return skipped('another_process_issuing');
    }
    const scanMoved = !sameState(await this.scanState.get(unit), plan.read);
    if (!scanMoved && !sameState(plan.read, plan.next)) {
      await this.scanState.save(unit, plan.next);
    }
    const treeSize = await this.log.treeSize(unit);
    const previous = await this.checkpoints.latest(unit);
    if (treeSize <= (previous?.treeSize ?? 0)) {
      return skipped(scanMoved ? 'another_process_issuing' : 'nothing_moved');
    }
    // Read inside this transaction: a key another process retired meanwhile must not sign.
    const signer = await this.keys.currentIn(unit);
    const root = await overStoredTree(
      (keys) => this.log.nodes(unit, keys),
      (read) => treeHead(read, treeSize),
    );
    const checkpoint = await this.insertCheckpoint(unit, treeSize, root.toString('hex'), signer);
    // Witnesses: endpoints that subscribe keep their own copy. Written with the checkpoint, sent after its commit.
    await this.outbox.notify(
      unit,
      {
        type: 'audit.checkpoint.published',
        data: { ...toAuditCheckpointOut(checkpoint) },
        actorType: 'system',
        at: checkpoint.issuedAt,
      },
      { owner: 'everyone' },
    );
    return { checkpoint, reason: null };
  }

  private async append(unit: UnitOfWork, oldSize: number, moved: MovedHead[]): Promise<void> {
    const leafHashes = moved.map((head) =>
      headLeafHash({ reference: head.reference, seq: head.seq, head_hash: head.headHash }),
    );
    const nodes = await overStoredTree(
      (keys) => this.log.nodes(unit, keys),
      (read) => appendedNodes(read, oldSize, leafHashes),
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
  }

  private insertCheckpoint(
    unit: UnitOfWork,
    treeSize: number,
    rootHash: string,
    signer: AuditSigner,
  ): Promise<AuditCheckpoint> {
    const issuedAt = new Date();
    const signature = signer.sign(
      checkpointMessage({
        issued_at: issuedAt.toISOString(),
        kid: signer.kid,
        root_hash: rootHash,
        tree_size: treeSize,
      }),
    );
    return this.checkpoints.insert(unit, { treeSize, rootHash, issuedAt, kid: signer.kid, signature });
  }
}

/**
 * A window scan moves the window's start to this run's start, unless capped (the next run scans the same window
 * again: the heads logged meanwhile drop out) or empty (an idle run writes nothing; its window was short anyway).
 */
function afterWindow(read: AuditLogScanState, now: Date, capped: boolean, candidates: MovedHead[]): AuditLogScanState {
  return capped || candidates.length === 0 ? read : { ...read, scannedUntil: now };
}

/**
 * A capped sweep records where it stopped and continues there at the next run; a completed one records when it
 * started. It covered every event created before its start, so the window may start there too.
 */
function afterSweep(read: AuditLogScanState, now: Date, capped: boolean, candidates: MovedHead[]): AuditLogScanState {
  const startedAt = read.sweepStartedAt ?? now;
  if (capped) {
    return { ...read, sweepAfterId: candidates[candidates.length - 1].registrationId, sweepStartedAt: startedAt };
  }
  const scannedUntil =
    read.scannedUntil !== null && read.scannedUntil.getTime() > startedAt.getTime() ? read.scannedUntil : startedAt;
  return { scannedUntil, sweptAt: startedAt, sweepAfterId: null, sweepStartedAt: null };
}

function sameState(a: AuditLogScanState, b: AuditLogScanState): boolean {
  const time = (value: Date | null) => (value === null ? null : value.getTime());
  return (
    time(a.scannedUntil) === time(b.scannedUntil) &&
    time(a.sweptAt) === time(b.sweptAt) &&
    a.sweepAfterId === b.sweepAfterId &&
    time(a.sweepStartedAt) === time(b.sweepStartedAt)
  );
}
