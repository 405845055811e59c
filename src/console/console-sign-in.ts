import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { BootstrapCredentialUse } from '../common/auth/bootstrap-credential-use';
import { BOOTSTRAP_OPERATOR, OperatorIdentity } from '../common/auth/caller';
import { OperatorCredentialVerifier } from '../common/auth/operator-credential.verifier';
import { secretsEqual } from '../common/auth/secret-compare';
import { OperatorAuditLog } from '../operators/audit-log/operator-audit-log.service';
import { ADMIN_SESSION_COOKIE, ConsoleSessions } from './console-sessions';

/** How a console sign-in was attempted, as the operator log records it. */
export type SignInMethod = 'token' | 'oidc';

/**
 * Opens console sessions: checks what was presented (a personal token or the bootstrap `ADMIN_TOKEN`; the OIDC
 * callback brings an operator it already found), records every attempt in the operator log, sets the cookie.
 */
@Injectable()
export class ConsoleSignIn {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: ConsoleSessions,
    private readonly operators: OperatorCredentialVerifier,
    private readonly auditLog: OperatorAuditLog,
    private readonly bootstrapUse: BootstrapCredentialUse,
  ) {}

  /** The operator a pasted token stands for, or undefined (a refusal recorded in the operator log). */
  async withToken(token: string): Promise<OperatorIdentity | undefined> {
    const operator =
      token === ''
        ? undefined
        : secretsEqual(token, this.config.adminToken)
          ? BOOTSTRAP_OPERATOR
          : await this.operators.verifyToken(token);
    if (!operator) {
      await this.refused('token', 'unknown, expired or revoked token');
    }
    return operator;
  }

  /** Records a refused sign-in; `reason` never holds the secret presented. */
  refused(method: SignInMethod, reason: string, detail: Record<string, unknown> = {}): Promise<void> {
    return this.auditLog.recordAlone({ action: 'sign_in.failed', actor: null, detail: { method, reason, ...detail } });
  }

  /** Opens a session for `operator` on `response` and records the sign-in. */
  async open(response: Response, operator: OperatorIdentity, method: SignInMethod): Promise<void> {
    if (operator.operatorId === null) {
      this.bootstrapUse.record();
    }
    await this.auditLog.recordAlone({
      action: 'sign_in.succeeded',
      actor: operator.actor,
      subjectOperatorId: operator.operatorId,
      detail: { method },
    });
    const issued = this.sessions.issue({
      operatorId: operator.operatorId,
      tokenId: operator.token?.id ?? null,
      notAfter: operator.token?.expiresAt,
    });
    response.cookie(ADMIN_SESSION_COOKIE, issued.cookieValue, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: this.config.secureCookies,
      maxAge: issued.session.expiresAt.getTime() - issued.session.issuedAt.getTime(),
    });
  }
}
