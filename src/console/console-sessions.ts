import { Inject, Injectable } from '@nestjs/common';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { secretsEqual } from '../common/auth/secret-compare';

export const ADMIN_SESSION_COOKIE = 'ops_admin';
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
const FORMAT = 's1';
/** Session id used to bind CSRF tokens when the cookie holds the raw admin token (compatibility, decisions §10). */
const LEGACY_SESSION_ID = 'legacy-admin-token-cookie';

export interface ConsoleSession {
  id: string;
  expiresAt: Date;
  /** True when the cookie held the raw admin token rather than a signed session. */
  legacy: boolean;
}

export interface IssuedSession {
  cookieValue: string;
  session: ConsoleSession;
}

/**
 * Signed, expiring console sessions: the cookie is `s1.<id>.<expiry>.<HMAC>`, never the admin token.
 * The HMAC key is derived from SESSION_SECRET and a digest of the admin token, so rotating either ends
 * every session. Sessions are stateless; sign-out adds the id to an in-process revocation list kept until
 * the session would have expired (another instance still accepts it until then: see the README).
 */
@Injectable()
export class ConsoleSessions {
  private readonly key: Buffer;
  private readonly revoked = new Map<string, number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = sessionKey(config);
  }

  issue(now = new Date()): IssuedSession {
    const id = randomBytes(16).toString('base64url');
    const expiry = Math.floor(now.getTime() / 1000) + SESSION_TTL_SECONDS;
    return {
      cookieValue: signSessionValue(this.key, id, expiry),
      session: { id, expiresAt: new Date(expiry * 1000), legacy: false },
    };
  }

  /** The session a cookie value stands for, or undefined when it is forged, expired or signed out. */
  verify(value: string, now = new Date()): ConsoleSession | undefined {
    const parts = value.split('.');
    if (parts.length !== 4 || parts[0] !== FORMAT || !/^\d{1,12}$/.test(parts[2])) {
      return undefined;
    }
    const [, id, expiryText] = parts;
    if (!secretsEqual(value, signSessionValue(this.key, id, Number(expiryText)))) {
      return undefined;
    }
    const expiry = Number(expiryText);
    if (expiry * 1000 <= now.getTime() || this.revoked.has(id)) {
      return undefined;
    }
    return { id, expiresAt: new Date(expiry * 1000), legacy: false };
  }

  /** The console session of the request's `ops_admin` cookie (a signed session, or the raw admin token). */
  fromRequest(request: Request): ConsoleSession | undefined {
    const value = cookieOf(request, ADMIN_SESSION_COOKIE);
    if (value === undefined) {
      return undefined;
    }
    if (secretsEqual(value, this.config.adminToken)) {
      return { id: LEGACY_SESSION_ID, expiresAt: new Date(8.64e15), legacy: true };
    }
    return this.verify(value);
  }

  revoke(session: ConsoleSession): void {
    if (session.legacy) {
      return;
    }
    const now = Date.now();
    for (const [id, expiry] of this.revoked) {
      if (expiry <= now) {
        this.revoked.delete(id);
      }
    }
    this.revoked.set(session.id, session.expiresAt.getTime());
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

function signSessionValue(key: Buffer, id: string, expiry: number): string {
  const body = `${FORMAT}.${id}.${expiry}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** A correctly signed cookie value for any id and expiry (tests use it to present expired sessions). */
export function sessionCookieValueFor(
  config: Pick<AppConfig, 'sessionSecret' | 'adminToken'>,
  id: string,
  expiryUnixSeconds: number,
): string {
  return signSessionValue(sessionKey(config), id, expiryUnixSeconds);
}

function cookieOf(request: Request, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) {
    return undefined;
  }
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}
