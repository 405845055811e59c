import { DataSource } from 'typeorm';
import { testDialect } from '../support/dialect';
import { insertProgram, MigrationDatabase, openMigrationDatabase } from '../support/migration-database';

const MIGRATION = 'ExtendWebhookEndpoints1795800400000';

/**
 * Endpoints, deliveries and attempts written before endpoints had scopes (issue 19) survive the migration: on SQLite
 * it rebuilds the three tables (NOT NULL cannot be relaxed otherwise), with foreign keys between them.
 */
describe(MIGRATION, () => {
  let database: MigrationDatabase;
  let dataSource: DataSource;
  let placeholders: MigrationDatabase['placeholders'];
  let insert: MigrationDatabase['insert'];

  beforeAll(async () => {
    database = await openMigrationDatabase();
    ({ dataSource, placeholders, insert } = database);
  });

  afterAll(async () => {
    await database.close();
  });

  const at = testDialect === 'postgres' ? '2026-03-01T10:00:00.000Z' : '2026-03-01 10:00:00.000';

  /** A program with an endpoint, two deliveries and three attempts, as the service wrote them before. */
  async function writeOldRows(): Promise<{ registrationId: number; endpointId: number; deliveryIds: number[] }> {
    const registrationId = await insertProgram(database, 'PRG-515151', at);
    const eventIds: number[] = [];
    for (const seq of [1, 2]) {
      eventIds.push(
        await insert(
          'program_events',
          [
            'registration_id',
            'seq',
            'event_type',
            'source',
            'instruction_id',
            'payload',
            'created_at',
            'prev_hash',
            'hash',
          ],
          [registrationId, seq, 'program.created', 'intake', null, '{}', at, '0'.repeat(64), String(seq).repeat(64)],
        ),
      );
    }
    const endpointId = await insert(
      'webhook_endpoints',
      ['registration_id', 'url', 'secret', 'active', 'created_at'],
      [registrationId, 'https://old.example/hook', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', true, at],
    );
    const deliveryIds: number[] = [];
    for (const [index, eventId] of eventIds.entries()) {
      deliveryIds.push(
        await insert(
          'webhook_deliveries',
          [
            'endpoint_id',
            'event_id',
            'webhook_id',
            'event_type',
            'body',
            'status',
            'attempt_count',
            'round_attempts',
            'created_at',
            'updated_at',
          ],
          [endpointId, eventId, `msg_old_${index}`, 'program.created', '{}', 'delivered', 1, 1, at, at],
        ),
      );
    }
    for (const [deliveryId, number] of [
      [deliveryIds[0], 1],
      [deliveryIds[0], 2],
      [deliveryIds[1], 1],
    ]) {
      await insert(
        'webhook_attempts',
        ['delivery_id', 'number', 'attempted_at', 'status_code', 'error', 'duration_ms'],
        [deliveryId, number, at, 200, null, 12],
      );
    }
    return { registrationId, endpointId, deliveryIds };
  }

  it('should keep every endpoint, delivery and attempt, name each attempt its endpoint, and leave new columns at their defaults', async () => {
    await database.migrateTo(MIGRATION);
    const old = await writeOldRows();

    await database.migrateAll();

    const [endpoint] = await dataSource.query<Array<Record<string, unknown>>>(
      `SELECT registration_id, url, secret, owner, partner_slug, event_types, breaker_state, breaker_trips FROM webhook_endpoints WHERE id = ${placeholders(1)}`,
      [old.endpointId],
    );
    expect(endpoint).toEqual({
      registration_id: old.registrationId,
      url: 'https://old.example/hook',
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      owner: 'operator',
      partner_slug: null,
      event_types: null,
      breaker_state: 'closed',
      breaker_trips: 0,
    });
    const deliveries = await dataSource.query<Array<{ id: number; webhook_id: string }>>(
      'SELECT id, webhook_id FROM webhook_deliveries ORDER BY id',
    );
    expect(deliveries.map((row) => [Number(row.id), row.webhook_id])).toEqual([
      [old.deliveryIds[0], 'msg_old_0'],
      [old.deliveryIds[1], 'msg_old_1'],
    ]);
    const attempts = await dataSource.query<Array<{ delivery_id: number; endpoint_id: number; number: number }>>(
      'SELECT delivery_id, endpoint_id, number FROM webhook_attempts ORDER BY id',
    );
    expect(attempts.map((row) => [Number(row.delivery_id), Number(row.endpoint_id), Number(row.number)])).toEqual([
      [old.deliveryIds[0], old.endpointId, 1],
      [old.deliveryIds[0], old.endpointId, 2],
      [old.deliveryIds[1], old.endpointId, 1],
    ]);
    if (testDialect === 'sqlite') {
      expect(await dataSource.query('PRAGMA foreign_key_check')).toEqual([]);
    }
  });

  it('should then accept an endpoint without a program and a delivery without an event', async () => {
    const endpointId = await insert(
      'webhook_endpoints',
      ['registration_id', 'url', 'secret', 'active', 'created_at'],
      [null, 'https://everyone.example/hook', null, true, at],
    );
    const deliveryId = await insert(
      'webhook_deliveries',
      [
        'endpoint_id',
        'event_id',
        'webhook_id',
        'event_type',
        'body',
        'status',
        'attempt_count',
        'round_attempts',
        'created_at',
        'updated_at',
      ],
      [endpointId, null, 'msg_notice', 'webhook.test', '{}', 'pending', 0, 0, at, at],
    );
    expect(deliveryId).toBeGreaterThan(0);
  });
});
