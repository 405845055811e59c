import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../database/column-types';
import { bigintToNumber } from '../database/transformers';
import { ApplicationStatus, ClientRole, Lifecycle, RegistrationType } from './registration.enums';

@Entity('registrations')
@Index('idx_registrations_created_at', ['createdAt'])
@Index('idx_registrations_status_created_at', ['status', 'createdAt'])
@Index('idx_registrations_partner_created_at', ['partnerSlug', 'createdAt'])
@Index('idx_registrations_corridor_created_at', ['corridor', 'createdAt'])
@Index('idx_registrations_settlement_created_at', ['settlementPath', 'createdAt'])
export class Registration {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('uq_registrations_reference', { unique: true })
  @Column({ type: 'varchar', length: 10 })
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
}

/** A registration not yet written (the database gives the id; a new one is never erased). */
export type NewRegistration = Omit<Registration, 'id' | 'erasedAt'> & { erasedAt?: null };
