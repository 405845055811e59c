import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDocuments1795317100596 implements MigrationInterface {
  name = 'CreateDocuments1795317100596';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "documents" ("id" varchar(36) PRIMARY KEY NOT NULL, "registration_id" integer NOT NULL, "filename" varchar(255) NOT NULL, "content_type" varchar(64) NOT NULL, "size" integer NOT NULL, "sha256" varchar(64) NOT NULL, "document_type" varchar(64), "content" blob NOT NULL, "source" varchar(32) NOT NULL, "uploaded_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_documents_registration_uploaded" ON "documents" ("registration_id", "uploaded_at") `,
    );
    await queryRunner.query(`DROP INDEX "idx_documents_registration_uploaded"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_documents" ("id" varchar(36) PRIMARY KEY NOT NULL, "registration_id" integer NOT NULL, "filename" varchar(255) NOT NULL, "content_type" varchar(64) NOT NULL, "size" integer NOT NULL, "sha256" varchar(64) NOT NULL, "document_type" varchar(64), "content" blob NOT NULL, "source" varchar(32) NOT NULL, "uploaded_at" datetime NOT NULL, CONSTRAINT "fk_documents_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_documents"("id", "registration_id", "filename", "content_type", "size", "sha256", "document_type", "content", "source", "uploaded_at") SELECT "id", "registration_id", "filename", "content_type", "size", "sha256", "document_type", "content", "source", "uploaded_at" FROM "documents"`,
    );
    await queryRunner.query(`DROP TABLE "documents"`);
    await queryRunner.query(`ALTER TABLE "temporary_documents" RENAME TO "documents"`);
    await queryRunner.query(
      `CREATE INDEX "idx_documents_registration_uploaded" ON "documents" ("registration_id", "uploaded_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_documents_registration_uploaded"`);
    await queryRunner.query(`ALTER TABLE "documents" RENAME TO "temporary_documents"`);
    await queryRunner.query(
      `CREATE TABLE "documents" ("id" varchar(36) PRIMARY KEY NOT NULL, "registration_id" integer NOT NULL, "filename" varchar(255) NOT NULL, "content_type" varchar(64) NOT NULL, "size" integer NOT NULL, "sha256" varchar(64) NOT NULL, "document_type" varchar(64), "content" blob NOT NULL, "source" varchar(32) NOT NULL, "uploaded_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "documents"("id", "registration_id", "filename", "content_type", "size", "sha256", "document_type", "content", "source", "uploaded_at") SELECT "id", "registration_id", "filename", "content_type", "size", "sha256", "document_type", "content", "source", "uploaded_at" FROM "temporary_documents"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_documents"`);
    await queryRunner.query(
      `CREATE INDEX "idx_documents_registration_uploaded" ON "documents" ("registration_id", "uploaded_at") `,
    );
    await queryRunner.query(`DROP INDEX "idx_documents_registration_uploaded"`);
    await queryRunner.query(`DROP TABLE "documents"`);
  }
}
