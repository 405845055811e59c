import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../database/column-types';
import { bigintToNumber } from '../database/transformers';
import { ApplicationStatus, ClientRole, Lifecycle, RegistrationType } from './registration.enums';

// Each list filter has an index ending in the lists' keyset order (created_at, id): see RegistrationListRepository.
@Entity('registrations')
@Index('idx_registrations_keyset', ['createdAt', 'id'])
@Index('idx_registrations_status_keyset', ['status', 'createdAt', 'id'])
@Index('idx_registrations_partner_keyset', ['partnerSlug', 'createdAt', 'id'])
@Index('idx_registrations_corridor_keyset', ['corridor', 'createdAt', 'id'])
@Index('idx_registrations_settlement_keyset', ['settlementPath', 'createdAt', 'id'])
@Index('idx_registrations_with_documents_keyset', ['createdAt', 'id'], { where: '"document_count" > 0' })
@Index('idx_registrations_without_documents_keyset', ['createdAt', 'id'], { where: '"document_count" = 0' })
// PostgreSQL only, on (length(reference), reference): an expression TypeORM cannot declare (see WidenReferences).
@Index('idx_registrations_reference_length', { synchronize: false })
// On the lowered searched fields in byte order (AddSearchIndexes): see RegistrationSearchRepository.
@Index('idx_registrations_search_reference', { synchronize: false })
@Index('idx_registrations_search_email', { synchronize: false })
@Index('idx_registrations_search_name', { synchronize: false })
@Index('idx_registrations_search_company', { synchronize: false })
@Index('idx_registrations_search_entity', { synchronize: false })
export class Registration {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('uq_registrations_reference', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  reference!: string;

  @Column({ type: 'varchar', length: 200 })
  fullName!: string;

  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  legalEntityName!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  businessNumber!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  rpaaTargetDate!: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  incidentContactEmail!: string | null;

  @Column({ type: 'boolean', default: false })
  consentAccepted!: boolean;

  @Column({ type: 'varchar', length: 20, nullable: true })
  corridor!: string | null;

  @Column({ type: 'varchar', length: 32 })
  settlementPath!: string;

  @Column({ type: 'varchar', length: 16 })
  clientRole!: ClientRole;

  @Column({ type: 'boolean', nullable: true })
  fintracMsb!: boolean | null;

  @Column({ type: 'varchar', length: 16 })
  registrationType!: RegistrationType;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  notes!: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: bigintToNumber })
  messagingUserId!: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  messagingUsername!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  partnerSlug!: string | null;

  @Column({ type: 'varchar', length: 16 })
  status!: ApplicationStatus;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  statusNote!: string | null;

  @Column({ type: 'varchar', length: 16 })
  lifecycle!: Lifecycle;

  /** Portal lifecycle to return to when a declined (closed) program is reopened. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  lifecycleBeforeClose!: Lifecycle | null;

  @Column({ type: 'varchar', length: 32 })
  templateId!: string;

  @Column(timestampColumn())
  createdAt!: Date;

  @Column(timestampColumn())
  updatedAt!: Date;

  /** Set when the program's personal data was erased after its retention ended; the row itself stays. */
  @Column(timestampColumn({ nullable: true }))
  erasedAt!: Date | null;

  /**
   * The program's documents (erased ones included: their rows stay), kept by the upload's own transaction
   * (ProgramCounters). Never written by an update of the row: `update: false`.
   */
  @Column({ type: 'integer', default: 0, update: false })
  documentCount!: number;

  /** Checklist items done, kept by the transaction that marks an item (ProgramCounters) and set at intake. */
  @Column({ type: 'integer', default: 0, update: false })
  checklistDone!: number;
}

/**
 * A registration not yet written: the database gives the id, a new one is never erased, and the event door sets
 * its figure columns from the opening checklist.
 */
export type NewRegistration = Omit<Registration, 'id' | 'erasedAt' | 'documentCount' | 'checklistDone'> & {
  erasedAt?: null;
};
