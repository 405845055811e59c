import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The filtered keyset pages of an endpoint's deliveries (`GET …/deliveries?status=&event_type=`), newest first by
 * id: one range of (endpoint_id, status, id) or (endpoint_id, event_type, id), read in its order, whatever the size
 * of the table. The unfiltered page already reads (endpoint_id, id).
 */
export class AddDeliveryListIndexes1795801300000 implements MigrationInterface {
  name = 'AddDeliveryListIndexes1795801300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "idx_webhook_deliveries_endpoint_status" ON "webhook_deliveries" ("endpoint_id", "status", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "idx_webhook_deliveries_endpoint_type" ON "webhook_deliveries" ("endpoint_id", "event_type", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_endpoint_type"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_endpoint_status"`);
  }
}
