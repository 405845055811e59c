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
/** The `who` part of a session signed in with the bootstrap `ADMIN_TOKEN`; an operator's is their id. */
const BOOTSTRAP_WHO = 'b';
/** Session id used to bind CSRF tokens when the cookie holds the raw admin token (compatibility, decisions §10). */
const LEGACY_SESSION_ID = 'legacy-admin-token-cookie';
const LEGACY_SESSION: ConsoleSession = {
  id: LEGACY_SESSION_ID,
  operatorId: null,
  issuedAt: new Date(0),
  expiresAt: new Date(8.64e15),
  legacy: true,
};

export interface ConsoleSession {
  id: string;
  /** The operator signed in; null for the bootstrap `ADMIN_TOKEN`. */
  operatorId: number | null;
  issuedAt: Date;
  expiresAt: Date;
  /** True when the cookie held the raw admin token rather than a signed session. */
  legacy: boolean;
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

  /** A new session for the operator `operatorId` (null: the bootstrap credential). */
  issue(operatorId: number | null, now = new Date()): IssuedSession {
    const id = randomBytes(16).toString('base64url');
    const expiry = Math.floor(now.getTime() / 1000) + SESSION_TTL_SECONDS;
    return {
      cookieValue: signSessionValue(this.key, id, expiry, operatorId),
      session: sessionOf(id, expiry, operatorId),
    };
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
    if (parts.length !== 5 || parts[0] !== FORMAT || !/^\d{1,12}$/.test(parts[2])) {
      return undefined;
    }
    const [, id, expiryText, who] = parts;
    if (who !== BOOTSTRAP_WHO && !/^[1-9]\d{0,14}$/.test(who)) {
      return undefined;
    }
    const operatorId = who === BOOTSTRAP_WHO ? null : Number(who);
    const expiry = Number(expiryText);
    if (!secretsEqual(value, signSessionValue(this.key, id, expiry, operatorId))) {
      return undefined;
    }
    if (expiry * 1000 <= now.getTime()) {
      return undefined;
    }
    return sessionOf(id, expiry, operatorId);
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

function sessionOf(id: string, expiry: number, operatorId: number | null): ConsoleSession {
  const expiresAt = new Date(expiry * 1000);
  const issuedAt = new Date(expiresAt.getTime() - SESSION_TTL_SECONDS * 1000);
  return { id, operatorId, issuedAt, expiresAt, legacy: false };
}

function signSessionValue(key: Buffer, id: string, expiry: number, operatorId: number | null): string {
  const body = `${FORMAT}.${id}.${expiry}.${operatorId ?? BOOTSTRAP_WHO}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** A correctly signed cookie value for any id and expiry (tests use it to present expired sessions). */
export function sessionCookieValueFor(
  config: Pick<AppConfig, 'sessionSecret' | 'adminToken'>,
  id: string,
  expiryUnixSeconds: number,
  operatorId: number | null = null,
): string {
  return signSessionValue(sessionKey(config), id, expiryUnixSeconds, operatorId);
}
