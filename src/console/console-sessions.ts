import { Inject, Injectable } from '@nestjs/common';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { secretsEqual } from '../common/auth/secret-compare';
import { TransactionRunner } from '../database/transaction-runner';
import { ConsoleSessionRevocationsRepository } from './session-revocations.repository';
import { cookieValue } from '../common/http/cookies';

const SESSION_OF_REQUEST = Symbol('console-session');

export const ADMIN_SESSION_COOKIE = 'ops_admin';
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
const FORMAT = 's2';
/**
 * The `who` part of a session: `b` for the bootstrap `ADMIN_TOKEN`; an operator's id for single sign-on; the
 * operator's id and the personal token's id (`42-7`) for a sign-in with a personal token.
 */
const BOOTSTRAP_WHO = 'b';
const WHO = /^([1-9]\d{0,14})(?:-([1-9]\d{0,14}))?$/;
const UNIX_SECONDS = /^\d{1,12}$/;
/** Session id used to bind CSRF tokens when the cookie holds the raw admin token (compatibility, decisions §10). */
const LEGACY_SESSION_ID = 'legacy-admin-token-cookie';
const LEGACY_SESSION: ConsoleSession = {
  id: LEGACY_SESSION_ID,
  operatorId: null,
  tokenId: null,
  issuedAt: new Date(0),
  expiresAt: new Date(8.64e15),
  legacy: true,
};

export interface ConsoleSession {
  id: string;
  /** The operator signed in; null for the bootstrap `ADMIN_TOKEN`. */
  operatorId: number | null;
  /** The personal token signed in with: the session ends with it. Null for single sign-on and the bootstrap token. */
  tokenId: number | null;
  issuedAt: Date;
  expiresAt: Date;
  /** True when the cookie held the raw admin token rather than a signed session. */
  legacy: boolean;
}

/** Who a new session is for, and until when at the latest (a personal token's own expiry). */
export interface SessionHolder {
  operatorId: number | null;
  tokenId: number | null;
  notAfter?: Date | null;
}

export interface IssuedSession {
  cookieValue: string;
  session: ConsoleSession;
}

/**
 * Signed, expiring console sessions: the cookie is `s2.<id>.<expiry>.<who>.<HMAC>` (`who`: the operator's id,
 * or `b` for the bootstrap token), never a token. Whether that operator is still active is checked on every
 * request (CallerResolver), so disabling an operator ends their sessions at once.
 * The HMAC key is derived from SESSION_SECRET and a digest of the admin token, so rotating either ends
 * every session. Sign-out is final: the id is kept in the database until the session would have expired,
 * and every verification looks it up, so every instance refuses it at once, across restarts.
 */
@Injectable()
export class ConsoleSessions {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TransactionRunner,
    private readonly revocations: ConsoleSessionRevocationsRepository,
  ) {
    this.key = sessionKey(config);
  }

  /** A new session for `holder`, ending after the TTL or at `holder.notAfter`, whichever comes first. */
  issue(holder: SessionHolder, now = new Date()): IssuedSession {
    const id = randomBytes(16).toString('base64url');
    const issued = Math.floor(now.getTime() / 1000);
    const ttlEnd = issued + SESSION_TTL_SECONDS;
    const expiry = holder.notAfter ? Math.min(ttlEnd, Math.floor(holder.notAfter.getTime() / 1000)) : ttlEnd;
    const session = sessionOf(id, issued, expiry, holder);
    return { cookieValue: signSessionValue(this.key, session), session };
  }

  /** The session a cookie value stands for, or undefined when it is forged, expired or signed out. */
  async verify(value: string, now = new Date()): Promise<ConsoleSession | undefined> {
    const session = this.verifySignature(value, now);
    return session && !(await this.db.read((unit) => this.revocations.isRevoked(unit, session.id)))
      ? session
      : undefined;
  }

  /** Signature and expiry only (no revocation lookup): forged or expired values are undefined. */
  verifySignature(value: string, now = new Date()): ConsoleSession | undefined {
    const parts = value.split('.');
    if (parts.length !== 6 || parts[0] !== FORMAT || !UNIX_SECONDS.test(parts[2]) || !UNIX_SECONDS.test(parts[3])) {
      return undefined;
    }
    const [, id, issuedText, expiryText, who] = parts;
    const holder = holderOf(who);
    if (!holder) {
      return undefined;
    }
    const session = sessionOf(id, Number(issuedText), Number(expiryText), holder);
    if (!secretsEqual(value, signSessionValue(this.key, session))) {
      return undefined;
    }
    return session.expiresAt.getTime() <= now.getTime() ? undefined : session;
  }

  /**
   * The console session of the request's `ops_admin` cookie (a signed session, or the raw admin token). Asked for
   * by the caller resolver, the console's checks and its pages: looked up once per request.
   */
  fromRequest(request: Request): Promise<ConsoleSession | undefined> {
    const remembered = request as Request & { [SESSION_OF_REQUEST]?: Promise<ConsoleSession | undefined> };
    remembered[SESSION_OF_REQUEST] ??= this.sessionOf(request);
    return remembered[SESSION_OF_REQUEST];
  }

  private sessionOf(request: Request): Promise<ConsoleSession | undefined> {
    const value = cookieValue(request, ADMIN_SESSION_COOKIE);
    if (value === undefined) {
      return Promise.resolve(undefined);
    }
    if (this.isAdminToken(value)) {
      return Promise.resolve(LEGACY_SESSION);
    }
    return this.verify(value);
  }

  /** True when the cookie value is the raw admin token (the compatibility form of the cookie). */
  isAdminToken(value: string): boolean {
    return secretsEqual(value, this.config.adminToken);
  }

  /** Signs the session out on every instance until it would have expired (the raw token cannot be). */
  async revoke(session: ConsoleSession): Promise<void> {
    if (!session.legacy) {
      await this.db.write((unit) => this.revocations.revoke(unit, session.id, session.expiresAt, new Date()));
    }
  }

  /** The CSRF token of a session: an HMAC of its id, so it is useless with any other session. */
  csrfToken(session: ConsoleSession): string {
    return createHmac('sha256', this.key).update(`csrf.${session.id}`).digest('base64url');
  }

  csrfValid(session: ConsoleSession, presented: string): boolean {
    return presented.length > 0 && secretsEqual(presented, this.csrfToken(session));
  }
}

function sessionKey(config: Pick<AppConfig, 'sessionSecret' | 'adminToken'>): Buffer {
  const tokenDigest = createHash('sha256').update(config.adminToken, 'utf8').digest('hex');
  return createHmac('sha256', config.sessionSecret).update(`ops_admin-session:${tokenDigest}`).digest();
}

function sessionOf(id: string, issued: number, expiry: number, holder: SessionHolder): ConsoleSession {
  return {
    id,
    operatorId: holder.operatorId,
    tokenId: holder.operatorId === null ? null : holder.tokenId,
    issuedAt: new Date(issued * 1000),
    expiresAt: new Date(expiry * 1000),
    legacy: false,
  };
}

function holderOf(who: string): SessionHolder | undefined {
  if (who === BOOTSTRAP_WHO) {
    return { operatorId: null, tokenId: null };
  }
  const match = WHO.exec(who);
  return match ? { operatorId: Number(match[1]), tokenId: match[2] ? Number(match[2]) : null } : undefined;
}

function whoOf(session: ConsoleSession): string {
  if (session.operatorId === null) {
    return BOOTSTRAP_WHO;
  }
  return session.tokenId === null ? String(session.operatorId) : `${session.operatorId}-${session.tokenId}`;
}

function signSessionValue(key: Buffer, session: ConsoleSession): string {
  const issued = Math.floor(session.issuedAt.getTime() / 1000);
  const expiry = Math.floor(session.expiresAt.getTime() / 1000);
  const body = `${FORMAT}.${session.id}.${issued}.${expiry}.${whoOf(session)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** A correctly signed cookie value for any id and expiry (tests use it to present expired sessions). */
export function sessionCookieValueFor(
  config: Pick<AppConfig, 'sessionSecret' | 'adminToken'>,
  id: string,
  expiryUnixSeconds: number,
  holder: SessionHolder = { operatorId: null, tokenId: null },
): string {
  const session = sessionOf(id, expiryUnixSeconds - SESSION_TTL_SECONDS, expiryUnixSeconds, holder);
  return signSessionValue(sessionKey(config), session);
}
