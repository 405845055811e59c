import { Actor } from '../../common/auth/actor';
import { OperatorIdentity } from '../../common/auth/caller';
import { OperatorOut } from './dto/operator.dto';
import { OperatorTokenState, OperatorTokenView } from './dto/operator-token.dto';
import { Operator } from './operator.entity';
import { OperatorToken } from './operator-token.entity';
import { OPERATOR_TOKEN_PREFIX } from './operator-token-format';

export function toOperatorOut(operator: Operator): OperatorOut {
  return {
    id: operator.id,
    email: operator.email,
    display_name: operator.displayName,
    role: operator.role,
    active: operator.active,
    created_at: operator.createdAt.toISOString(),
  };
}

export function operatorActor(operator: Pick<Operator, 'id' | 'displayName'>): Actor {
  return { type: 'operator', id: String(operator.id), display: operator.displayName };
}

export function operatorIdentity(operator: Operator): OperatorIdentity {
  return { actor: operatorActor(operator), role: operator.role, operatorId: operator.id };
}

export function tokenState(token: OperatorToken, now: Date): OperatorTokenState {
  if (token.revokedAt) {
    return 'revoked';
  }
  return token.expiresAt && token.expiresAt <= now ? 'expired' : 'active';
}

export function toOperatorTokenView(token: OperatorToken, now: Date): OperatorTokenView {
  return {
    id: token.id,
    name: token.name,
    token_prefix: `${OPERATOR_TOKEN_PREFIX}${token.tokenId}`,
    state: tokenState(token, now),
    created_at: token.createdAt.toISOString(),
    expires_at: token.expiresAt?.toISOString() ?? null,
    revoked_at: token.revokedAt?.toISOString() ?? null,
    last_used_at: token.lastUsedAt?.toISOString() ?? null,
  };
}
