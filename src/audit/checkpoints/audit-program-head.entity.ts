import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last logged head of each program: a checkpoint run logs a program again only when its chain moved past it. */
@Entity('audit_program_heads')
export class AuditProgramHead {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'pk_audit_program_heads' })
  registrationId!: number;

  @Column({ type: 'integer' })
  seq!: number;

  @Column({ type: 'varchar', length: 64 })
  headHash!: string;

  @Column({ type: 'integer' })
  leafIndex!: number;
}
