import { Injectable } from '@nestjs/common';
import { DatabaseDialect, InjectDialect } from '../../database/dialect';
import { managerOf, UnitOfWork } from '../../database/unit-of-work';
import { storedTime } from '../../database/iso-timestamp';

/** Where the checkpoint scans stopped; every field null before the first run. */
export interface AuditLogScanState {
  /** Events created before this instant (less the scan overlap) were considered by a completed scan. */
  scannedUntil: Date | null;
  /** When the last completed full sweep started: the next one is due a sweep interval after it. */
  sweptAt: Date | null;
  /** An unfinished (capped) sweep continues after this registration id. */
  sweepAfterId: number | null;
  /** When the unfinished sweep started. */
  sweepStartedAt: Date | null;
}

export const EMPTY_SCAN_STATE: AuditLogScanState = {
  scannedUntil: null,
  sweptAt: null,
  sweepAfterId: null,
  sweepStartedAt: null,
};

interface ScanStateRow {
  scanned_until: Date | string | null;
  swept_at: Date | string | null;
  sweep_after_id: number | string | null;
  sweep_started_at: Date | string | null;
}

/**
 * The one row of `audit_log_scan_state`, in the database so that every process sees the same cursor (and the
 * sweep is due on time whichever process runs it). Read and written in plain SQL: it has no entity of its own.
 */
@Injectable()
export class AuditLogScanStateRepository {
  constructor(@InjectDialect() private readonly dialect: DatabaseDialect) {}

  async get(unit: UnitOfWork): Promise<AuditLogScanState> {
    const [row] = await managerOf(unit).query<ScanStateRow[]>(
      'SELECT scanned_until, swept_at, sweep_after_id, sweep_started_at FROM audit_log_scan_state WHERE id = 1',
    );
    if (row === undefined) {
      return EMPTY_SCAN_STATE;
    }
    return {
      scannedUntil: storedTime(row.scanned_until),
      sweptAt: storedTime(row.swept_at),
      sweepAfterId: row.sweep_after_id === null ? null : Number(row.sweep_after_id),
      sweepStartedAt: storedTime(row.sweep_started_at),
    };
  }

  async save(unit: UnitOfWork, state: AuditLogScanState): Promise<void> {
    const p = (index: number) => (this.dialect === 'postgres' ? `$${index}` : '?');
    await managerOf(unit).query(
      `INSERT INTO audit_log_scan_state (id, scanned_until, swept_at, sweep_after_id, sweep_started_at)
       VALUES (1, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)})
       ON CONFLICT (id) DO UPDATE SET scanned_until = excluded.scanned_until, swept_at = excluded.swept_at,
         sweep_after_id = excluded.sweep_after_id, sweep_started_at = excluded.sweep_started_at`,
      [
        this.timestampParameter(state.scannedUntil),
        this.timestampParameter(state.sweptAt),
        state.sweepAfterId,
        this.timestampParameter(state.sweepStartedAt),
      ],
    );
  }

  /** TypeORM stores a SQLite timestamp as UTC text with milliseconds; raw SQL must write and read the same form. */
  private timestampParameter(value: Date | null): Date | string | null {
    if (value === null || this.dialect === 'postgres') {
      return value;
    }
    return value.toISOString().replace('T', ' ').slice(0, 23);
  }
}
