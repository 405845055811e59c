import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { binaryColumn, timestampColumn } from '../database/column-types';
import { Registration } from '../registrations/registration.entity';

/** An uploaded supporting document: stored in the database under a generated id, never under the client's filename. */
@Entity('documents')
@Index('idx_documents_registration_uploaded', ['registrationId', 'uploadedAt'])
export class StoredDocument {
  @PrimaryColumn({ type: 'varchar', length: 36, primaryKeyConstraintName: 'pk_documents' })
  id!: string;

  @Column({ type: 'integer' })
  @ForeignKey(() => Registration, { name: 'fk_documents_registration', onDelete: 'RESTRICT' })
  registrationId!: number;

  /** Sanitised display name only (basename, no control characters). */
  @Column({ type: 'varchar', length: 255 })
  filename!: string;

  /** Decided by sniffing the first bytes, never by the client's Content-Type. */
  @Column({ type: 'varchar', length: 64 })
  contentType!: string;

  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'varchar', length: 64 })
  sha256!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  documentType!: string | null;

  /** Empty once erased (the column stays NOT NULL: SQLite could only relax it by rebuilding the table). */
  @Column(binaryColumn({ select: false }))
  content!: Buffer;

  @Column({ type: 'varchar', length: 32 })
  source!: string;

  @Column(timestampColumn())
  uploadedAt!: Date;

  /** Set when the bytes were erased with the program's personal data; metadata and sha256 stay. */
  @Column(timestampColumn({ nullable: true }))
  erasedAt!: Date | null;
}
