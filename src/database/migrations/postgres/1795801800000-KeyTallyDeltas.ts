import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A key for `tally_deltas` (PostgreSQL), so that the reads of the tallies find the few deltas not yet folded through
 * it instead of scanning the table. The fold empties the table every second, but a burst of writes (a bulk intake, a
 * backfill) leaves it as large as the burst was: VACUUM frees the pages and gives them back only when it can lock the
 * table, which a service read or fold every moment prevents, and a scan reads every empty page — 3.5 ms per read
 * after a million deltas, the console and `/api/stats` at 0.6× of their rate at 1 M programs in the scale bench. The
 * index shrinks with VACUUM whatever the lock. The positional INSERTs of the triggers fill the four first columns.
 * SQLite needs none of this: its fold's DELETE without WHERE gives the table's pages back at once.
 */
export class KeyTallyDeltas1795801800000 implements MigrationInterface {
  name = 'KeyTallyDeltas1795801800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tally_deltas" ADD COLUMN "id" bigserial PRIMARY KEY`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tally_deltas" DROP COLUMN "id"`);
  }
}
