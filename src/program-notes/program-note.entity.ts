import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../database/column-types';
import { Registration } from '../registrations/registration.entity';

/**
 * An operator's free text (a status note, a rejection's reason), kept out of the hashed event that refers to it so
 * that it can be erased with the chain intact: the event holds the note's id and `commitment`.
 */
@Entity('program_notes')
@Index('idx_program_notes_registration_id', ['registrationId', 'createdAt'])
export class ProgramNote {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_program_notes' })
  id!: string;

  @Column({ type: 'integer' })
  @ForeignKey(() => Registration, { name: 'fk_program_notes_registration', onDelete: 'RESTRICT' })
  registrationId!: number;

  /** 64 lowercase hex (32 random bytes); null once erased, and on notes moved out of events written before. */
  @Column({ type: 'character', length: 64, nullable: true })
  salt!: string | null;

  /** Null once erased. */
  @Column({ type: 'text', nullable: true })
  text!: string | null;

  /** hex SHA-256(utf8(salt + text)); null on notes moved out of events written before (their hash covers the text). */
  @Column({ type: 'character', length: 64, nullable: true })
  commitment!: string | null;

  @Column(timestampColumn())
  createdAt!: Date;

  @Column(timestampColumn({ nullable: true }))
  erasedAt!: Date | null;
}
