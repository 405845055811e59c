import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ConsoleSession, ConsoleSessions } from '../../console/console-sessions';
import { cookieValue } from '../http/cookies';
import { isSameOriginRequest } from '../../console/same-origin';
import { UnauthorizedError } from '../errors/domain-errors';
import { CommonErrorCode } from '../errors/common-error-codes';
import { BootstrapCredentialUse } from './bootstrap-credential-use';
import { ANONYMOUS, BOOTSTRAP, Caller } from './caller';
import { OperatorCredentialVerifier } from './operator-credential.verifier';
import { PartnerTokenVerifier } from './partner-token.verifier';
import { OPERATOR_TOKEN_PREFIX } from '../../operators/accounts/operator-token-format';
import { secretsEqual } from './secret-compare';

export const ADMIN_COOKIE = 'ops_admin';
const CALLER_KEY = Symbol('caller');

type RequestWithCaller = Request & { [CALLER_KEY]?: Promise<Caller> };

/**
 * Decides who the caller is. A header credential that is presented but wrong is refused (401) on every
 * route; the admin cookie is only a way in, so a stale cookie on a public route just means anonymous.
 */
@Injectable()
export class CallerResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly partnerTokens: PartnerTokenVerifier,
    private readonly consoleSessions: ConsoleSessions,
    private readonly operators: OperatorCredentialVerifier,
    private readonly bootstrapUse: BootstrapCredentialUse,
  ) {}

  resolve(request: Request): Promise<Caller> {
    const cached = request as RequestWithCaller;
    cached[CALLER_KEY] ??= this.identify(request);
    return cached[CALLER_KEY];
  }

  private async identify(request: Request): Promise<Caller> {
    const adminHeader = headerValue(request, 'x-admin-token');
    if (adminHeader !== undefined) {
      return this.operatorCaller(adminHeader);
    }
    const partnerHeader = headerValue(request, 'x-partner-token');
    if (partnerHeader !== undefined) {
      const partnerSlug = await this.partnerTokens.verify(partnerHeader);
      if (!partnerSlug) {
        throw new UnauthorizedError('Invalid partner token', CommonErrorCode.InvalidPartnerToken);
      }
      return { kind: 'partner', partnerSlug };
    }
    return (await this.cookieCaller(request)) ?? ANONYMOUS;
  }

  /**
   * The `ops_admin` cookie (a signed console session, or the raw admin token for compatibility) opens
   * reads anywhere, but a state-changing request only from this service's own origin (decisions §10 rev 2):
   * a browser attaches the cookie to a cross-site POST as readily as to a same-origin one. The check comes
   * before the session lookup, so a refused request costs no database read.
   */
  private async cookieCaller(request: Request): Promise<Caller | undefined> {
    if (cookieValue(request, ADMIN_COOKIE) === undefined || !cookieMayAct(request)) {
      return undefined;
    }
    const session = await this.consoleSessions.fromRequest(request);
    return session && (await this.sessionCaller(session));
  }

  /** `X-Admin-Token`: an operator's personal token (recognised by its prefix) or the bootstrap `ADMIN_TOKEN`. */
  private async operatorCaller(token: string): Promise<Caller> {
    if (token.startsWith(OPERATOR_TOKEN_PREFIX)) {
      const operator = await this.operators.verifyToken(token);
      if (!operator) {
        throw new UnauthorizedError('Invalid, expired or revoked operator token', CommonErrorCode.InvalidAdminToken);
      }
      return { kind: 'admin', operator };
    }
    if (!secretsEqual(token, this.config.adminToken)) {
      throw new UnauthorizedError('Invalid admin token', CommonErrorCode.InvalidAdminToken);
    }
    this.bootstrapUse.record();
    return BOOTSTRAP;
  }

  private async sessionCaller(session: ConsoleSession): Promise<Caller | undefined> {
    if (session.operatorId === null) {
      this.bootstrapUse.record();
      return BOOTSTRAP;
    }
    const operator = await this.operators.sessionOperator(session.operatorId, session.tokenId, session.issuedAt);
    return operator && { kind: 'admin', operator };
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The console's own form posts under /admin/ check the origin and their CSRF token themselves (and answer
 * 403 with the reason); every other state-changing request with the cookie must be same-origin.
 */
function cookieMayAct(request: Request): boolean {
  return SAFE_METHODS.has(request.method) || request.path.startsWith('/admin/') || isSameOriginRequest(request);
}

function headerValue(request: Request, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
