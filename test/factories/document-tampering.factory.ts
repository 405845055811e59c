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

/** Positional SQL parameters in the test database's dialect: `$1` on PostgreSQL, `?` on SQLite. */
export function param(app: TestApp, index: number): string {
  return app.dataSource.options.type === 'postgres' ? `$${index}` : '?';
}
