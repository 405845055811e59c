import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../database/column-types';

/**
 * A signed-out console session, kept until the session would have expired: every instance refuses its
 * cookie, across restarts (decisions §10, rev 2). Looked up by id on every cookie-authenticated request.
 */
@Entity('console_session_revocations')
@Index('idx_console_session_revocations_expires_at', ['expiresAt'])
export class ConsoleSessionRevocation {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  sessionId!: string;

  @Column(timestampColumn())
  expiresAt!: Date;
}
