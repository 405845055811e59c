import { createOperator } from '../support/operators';
import { testDialect } from '../support/dialect';
import { startTestApp, TestApp } from '../support/test-app';

describe('Operator audit log (database level)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const count = async (): Promise<number> =>
    Number(
      (
        await app.dataSource.query<Array<{ count: number | string }>>(
          'SELECT COUNT(*) AS count FROM operator_audit_log',
        )
      )[0].count,
    );

  const actions = async (): Promise<string[]> =>
    (await app.dataSource.query<Array<{ action: string }>>('SELECT action FROM operator_audit_log ORDER BY id')).map(
      (row) => row.action,
    );

  it('should refuse UPDATE of an entry at the database level and keep it as it was', async () => {
    await createOperator(app, 'viewer');
    const before = await actions();
    await expect(app.dataSource.query(`UPDATE operator_audit_log SET action = 'tampered'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(app.dataSource.query('UPDATE operator_audit_log SET actor = NULL')).rejects.toThrow(/append-only/);
    expect(before).toContain('operator.created');
    expect(await actions()).toEqual(before);
  });

  it('should refuse DELETE of an entry at the database level', async () => {
    await createOperator(app, 'viewer');
    const before = await count();
    await expect(
      app.dataSource.query('DELETE FROM operator_audit_log WHERE id = (SELECT MAX(id) FROM operator_audit_log)'),
    ).rejects.toThrow(/append-only/);
    expect(before).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });

  // SQLite has no TRUNCATE: its equivalent is an unconditional DELETE (which it may run as a table truncation).
  it(`should refuse ${testDialect === 'postgres' ? 'TRUNCATE' : 'an unconditional DELETE'} of the log and keep every row`, async () => {
    await createOperator(app, 'viewer');
    const before = await count();
    const statement = testDialect === 'postgres' ? 'TRUNCATE operator_audit_log' : 'DELETE FROM operator_audit_log';
    await expect(app.dataSource.query(statement)).rejects.toThrow(/append-only/);
    expect(before).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });

  it('should still accept new entries (the guard refuses changes, not appends)', async () => {
    const before = await count();
    await createOperator(app, 'reviewer');
    expect(await count()).toBe(before + 1);
  });
});
