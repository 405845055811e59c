import type { DataSource } from 'typeorm';

/**
 * Resolves once a statement of the app's database waits for a lock: a test holding a row lock then releases it only
 * after the second locker is really blocked on it, rather than after a guessed delay that a loaded machine may outrun
 * (the second locker not yet there, and the order the test asserts holding whether the lock works or not).
 * SQLite has no row locks: its writers queue one behind the other in the service's own runner, so there is nothing
 * to wait for beyond a moment for the second writer to queue.
 */
export async function untilBlockedOnLock(dataSource: DataSource, timeoutMs = 10_000): Promise<void> {
  if (dataSource.options.type !== 'postgres') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return;
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await dataSource.query<Array<{ waiting: number }>>(
      `SELECT COUNT(*)::int AS "waiting" FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND state = 'active'`,
    );
    if (row.waiting > 0) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`no statement waited for a lock within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
