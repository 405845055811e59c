import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The W3C `traceparent` of the span that wrote a delivery (the request that caused its event): its attempts continue
 * that trace. Null for rows written untraced, and for every row written before.
 */
export class AddDeliveryTraceparent1795800500000 implements MigrationInterface {
  name = 'AddDeliveryTraceparent1795800500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ADD COLUMN "traceparent" varchar(55)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP COLUMN "traceparent"`);
  }
}
