import { Injectable } from '@nestjs/common';
import { decodeListCursor, encodeListCursor, invalidCursor } from '../../common/paging/list-cursor';
import { BadRequestError, ConflictError, ForbiddenError } from '../../common/errors/domain-errors';
import { CommonErrorCode } from '../../common/errors/common-error-codes';
import { actorOf, OperatorIdentity } from '../../common/auth/caller';
import type { OperatorCaller } from '../../common/auth/auth.decorators';
import { issueSecret } from '../../common/auth/prefixed-secret';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { OperatorAuditLog } from '../audit-log/operator-audit-log.service';
import {
  OperatorCreate,
  OperatorList,
  OperatorListQuery,
  operatorNotFound,
  OperatorOut,
  OperatorPatch,
} from './dto/operator.dto';
import {
  OperatorTokenCreate,
  OperatorTokenIssued,
  OperatorTokenList,
  operatorTokenNotFound,
  OperatorTokenView,
} from './dto/operator-token.dto';
import { Operator } from './operator.entity';
import { OperatorErrorCode } from './operator-error-codes';
import { toOperatorOut, toOperatorTokenView } from './operator.mapper';
import { roleIncludes } from './operator-role';
import { OPERATOR_TOKEN_PREFIX } from './operator-token-format';
import { OperatorTokensRepository } from './operator-tokens.repository';
import { OperatorsRepository } from './operators.repository';

/**
 * Operator accounts and their personal tokens. Every change is recorded in the operator log in its own
 * transaction; disabling an operator revokes their tokens for good and voids their console sessions.
 */
@Injectable()
export class OperatorsService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly operators: OperatorsRepository,
    private readonly tokens: OperatorTokensRepository,
    private readonly auditLog: OperatorAuditLog,
  ) {}

  async create(body: OperatorCreate, caller: OperatorCaller): Promise<OperatorOut> {
    const now = new Date();
    try {
      return await this.db.write(async (unit) => {
        const operator = await this.operators.insert(unit, {
          email: body.email.toLowerCase(),
          displayName: body.display_name,
          role: body.role,
          active: true,
          createdAt: now,
          updatedAt: now,
          sessionsValidAfter: null,
        });
        await this.auditLog.record(unit, {
          action: 'operator.created',
          actor: actorOf(caller),
          subjectOperatorId: operator.id,
          detail: { role: operator.role },
        });
        return toOperatorOut(operator);
      });
    } catch (error) {
      if (this.operators.isEmailTaken(error)) {
        throw new ConflictError('Another operator has this e-mail address', OperatorErrorCode.OperatorEmailTaken);
      }
      throw error;
    }
  }

  /** Oldest first, keyset pages by id: after the `cursor`'s account; `next_cursor` only when a newer one exists. */
  async list(query: Pick<OperatorListQuery, 'cursor' | 'limit'>): Promise<OperatorList> {
    const afterId = query.cursor === null ? 0 : afterIdOf(query.cursor);
    const found = await this.db.read((unit) => this.operators.page(unit, afterId, query.limit + 1));
    const operators = found.slice(0, query.limit);
    const last = found.length > query.limit ? operators[operators.length - 1].id : null;
    return {
      operators: operators.map(toOperatorOut),
      next_cursor:
        last === null ? null : encodeListCursor(OPERATORS_LIST, {}, { direction: 'after', key: { id: last } }),
    };
  }

  async get(id: number): Promise<OperatorOut> {
    return toOperatorOut(await this.db.read((unit) => this.existing(unit, id)));
  }

  update(id: number, patch: OperatorPatch, caller: OperatorCaller): Promise<OperatorOut> {
    return this.db.write(async (unit) => {
      const operator = await this.existing(unit, id);
      const now = new Date();
      const actor = actorOf(caller);
      const changes: Partial<Operator> = {};
      if (patch.role !== undefined && patch.role !== operator.role) {
        changes.role = patch.role;
        await this.auditLog.record(unit, {
          action: 'operator.role_changed',
          actor,
          subjectOperatorId: id,
          detail: { from: operator.role, to: patch.role },
        });
      }
      if (patch.active !== undefined && patch.active !== operator.active) {
        changes.active = patch.active;
        let revokedTokens = 0;
        if (!patch.active) {
          changes.sessionsValidAfter = now;
          revokedTokens = await this.tokens.revokeAllOf(unit, id, now);
        }
        await this.auditLog.record(unit, {
          action: patch.active ? 'operator.enabled' : 'operator.disabled',
          actor,
          subjectOperatorId: id,
          detail: patch.active ? {} : { revoked_tokens: revokedTokens },
        });
      }
      if (Object.keys(changes).length === 0) {
        return toOperatorOut(operator);
      }
      changes.updatedAt = now;
      await this.operators.update(unit, id, changes);
      return toOperatorOut(Object.assign(operator, changes));
    });
  }

  issueToken(id: number, body: OperatorTokenCreate, caller: OperatorCaller): Promise<OperatorTokenIssued> {
    assertSelfOrOwner(caller.operator, id);
    const now = new Date();
    const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
    if (expiresAt && expiresAt <= now) {
      throw new BadRequestError('expires_at must be in the future', OperatorErrorCode.OperatorTokenExpiry);
    }
    return this.db.write(async (unit) => {
      const operator = await this.existing(unit, id);
      if (!operator.active) {
        throw new ConflictError('A disabled operator gets no new token', OperatorErrorCode.OperatorInactive);
      }
      const issued = issueSecret(OPERATOR_TOKEN_PREFIX);
      const token = await this.tokens.insert(unit, {
        operatorId: id,
        name: body.name,
        tokenId: issued.id,
        secretHash: issued.secretHash,
        createdAt: now,
        expiresAt,
      });
      await this.auditLog.record(unit, {
        action: 'token.created',
        actor: actorOf(caller),
        subjectOperatorId: id,
        detail: { token_id: token.id, token_prefix: issued.displayPrefix, name: body.name },
      });
      return { ...toOperatorTokenView(token, now), token: issued.value };
    });
  }

  async listTokens(id: number, caller: OperatorCaller): Promise<OperatorTokenList> {
    assertSelfOrOwner(caller.operator, id);
    const tokens = await this.db.read(async (unit) => {
      await this.existing(unit, id);
      return this.tokens.listOf(unit, id);
    });
    const now = new Date();
    return { tokens: tokens.map((token) => toOperatorTokenView(token, now)) };
  }

  revokeToken(id: number, tokenId: number, caller: OperatorCaller): Promise<OperatorTokenView> {
    assertSelfOrOwner(caller.operator, id);
    return this.db.write(async (unit) => {
      await this.existing(unit, id);
      const token = await this.tokens.findOf(unit, id, tokenId);
      if (!token) {
        throw operatorTokenNotFound();
      }
      const now = new Date();
      // Of two revokes at once, only the one that revoked the token records it; the other shows it revoked.
      if (!token.revokedAt) {
        const revokedHere = await this.tokens.revoke(unit, token.id, now);
        token.revokedAt = now;
        if (revokedHere) {
          await this.auditLog.record(unit, {
            action: 'token.revoked',
            actor: actorOf(caller),
            subjectOperatorId: id,
            detail: { token_id: token.id, name: token.name },
          });
        }
      }
      return toOperatorTokenView(token, now);
    });
  }

  private async existing(unit: UnitOfWork, id: number): Promise<Operator> {
    const operator = await this.operators.findById(unit, id);
    if (!operator) {
      throw operatorNotFound();
    }
    return operator;
  }
}

/** An operator manages their own tokens; an owner manages everyone's. */
function assertSelfOrOwner(operator: OperatorIdentity, id: number): void {
  if (operator.operatorId !== id && !roleIncludes(operator.role, 'owner')) {
    throw new ForbiddenError("Only an owner manages another operator's tokens", CommonErrorCode.OperatorRoleRequired);
  }
}

const OPERATORS_LIST = 'operators';

function afterIdOf(cursor: string): number {
  const position = decodeListCursor(cursor, OPERATORS_LIST, {});
  if (position.direction !== 'after' || position.key.atMicros !== undefined) {
    throw invalidCursor(cursor, 'is not a cursor this list gave out');
  }
  return position.key.id;
}
