import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Registration } from '../registrations/registration.entity';
import { JSON_COLUMN, timestampColumn } from '../database/column-types';
import type { Actor } from '../common/auth/actor';

/** Append-only: the database refuses UPDATE, DELETE and TRUNCATE on this table (see the migrations). */
@Entity('program_events')
@Index('uq_program_events_registration_seq', ['registrationId', 'seq'], { unique: true })
@Index('idx_program_events_registration_id', ['registrationId', 'id'])
@Index('idx_program_events_created_at', ['createdAt'])
export class ProgramEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Registration, { name: 'fk_program_events_registration', onDelete: 'RESTRICT' })
  registrationId!: number;

  @Column({ type: 'integer' })
  seq!: number;

  @Column({ type: 'varchar', length: 64 })
  eventType!: string;

  @Column({ type: 'varchar', length: 32 })
  source!: string;

  /** Who caused it; null only on events written before actors were recorded (their hash does not cover one). */
  @Column({ type: JSON_COLUMN, nullable: true })
  actor!: Actor | null;

  @Column({ type: 'integer', nullable: true })
  instructionId!: number | null;

  @Column({ type: JSON_COLUMN })
  payload!: Record<string, unknown>;

  @Column(timestampColumn())
  createdAt!: Date;

  @Column({ type: 'varchar', length: 64 })
  prevHash!: string;

  @Column({ type: 'varchar', length: 64 })
  hash!: string;

  /** Which object `hash` covers (see eventHash): 1 for events written before notes left payloads, else 2. */
  @Column({ type: 'smallint', default: 1 })
  hashVersion!: number;
}
