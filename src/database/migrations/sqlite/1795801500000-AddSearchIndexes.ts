import { MigrationInterface, QueryRunner } from 'typeorm';

/** The fields the console's search matches by prefix, case-insensitively (RegistrationSearchRepository). */
const SEARCHED = {
  reference: 'reference',
  email: 'email',
  name: 'full_name',
  company: 'company',
  entity: 'legal_entity_name',
};

/**
 * One index per searched field on its lowered value (SQLite's `lower` folds ASCII only) in byte order (BINARY): a
 * prefix is then a range of the index. A later migration that rebuilds `registrations` must create them again.
 */
export class AddSearchIndexes1795801500000 implements MigrationInterface {
  name = 'AddSearchIndexes1795801500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [field, column] of Object.entries(SEARCHED)) {
      await queryRunner.query(
        `CREATE INDEX "idx_registrations_search_${field}" ON "registrations" (lower("${column}"), "id")`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const field of Object.keys(SEARCHED).reverse()) {
      await queryRunner.query(`DROP INDEX "idx_registrations_search_${field}"`);
    }
  }
}
