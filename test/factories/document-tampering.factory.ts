import type { TestApp } from '../support/test-app';

/**
 * Tampering helpers for reconciliation tests. Each test app owns its database (in-memory SQLite or a
 * scratch PostgreSQL database), so dropping the append-only triggers there touches nothing else.
 */
export async function dropEventGuards(app: TestApp): Promise<void> {
  if (app.dataSource.options.type === 'postgres') {
    await app.dataSource.query('DROP TRIGGER IF EXISTS program_events_no_update_delete ON program_events');
  } else {
    await app.dataSource.query('DROP TRIGGER IF EXISTS program_events_no_update');
    await app.dataSource.query('DROP TRIGGER IF EXISTS program_events_no_delete');
  }
}

/**
 * Runs `rewrite`, which changes a program's events in place (after `dropEventGuards`), then puts the program's chain
 * head back on the record's last event, as the rewritten record now ends. On PostgreSQL the chain guard is off
 * meanwhile: a row whose `created_at` moves to another year's partition is deleted and inserted there, and its insert
 * does not extend the chain.
 */
export async function rewritingRecord(app: TestApp, programId: number, rewrite: () => Promise<void>): Promise<void> {
  const postgres = app.dataSource.options.type === 'postgres';
  if (postgres) {
    await app.dataSource.query('ALTER TABLE program_events DISABLE TRIGGER program_events_extend_chain');
  }
  try {
    await rewrite();
  } finally {
    if (postgres) {
      await app.dataSource.query('ALTER TABLE program_events ENABLE TRIGGER program_events_extend_chain');
    }
  }
  await app.dataSource.query(`DELETE FROM program_chain_heads WHERE registration_id = ${param(app, 1)}`, [programId]);
  await app.dataSource.query(
    `INSERT INTO program_chain_heads (registration_id, seq, hash)
     SELECT registration_id, seq, hash FROM program_events WHERE registration_id = ${param(app, 1)}
     ORDER BY seq DESC LIMIT 1`,
    [programId],
  );
}

/** Positional SQL parameters in the test database's dialect: `$1` on PostgreSQL, `?` on SQLite. */
export function param(app: TestApp, index: number): string {
  return app.dataSource.options.type === 'postgres' ? `$${index}` : '?';
}
