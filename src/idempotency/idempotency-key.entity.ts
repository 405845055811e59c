import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { JSON_COLUMN, timestampColumn } from '../database/column-types';

/** One row per used `Idempotency-Key`: `namespace` is the caller's (see CallerIdempotencyKey), `scope` the operation. */
@Entity('idempotency_keys')
@Index('uq_idempotency_keys_namespace_scope_key', ['namespace', 'scope', 'key'], { unique: true })
export class IdempotencyKey {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 80 })
  namespace!: string;

  @Column({ type: 'varchar', length: 32 })
  scope!: string;

  @Column({ type: 'varchar', length: 255 })
  key!: string;

  @Column({ type: 'varchar', length: 64 })
  requestHash!: string;

  @Column({ type: JSON_COLUMN })
  response!: Record<string, unknown>;

  @Column(timestampColumn())
  createdAt!: Date;
}
