import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDocuments1795317104104 implements MigrationInterface {
  name = 'CreateDocuments1795317104104';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "documents" ("id" character varying(36) NOT NULL, "registration_id" integer NOT NULL, "filename" character varying(255) NOT NULL, "content_type" character varying(64) NOT NULL, "size" integer NOT NULL, "sha256" character varying(64) NOT NULL, "document_type" character varying(64), "content" bytea NOT NULL, "source" character varying(32) NOT NULL, "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "pk_documents" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_documents_registration_uploaded" ON "documents"  ("registration_id", "uploaded_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "documents" ADD CONSTRAINT "fk_documents_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "documents" DROP CONSTRAINT "fk_documents_registration"`);
    await queryRunner.query(`DROP INDEX "public"."idx_documents_registration_uploaded"`);
    await queryRunner.query(`DROP TABLE "documents"`);
  }
}
