import type { PartitionCoverage } from '../database/partitions/partition-keeper';
import { ReadinessCheck } from './dto/readiness.dto';

/** Partitions reaching less far ahead than this are reported: the hourly attaching has been failing for months. */
export const PARTITION_WARNING_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the yearly partitions of the event record and the attempt log (PostgreSQL) reach far enough ahead:
 * partitions reaching PARTITION_MONTHS_AHEAD months ahead are attached at start and hourly, so falling under PARTITION_WARNING_DAYS means every
 * run has failed for a long time, and past the last partition every event write would be refused. Null coverage:
 * the database did not answer.
 */
export function partitionCheck(coverage: PartitionCoverage | null, monthsAhead: number, now: Date): ReadinessCheck {
  const name = 'event_partitions';
  if (coverage === null) {
    return {
      name,
      ok: false,
      detail: 'How far the event partitions reach could not be read: the database did not answer.',
    };
  }
  const reach = [...coverage].map(([table, until]) => `${table} until ${until.toISOString().slice(0, 10)}`).join(', ');
  const short = [...coverage].filter(([, until]) => until.getTime() - now.getTime() < PARTITION_WARNING_DAYS * DAY_MS);
  if (short.length === 0) {
    return {
      name,
      ok: true,
      detail: `Partitions (a year each) reach ${reach}; they are attached hourly to reach ${monthsAhead} month(s) ahead (PARTITION_MONTHS_AHEAD=${monthsAhead}).`,
    };
  }
  const tables = short.map(([table]) => table).join(' and ');
  return {
    name,
    ok: false,
    detail:
      `The partitions of ${tables} end within ${PARTITION_WARNING_DAYS} days (${reach}); past them every ` +
      `write is refused. See the log for "partition extension failed", or run ` +
      `SELECT pws_extend_partitions('<table>', ${monthsAhead}) (docs/operations.md, "Partitions").`,
  };
}
