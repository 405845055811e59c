import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { JSON_COLUMN, timestampColumn } from '../database/column-types';
import { Registration } from '../registrations/registration.entity';
import { InstructionStatus } from './instruction-status';

/** A handoff record: a payload-free checkpoint of work handed to a settlement or execution partner. */
@Entity('instructions')
@Index('idx_instructions_registration_id', ['registrationId', 'id'])
// PostgreSQL only, on (length(instruction_ref), instruction_ref): an expression TypeORM cannot declare (see WidenReferences).
@Index('idx_instructions_instruction_ref_length', { synchronize: false })
export class Instruction {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('uq_instructions_instruction_ref', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  instructionRef!: string;

  @Column({ type: 'integer' })
  @ForeignKey(() => Registration, { name: 'fk_instructions_registration', onDelete: 'RESTRICT' })
  registrationId!: number;

  @Column({ type: 'varchar', length: 32 })
  provider!: string;

  @Column({ type: 'varchar', length: 64 })
  action!: string;

  // Inbound payment-provider reports may name the record by the partner's id only.
  @Index('idx_instructions_external_id')
  @Column({ type: 'varchar', length: 128, nullable: true })
  externalId!: string | null;

  @Column({ type: 'varchar', length: 16 })
  status!: InstructionStatus;

  @Column({ type: JSON_COLUMN })
  payload!: Record<string, unknown>;

  @Column(timestampColumn())
  createdAt!: Date;

  @Column(timestampColumn())
  updatedAt!: Date;
}
