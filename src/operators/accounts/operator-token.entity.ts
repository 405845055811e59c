import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../database/column-types';
import { Operator } from './operator.entity';

/** A personal token of an operator, sent as `X-Admin-Token`. Only SHA-256 of its secret is stored. */
@Entity('operator_tokens')
@Index('idx_operator_tokens_operator_id', ['operatorId', 'id'])
export class OperatorToken {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Operator, { name: 'fk_operator_tokens_operator', onDelete: 'RESTRICT' })
  operatorId!: number;

  @Column({ type: 'varchar', length: 64 })
  name!: string;

  @Index('uq_operator_tokens_token_id', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  tokenId!: string;

  @Column({ type: 'varchar', length: 64 })
  secretHash!: string;

  @Column(timestampColumn())
  createdAt!: Date;

  @Column(timestampColumn({ nullable: true }))
  expiresAt!: Date | null;

  @Column(timestampColumn({ nullable: true }))
  revokedAt!: Date | null;

  /** Updated at most once a minute per token, so operator reads do not each become a write. */
  @Column(timestampColumn({ nullable: true }))
  lastUsedAt!: Date | null;
}
