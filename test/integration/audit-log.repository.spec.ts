import { AuditCheckpointsRepository } from '../../src/audit/checkpoints/audit-checkpoints.repository';
import { AuditLogRepository } from '../../src/audit/checkpoints/audit-log.repository';
import { AuditLogScanStateRepository } from '../../src/audit/checkpoints/audit-log-scan-state.repository';
import { OutboxWriter } from '../../src/webhooks/outbound/outbox-writer';
import { CheckpointIssuer, FULL_SWEEP_EVERY } from '../../src/audit/checkpoints/checkpoint-issuer.service';
import { AuditSigningKeyRetiredError } from '../../src/audit/signing/audit-signing-key-retired.error';
import { AuditSigningKeys } from '../../src/audit/signing/audit-signing-keys.service';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { appendedNodes, headLeafHash, treeHead } from '../../src/audit/merkle';
import { eventHash } from '../../src/program-events/event-hash';
import { ProgramEvent } from '../../src/program-events/program-event.entity';
import { unitOf } from '../../src/database/unit-of-work';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

describe(AuditLogRepository.name, () => {
  let app: TestApp;
  let log: AuditLogRepository;
  const unit = () => unitOf(app.dataSource.manager);

  beforeAll(async () => {
    app = await startTestApp();
    log = app.app.get(AuditLogRepository);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should find the programs whose head moved past the logged one, in registration id order', async () => {
    const first = await registerProgram(app);
    const second = await registerProgram(app);
    const moved = await log.movedHeads(unit(), null);
    const ours = moved.filter((head) => [first.id, second.id].includes(head.registrationId));
    expect(ours.map((head) => [head.registrationId, head.reference, head.seq])).toEqual([
      [first.id, first.reference, 1],
      [second.id, second.reference, 1],
    ]);
    expect(ours[0].headHash).toMatch(/^[0-9a-f]{64}$/);

    await log.saveHeads(unit(), [{ registrationId: first.id, seq: 1, headHash: ours[0].headHash, leafIndex: 0 }]);
    const after = await log.movedHeads(unit(), null);
    expect(after.some((head) => head.registrationId === first.id)).toBe(false);
    expect(after.some((head) => head.registrationId === second.id)).toBe(true);
  });

  it('should only scan events created at or after `since`', async () => {
    const program = await registerProgram(app);
    const later = new Date(Date.now() + 60_000);
    expect((await log.movedHeads(unit(), later)).some((head) => head.registrationId === program.id)).toBe(false);
    const earlier = new Date(Date.now() - 60_000);
    expect((await log.movedHeads(unit(), earlier)).some((head) => head.registrationId === program.id)).toBe(true);
  });

  it('should refuse deleting a logged head or moving it back at the database level', async () => {
    const program = await registerProgram(app);
    const head = { registrationId: program.id, seq: 5, headHash: 'd'.repeat(64), leafIndex: 500 };
    await log.saveHeads(unit(), [head]);
    const where = `WHERE registration_id = ${program.id}`;
    await expect(app.dataSource.query(`DELETE FROM audit_program_heads ${where}`)).rejects.toThrow(
      /only moves forward/,
    );
    for (const change of [
      'seq = 4',
      'leaf_index = 499',
      'seq = 6',
      'leaf_index = 501',
      `head_hash = '${'e'.repeat(64)}'`,
    ]) {
      await expect(app.dataSource.query(`UPDATE audit_program_heads SET ${change} ${where}`)).rejects.toThrow(
        /only moves forward/,
      );
    }
    await expect(log.saveHeads(unit(), [{ ...head, seq: 4, leafIndex: 501 }])).rejects.toThrow(/only moves forward/);
    await log.saveHeads(unit(), [{ ...head, seq: 6, leafIndex: 501 }]);
    const [row] = await app.dataSource.query<Array<{ seq: number; leaf_index: number }>>(
      `SELECT seq, leaf_index FROM audit_program_heads ${where}`,
    );
    expect([Number(row.seq), Number(row.leaf_index)]).toEqual([6, 501]);
  });

  it('should store leaves and nodes and read nodes back by key', async () => {
    await log.appendLeaves(
      unit(),
      [{ leafIndex: 1000, registrationId: 1, seq: 1, headHash: 'a'.repeat(64), leafHash: 'b'.repeat(64) }],
      [
        { level: 0, index: 1000, hash: 'b'.repeat(64) },
        { level: 3, index: 125, hash: 'c'.repeat(64) },
      ],
    );
    const nodes = await log.nodes(unit(), [
      { level: 3, index: 125 },
      { level: 0, index: 1000 },
      { level: 9, index: 9 },
    ]);
    expect(nodes.map((node) => [node.level, node.index, node.hash]).sort()).toEqual([
      [0, 1000, 'b'.repeat(64)],
      [3, 125, 'c'.repeat(64)],
    ]);
    expect(await log.leavesOf(unit(), 1)).toEqual([
      { leafIndex: 1000, registrationId: 1, seq: 1, headHash: 'a'.repeat(64), leafHash: 'b'.repeat(64) },
    ]);
    expect(await log.leavesOf(unit(), 1, 1000)).toEqual([]);
    expect(await log.leavesOf(unit(), 1, 1001)).toHaveLength(1);
  });
});

describe(AuditCheckpointsRepository.name, () => {
  let app: TestApp;
  let checkpoints: AuditCheckpointsRepository;
  const unit = () => unitOf(app.dataSource.manager);

  beforeAll(async () => {
    app = await startTestApp();
    checkpoints = app.app.get(AuditCheckpointsRepository);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should insert checkpoints, answer the latest, and pages since an instant or from the first', async () => {
    const base = Date.parse('2030-01-01T00:00:00.000Z');
    const fields = (size: number, at: number) => ({
      treeSize: size,
      rootHash: String(size % 10).repeat(64),
      issuedAt: new Date(at),
      kid: '0123456789abcdef',
      signature: 'c2ln',
    });
    const a = await checkpoints.insert(unit(), fields(10, base));
    const b = await checkpoints.insert(unit(), fields(12, base + 1500));
    const c = await checkpoints.insert(unit(), fields(15, base + 3000));
    expect(await checkpoints.latest(unit())).toEqual(c);
    const since = (await checkpoints.page(unit(), new Date(base + 1), null, 10)).map((row) => row.id);
    expect(since).toEqual([b.id, c.id]);
    expect((await checkpoints.page(unit(), new Date(base), a.id, 1)).map((row) => row.id)).toEqual([b.id]);
    expect((await checkpoints.page(unit(), null, null, 10)).map((row) => row.id)).toEqual([a.id, b.id, c.id]);
    await expect(checkpoints.insert(unit(), fields(12, base + 4000))).rejects.toThrow();
  });

  it('should take the issuer lock', async () => {
    expect(await checkpoints.tryLockIssuer(unit())).toBe(true);
  });
});

describe(`${CheckpointIssuer.name} scans`, () => {
  let app: TestApp;
  const unit = () => unitOf(app.dataSource.manager);

  beforeEach(async () => {
    app = await startTestApp();
  });

  afterEach(async () => {
    await app.close();
  });

  /** Another process's issuer on the same database: its own memory, the same stored scan state. */
  function issuerOf(headsPerRun?: number, headsPerBatch?: number): CheckpointIssuer {
    return new CheckpointIssuer(
      app.app.get(TransactionRunner),
      app.app.get(AuditLogRepository),
      app.app.get(AuditCheckpointsRepository),
      app.app.get(AuditLogScanStateRepository),
      app.app.get(AuditSigningKeys),
      app.app.get(OutboxWriter),
      app.config,
      headsPerRun,
      headsPerBatch,
    );
  }

  /** An event committed long after its created_at (a slow commit, a skewed clock): outside every later window. */
  async function lateEvent(program: { id: number; reference: string }): Promise<void> {
    const events = app.dataSource.getRepository(ProgramEvent);
    const [first] = await events.find({ where: { registrationId: program.id }, order: { seq: 'DESC' } });
    const late = {
      registrationId: program.id,
      seq: first.seq + 1,
      eventType: 'checklist.item_updated',
      source: 'intake',
      actor: null,
      instructionId: null,
      payload: { late: true },
      createdAt: new Date(Date.now() - 3_600_000),
      prevHash: first.hash,
      hashVersion: 2,
    };
    await events.insert({ ...late, hash: eventHash({ ...late, reference: program.reference }) });
  }

  /** Moves the last sweep back in time, as if it had run that long ago. */
  async function lastSweepAgo(ms: number): Promise<void> {
    const state = await app.app.get(AuditLogScanStateRepository).get(unit());
    await app.app.get(AuditLogScanStateRepository).save(unit(), { ...state, sweptAt: new Date(Date.now() - ms) });
  }

  const sweepEveryMs = () => FULL_SWEEP_EVERY * app.config.audit.checkpointIntervalSeconds * 1000;

  it('should sweep when the stored last sweep is older than 12 intervals, whichever process runs it', async () => {
    const program = await registerProgram(app);
    // The first run ever sweeps everything: the program's head (seq 1) is logged and the sweep time stored.
    expect((await issuerOf().issue()).checkpoint?.treeSize).toBe(1);
    const state = await app.app.get(AuditLogScanStateRepository).get(unit());
    expect(state.sweptAt).not.toBeNull();
    expect(state.sweepAfterId).toBeNull();

    await lateEvent(program);
    // A process started since (no memory of the sweep) does not sweep again before it is due.
    expect(await issuerOf().issue()).toEqual({ checkpoint: null, reason: 'nothing_moved' });
    await lastSweepAgo(sweepEveryMs() - 60_000);
    expect(await issuerOf().issue()).toEqual({ checkpoint: null, reason: 'nothing_moved' });

    // Due: yet another process sweeps, and finds the late head.
    await lastSweepAgo(sweepEveryMs() + 1);
    const swept = await issuerOf().issue();
    expect(swept.checkpoint?.treeSize).toBe(2);
    const leaves = await app.app.get(AuditLogRepository).leavesOf(unit(), program.id);
    expect(leaves.map((leaf) => leaf.seq)).toEqual([1, 2]);
    const after = await app.app.get(AuditLogScanStateRepository).get(unit());
    expect(Date.now() - (after.sweptAt as Date).getTime()).toBeLessThan(60_000);
  });

  it('should record a sweep that found nothing, so the next run does not sweep again', async () => {
    expect(await issuerOf().issue()).toEqual({ checkpoint: null, reason: 'nothing_moved' });
    expect((await app.app.get(AuditLogScanStateRepository).get(unit())).sweptAt).not.toBeNull();
    const program = await registerProgram(app);
    expect((await issuerOf().issue()).checkpoint?.treeSize).toBe(1);
    await lateEvent(program);
    // Only a sweep finds the late event: none runs before it is due.
    expect(await issuerOf().issue()).toEqual({ checkpoint: null, reason: 'nothing_moved' });
    const leaves = await app.app.get(AuditLogRepository).leavesOf(unit(), program.id);
    expect(leaves.map((leaf) => leaf.seq)).toEqual([1]);
  });

  it('should log at most the cap per run, by registration id, and continue the sweep where it stopped', async () => {
    const programs = [];
    for (let index = 0; index < 5; index++) {
      programs.push(await registerProgram(app));
    }
    const ids = programs.map((program) => program.id).sort((a, b) => a - b);
    const issuer = issuerOf(2);
    const loggedIds = async () =>
      (
        await app.dataSource.query<Array<{ registration_id: number }>>(
          'SELECT registration_id FROM audit_log_leaves ORDER BY leaf_index',
        )
      ).map((row) => Number(row.registration_id));

    expect((await issuer.issue()).checkpoint?.treeSize).toBe(2);
    expect(await loggedIds()).toEqual(ids.slice(0, 2));
    const unfinished = await app.app.get(AuditLogScanStateRepository).get(unit());
    expect(unfinished).toMatchObject({ sweepAfterId: ids[1], sweptAt: null });

    expect((await issuer.issue()).checkpoint?.treeSize).toBe(4);
    expect((await issuer.issue()).checkpoint?.treeSize).toBe(5);
    expect(await loggedIds()).toEqual(ids);
    const done = await app.app.get(AuditLogScanStateRepository).get(unit());
    expect(done.sweepAfterId).toBeNull();
    expect(done.sweptAt?.getTime()).toBe(unfinished.sweepStartedAt?.getTime());
    expect(await issuer.issue()).toEqual({ checkpoint: null, reason: 'nothing_moved' });
  });

  it('should cap the window scan too and scan the same window again for the rest', async () => {
    expect(await issuerOf().issue()).toEqual({ checkpoint: null, reason: 'nothing_moved' });
    const programs = [];
    for (let index = 0; index < 3; index++) {
      programs.push(await registerProgram(app));
    }
    const issuer = issuerOf(2);
    const before = await app.app.get(AuditLogScanStateRepository).get(unit());
    expect((await issuer.issue()).checkpoint?.treeSize).toBe(2);
    expect((await app.app.get(AuditLogScanStateRepository).get(unit())).scannedUntil).toEqual(before.scannedUntil);
    expect((await issuer.issue()).checkpoint?.treeSize).toBe(3);
    const after = await app.app.get(AuditLogScanStateRepository).get(unit());
    expect(after.scannedUntil?.getTime()).toBeGreaterThan(before.scannedUntil?.getTime() ?? 0);
  });

  it('should check the signing key before scanning', async () => {
    await registerProgram(app);
    const keys = app.app.get(AuditSigningKeys);
    const retired = jest
      .spyOn(keys, 'current')
      .mockRejectedValue(new AuditSigningKeyRetiredError('0123456789abcdef', null));
    const scan = jest.spyOn(app.app.get(AuditLogRepository), 'movedHeads');
    try {
      expect(await issuerOf().issue()).toEqual({ checkpoint: null, reason: 'signing_key_retired' });
      expect(scan).not.toHaveBeenCalled();
    } finally {
      retired.mockRestore();
      scan.mockRestore();
    }
  });

  it('should re-check candidates under the lock: a head logged meanwhile is not logged twice', async () => {
    const program = await registerProgram(app);
    const log = app.app.get(AuditLogRepository);
    const movedHeads = log.movedHeads.bind(log);
    // Another process logs the same head between this run's read and its write.
    const scan = jest.spyOn(log, 'movedHeads').mockImplementation(async (...args) => {
      const found = await movedHeads(...args);
      const [head] = found.filter((entry) => entry.registrationId === program.id);
      await log.saveHeads(unit(), [
        { registrationId: head.registrationId, seq: head.seq, headHash: head.headHash, leafIndex: 0 },
      ]);
      return found;
    });
    try {
      expect(await issuerOf().issue()).toEqual({ checkpoint: null, reason: 'nothing_moved' });
    } finally {
      scan.mockRestore();
    }
    expect(await log.leavesOf(unit(), program.id)).toEqual([]);
  });

  /** The root of the tree of these heads' leaves, computed in memory from src/audit/merkle alone. */
  function rootOf(heads: Array<{ reference: string; seq: number; headHash: string }>): string {
    const leaves = heads.map((head) =>
      headLeafHash({ reference: head.reference, seq: head.seq, head_hash: head.headHash }),
    );
    const nodes = appendedNodes(
      () => {
        throw new Error('an empty tree has no nodes');
      },
      0,
      leaves,
    );
    const byKey = new Map(nodes.map((node) => [`${node.level}:${node.index}`, node.hash]));
    return treeHead((level, index) => byKey.get(`${level}:${index}`) as Buffer, leaves.length).toString('hex');
  }

  const leafCount = async () =>
    Number(
      (
        await app.dataSource.query<Array<{ count: number | string }>>('SELECT COUNT(*) AS count FROM audit_log_leaves')
      )[0].count,
    );

  it('should append in batches of the given size and sign the same root as the tree of all the leaves', async () => {
    for (let index = 0; index < 7; index++) {
      await registerProgram(app);
    }
    const heads = await app.app.get(AuditLogRepository).movedHeads(unit(), null);
    expect(heads).toHaveLength(7);
    const writes = jest.spyOn(app.app.get(TransactionRunner), 'write');
    try {
      const { checkpoint } = await issuerOf(undefined, 2).issue();
      expect(checkpoint?.treeSize).toBe(7);
      expect(checkpoint?.rootHash).toBe(rootOf(heads));
      // Four batches (2 + 2 + 2 + 1 heads), then the signature.
      expect(writes).toHaveBeenCalledTimes(5);
    } finally {
      writes.mockRestore();
    }
    const nodes = await app.dataSource.query<Array<{ count: number | string }>>(
      'SELECT COUNT(*) AS count FROM audit_tree_nodes',
    );
    // 7 leaves, 3 pairs, 1 subtree of 4.
    expect(Number(nodes[0].count)).toBe(11);
  });

  it('should sign at the next run the leaves of a run that stopped before signing', async () => {
    for (let index = 0; index < 3; index++) {
      await registerProgram(app);
    }
    const heads = await app.app.get(AuditLogRepository).movedHeads(unit(), null);
    const keys = app.app.get(AuditSigningKeys);
    const stopped = jest.spyOn(keys, 'currentIn').mockRejectedValueOnce(new Error('process stopped'));
    try {
      await expect(issuerOf(undefined, 2).issue()).rejects.toThrow('process stopped');
    } finally {
      stopped.mockRestore();
    }
    expect(await leafCount()).toBe(3);
    expect(await app.app.get(AuditCheckpointsRepository).latest(unit())).toBeNull();
    // The scan state did not move: the next run scans again, finds nothing new, and signs what is uncovered.
    expect((await app.app.get(AuditLogScanStateRepository).get(unit())).sweptAt).toBeNull();

    const { checkpoint } = await issuerOf(undefined, 2).issue();
    expect(checkpoint?.treeSize).toBe(3);
    expect(checkpoint?.rootHash).toBe(rootOf(heads));
    expect(await leafCount()).toBe(3);
    expect(await issuerOf(undefined, 2).issue()).toEqual({ checkpoint: null, reason: 'nothing_moved' });
  });

  it('should keep the batches appended before a stop and append the rest, once each, at the next run', async () => {
    for (let index = 0; index < 3; index++) {
      await registerProgram(app);
    }
    const heads = await app.app.get(AuditLogRepository).movedHeads(unit(), null);
    const log = app.app.get(AuditLogRepository);
    const appendLeaves = log.appendLeaves.bind(log);
    let calls = 0;
    const stopAtSecond = jest.spyOn(log, 'appendLeaves').mockImplementation(async (...args) => {
      calls++;
      if (calls === 2) {
        throw new Error('process stopped');
      }
      return appendLeaves(...args);
    });
    try {
      await expect(issuerOf(undefined, 2).issue()).rejects.toThrow('process stopped');
    } finally {
      stopAtSecond.mockRestore();
    }
    expect(await leafCount()).toBe(2);
    expect(await app.app.get(AuditCheckpointsRepository).latest(unit())).toBeNull();

    const { checkpoint } = await issuerOf(undefined, 2).issue();
    expect(checkpoint?.treeSize).toBe(3);
    expect(checkpoint?.rootHash).toBe(rootOf(heads));
    const logged = await app.dataSource.query<Array<{ registration_id: number }>>(
      'SELECT registration_id FROM audit_log_leaves ORDER BY leaf_index',
    );
    expect(logged.map((row) => Number(row.registration_id))).toEqual(heads.map((head) => head.registrationId));
  });

  it('should append each batch at the tree size it reads under the lock, after another process appended', async () => {
    for (let index = 0; index < 3; index++) {
      await registerProgram(app);
    }
    const heads = await app.app.get(AuditLogRepository).movedHeads(unit(), null);
    const runner = app.app.get(TransactionRunner);
    const write = runner.write.bind(runner);
    let writes = 0;
    let interleaved = false;
    const between = jest.spyOn(runner, 'write').mockImplementation(async (work) => {
      writes++;
      if (writes === 2 && !interleaved) {
        interleaved = true;
        // Another process logs the second head in its own batch and stops before signing.
        const stopped = jest.spyOn(app.app.get(AuditSigningKeys), 'currentIn').mockRejectedValueOnce(new Error('x'));
        try {
          await expect(issuerOf(1, 1).issue()).rejects.toThrow('x');
        } finally {
          stopped.mockRestore();
        }
      }
      return write(work);
    });
    let outcome;
    try {
      outcome = await issuerOf(undefined, 1).issue();
    } finally {
      between.mockRestore();
    }
    expect(interleaved).toBe(true);
    expect(outcome.checkpoint?.treeSize).toBe(3);
    expect(outcome.checkpoint?.rootHash).toBe(rootOf(heads));
    const logged = await app.dataSource.query<Array<{ registration_id: number; leaf_index: number }>>(
      'SELECT registration_id, leaf_index FROM audit_log_leaves ORDER BY leaf_index',
    );
    expect(logged.map((row) => Number(row.registration_id))).toEqual(heads.map((head) => head.registrationId));
  });
});
