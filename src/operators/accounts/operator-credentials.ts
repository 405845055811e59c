import { Injectable } from '@nestjs/common';
import { OperatorIdentity } from '../../common/auth/caller';
import { OperatorCredentialVerifier } from '../../common/auth/operator-credential.verifier';
import { hashSecret, parseSecret } from '../../common/auth/prefixed-secret';
import { secretsEqual } from '../../common/auth/secret-compare';
import { TransactionRunner } from '../../database/transaction-runner';
import { LAST_USED_RESOLUTION_MS } from '../api-keys/api-key-partner-tokens';
import { OperatorToken } from './operator-token.entity';
import { operatorIdentity, tokenState } from './operator.mapper';
import { OPERATOR_TOKEN_PREFIX } from './operator-token-format';
import { OperatorTokensRepository } from './operator-tokens.repository';
import { OperatorsRepository } from './operators.repository';

/**
 * Who a personal token or a console session stands for, looked up on every request: a revoked or expired token,
 * a disabled operator, or a session from before the operator was disabled is refused at once, on every instance.
 */
@Injectable()
export class OperatorCredentials extends OperatorCredentialVerifier {
  constructor(
    private readonly db: TransactionRunner,
    private readonly operators: OperatorsRepository,
    private readonly tokens: OperatorTokensRepository,
  ) {
    super();
  }

  async verifyToken(value: string): Promise<OperatorIdentity | undefined> {
    const presented = parseSecret(OPERATOR_TOKEN_PREFIX, value);
    if (!presented) {
      return undefined;
    }
    const now = new Date();
    const found = await this.db.read(async (unit) => {
      const token = await this.tokens.findByTokenId(unit, presented.id);
      return token && { token, operator: await this.operators.findById(unit, token.operatorId) };
    });
    if (
      !found?.operator?.active ||
      tokenState(found.token, now) !== 'active' ||
      !secretsEqual(hashSecret(presented.secret), found.token.secretHash)
    ) {
      return undefined;
    }
    await this.touch(found.token, now);
    return { ...operatorIdentity(found.operator), token: { id: found.token.id, expiresAt: found.token.expiresAt } };
  }

  private async touch(token: OperatorToken, now: Date): Promise<void> {
    const threshold = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    if (token.lastUsedAt && token.lastUsedAt > threshold) {
      return;
    }
    try {
      await this.db.writeStatements((unit) => this.tokens.touchLastUsed(unit, token.id, now, threshold));
    } catch {
      // Losing one last-used stamp must not fail an authenticated request; the next one retries.
    }
  }

  async isActive(operatorId: number): Promise<boolean> {
    const operator = await this.db.read((unit) => this.operators.findById(unit, operatorId));
    return operator?.active === true;
  }

  async sessionOperator(
    operatorId: number,
    tokenId: number | null,
    issuedAt: Date,
  ): Promise<OperatorIdentity | undefined> {
    const { operator, token } = await this.db.read(async (unit) => ({
      operator: await this.operators.findById(unit, operatorId),
      token: tokenId === null ? null : await this.tokens.findOf(unit, operatorId, tokenId),
    }));
    if (!operator?.active || (operator.sessionsValidAfter && issuedAt < operator.sessionsValidAfter)) {
      return undefined;
    }
    // A session opened with a personal token ends when the token is revoked or expires.
    if (tokenId !== null && (!token || tokenState(token, new Date()) !== 'active')) {
      return undefined;
    }
    return operatorIdentity(operator);
  }
}
