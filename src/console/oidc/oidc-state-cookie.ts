import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config';
import { cookieValue } from '../../common/http/cookies';

export const OIDC_STATE_COOKIE = 'pws_oidc';
/** Long enough to sign in at the provider (including a second factor), short enough to be useless later. */
export const OIDC_STATE_TTL_SECONDS = 600;
const COOKIE_PATH = '/admin/oidc';

/** What the login step hands to the callback: the browser keeps it, so any instance can finish the sign-in. */
export interface OidcPendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

interface StoredPendingSignIn extends OidcPendingSignIn {
  expiresAt: number;
}

/**
 * The pending sign-in as a cookie sealed with AES-256-GCM (signed, and the PKCE verifier unreadable even to whoever
 * sees the cookie): httpOnly, SameSite=Lax (the provider's redirect back is a cross-site top-level GET, which Strict
 * would strip), scoped to /admin/oidc and expiring with the attempt.
 */
export class OidcStateCookie {
  private readonly key: Buffer;

  constructor(private readonly config: Pick<AppConfig, 'sessionSecret' | 'secureCookies'>) {
    this.key = createHmac('sha256', config.sessionSecret).update('pws-oidc-state:aes-256-gcm').digest();
  }

  static randomValue(): string {
    return randomBytes(32).toString('base64url');
  }

  set(response: Response, pending: OidcPendingSignIn, now = Date.now()): void {
    const stored: StoredPendingSignIn = { ...pending, expiresAt: Math.floor(now / 1000) + OIDC_STATE_TTL_SECONDS };
    response.cookie(OIDC_STATE_COOKIE, this.seal(JSON.stringify(stored)), {
      httpOnly: true,
      sameSite: 'lax',
      path: COOKIE_PATH,
      secure: this.config.secureCookies,
      maxAge: OIDC_STATE_TTL_SECONDS * 1000,
    });
  }

  /** The pending sign-in this browser started, or undefined when absent, tampered with or expired. */
  read(request: Request, now = Date.now()): OidcPendingSignIn | undefined {
    const value = cookieValue(request, OIDC_STATE_COOKIE);
    const opened = value === undefined ? undefined : this.open(value);
    const stored = opened === undefined ? undefined : parseStored(opened);
    if (!stored || stored.expiresAt <= Math.floor(now / 1000)) {
      return undefined;
    }
    return {
      state: stored.state,
      nonce: stored.nonce,
      codeVerifier: stored.codeVerifier,
      redirectUri: stored.redirectUri,
    };
  }

  clear(response: Response): void {
    response.clearCookie(OIDC_STATE_COOKIE, {
      httpOnly: true,
      sameSite: 'lax',
      path: COOKIE_PATH,
      secure: this.config.secureCookies,
    });
  }

  private seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
  }

  private open(value: string): string | undefined {
    const parts = value.split('.');
    if (parts.length !== 3) {
      return undefined;
    }
    const [iv, sealed, tag] = parts.map((part) => Buffer.from(part, 'base64url'));
    if (iv.length !== 12 || tag.length !== 16) {
      return undefined;
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

function parseStored(text: string): StoredPendingSignIn | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<StoredPendingSignIn>;
    const texts = [parsed.state, parsed.nonce, parsed.codeVerifier, parsed.redirectUri];
    return texts.every((text) => typeof text === 'string' && text !== '') && typeof parsed.expiresAt === 'number'
      ? (parsed as StoredPendingSignIn)
      : undefined;
  } catch {
    return undefined;
  }
}
