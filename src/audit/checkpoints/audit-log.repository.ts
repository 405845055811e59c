import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { DatabaseDialect, InjectDialect } from '../../database/dialect';
import { managerOf, UnitOfWork } from '../../database/unit-of-work';
import { AuditLogLeaf } from './audit-log-leaf.entity';
import { AuditProgramHead } from './audit-program-head.entity';
import { AuditTreeNode } from './audit-tree-node.entity';

/** A program whose chain head moved past its last logged head. */
export interface MovedHead {
  registrationId: number;
  reference: string;
  seq: number;
  headHash: string;
}

export interface NodeKey {
  level: number;
  index: number;
}

const INSERT_CHUNK = 300;
/** Registration ids per re-check statement (well below SQLite's parameter limit). */
const IN_CHUNK = 500;

/**
 * The Merkle log's tables: leaves and tree nodes (append-only) and the last logged head of each program.
 * `movedHeads` reads program_events and registrations in one statement, as the intake-side read models do: a
 * checkpoint run would otherwise read every program through the event door.
 */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectDialect() private readonly dialect: DatabaseDialect) {}

  /**
   * Programs with an event created at or after `since` (all when null) whose head is not logged yet, by id: at most
   * `limit`, and only those after the registration id `afterId` when given.
   */
  movedHeads(
    unit: UnitOfWork,
    since: Date | null,
    page: { afterId?: number | null; limit?: number } = {},
  ): Promise<MovedHead[]> {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    let headSince = '';
    if (since !== null) {
      parameters.push(this.timestampParameter(since));
      conditions.push(`e.created_at >= ${this.parameter(parameters.length)}`);
      // The head found is one of the events since then: the same bound lets PostgreSQL read only those months
      // (partitions; SQLite has none, and its `?` could not name the value twice).
      if (this.dialect === 'postgres') {
        headSince = ` AND head.created_at >= $${parameters.length}`;
      }
    }
    if (page.afterId !== undefined && page.afterId !== null) {
      parameters.push(page.afterId);
      conditions.push(`e.registration_id > ${this.parameter(parameters.length)}`);
    }
    return this.headsNotLogged(unit, conditions, parameters, page.limit, headSince);
  }

  /** Of the given programs, those whose current head is not logged yet, by id: the run's check under its lock. */
  async stillMoved(unit: UnitOfWork, registrationIds: number[]): Promise<MovedHead[]> {
    const moved: MovedHead[] = [];
    const sorted = [...registrationIds].sort((a, b) => a - b);
    for (let start = 0; start < sorted.length; start += IN_CHUNK) {
      const chunk = sorted.slice(start, start + IN_CHUNK);
      const list = chunk.map((_, offset) => this.parameter(offset + 1)).join(', ');
      moved.push(...(await this.headsNotLogged(unit, [`e.registration_id IN (${list})`], chunk)));
    }
    return moved;
  }

  private async headsNotLogged(
    unit: UnitOfWork,
    conditions: string[],
    parameters: unknown[],
    limit?: number,
    headSince = '',
  ): Promise<MovedHead[]> {
    const where = conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
    const cap = limit === undefined ? '' : `LIMIT ${Math.floor(limit)}`;
    const rows = await managerOf(unit).query<
      Array<{ registration_id: number; reference: string; seq: number | string; head_hash: string }>
    >(
      `SELECT latest.registration_id, r.reference, latest.seq, head.hash AS head_hash
         FROM (SELECT e.registration_id, MAX(e.seq) AS seq FROM program_events e ${where}
                GROUP BY e.registration_id) latest
         JOIN program_events head ON head.registration_id = latest.registration_id AND head.seq = latest.seq${headSince}
         JOIN registrations r ON r.id = latest.registration_id
         LEFT JOIN audit_program_heads logged ON logged.registration_id = latest.registration_id
        WHERE logged.registration_id IS NULL OR logged.seq < latest.seq
        ORDER BY latest.registration_id ${cap}`,
      parameters,
    );
    return rows.map((row) => ({
      registrationId: Number(row.registration_id),
      reference: row.reference,
      seq: Number(row.seq),
      headHash: row.head_hash,
    }));
  }

  /** Leaves in the log (indexes are contiguous from 0), including any appended by a run that stopped before signing. */
  async treeSize(unit: UnitOfWork): Promise<number> {
    const [row] = await managerOf(unit).query<Array<{ size: number | string | null }>>(
      'SELECT MAX(leaf_index) + 1 AS size FROM audit_log_leaves',
    );
    return row.size === null ? 0 : Number(row.size);
  }

  async nodes(unit: UnitOfWork, keys: NodeKey[]): Promise<AuditTreeNode[]> {
    if (keys.length === 0) {
      return [];
    }
    return managerOf(unit).find(AuditTreeNode, { where: keys.map(({ level, index }) => ({ level, index })) });
  }

  async appendLeaves(unit: UnitOfWork, leaves: AuditLogLeaf[], nodes: AuditTreeNode[]): Promise<void> {
    const manager = managerOf(unit);
    for (let start = 0; start < leaves.length; start += INSERT_CHUNK) {
      await manager.insert(AuditLogLeaf, leaves.slice(start, start + INSERT_CHUNK));
    }
    for (let start = 0; start < nodes.length; start += INSERT_CHUNK) {
      await manager.insert(AuditTreeNode, nodes.slice(start, start + INSERT_CHUNK));
    }
  }

  async saveHeads(unit: UnitOfWork, heads: AuditProgramHead[]): Promise<void> {
    const manager = managerOf(unit);
    for (let start = 0; start < heads.length; start += INSERT_CHUNK) {
      await manager.upsert(AuditProgramHead, heads.slice(start, start + INSERT_CHUNK), ['registrationId']);
    }
  }

  /** Every leaf logged for a program (only those below `treeSize` when given), oldest first. */
  leavesOf(unit: UnitOfWork, registrationId: number, treeSize?: number): Promise<AuditLogLeaf[]> {
    return managerOf(unit).find(AuditLogLeaf, {
      where: { registrationId, ...(treeSize === undefined ? {} : { leafIndex: LessThan(treeSize) }) },
      order: { leafIndex: 'ASC' },
    });
  }

  private parameter(index: number): string {
    return this.dialect === 'postgres' ? `$${index}` : '?';
  }

  /** TypeORM stores a SQLite timestamp as UTC text with milliseconds; a raw comparison needs the same form. */
  private timestampParameter(value: Date): Date | string {
    return this.dialect === 'postgres' ? value : value.toISOString().replace('T', ' ').slice(0, 23);
  }
}
