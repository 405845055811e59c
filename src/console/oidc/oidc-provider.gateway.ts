import { Inject, Injectable } from '@nestjs/common';
// openid-client v5, not v6: v6 (and its jose/oauth4webapi) are ESM-only. This service compiles to CommonJS; plain
// Node 20.19+ could require() them, but Jest's module loader cannot without --experimental-vm-modules, so the
// tests would run different code from `npm start`. v5 is CommonJS, still maintained for security fixes, and does
// the same checks (state, PKCE S256, ID token iss/aud/exp/nonce signature via the provider's JWKS).
import { BaseClient, custom, errors, generators, Issuer } from 'openid-client';
import { AppConfig, OidcConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { OidcPendingSignIn, OidcStateCookie } from './oidc-state-cookie';
import { OidcProviderUnavailable, OidcSignInRefused } from './oidc-errors';

/** What the provider says about the person who signed in. */
export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  /** undefined when the provider sends no `email_verified` claim. */
  emailVerified: boolean | undefined;
}

export const OIDC_SCOPE = 'openid email';
const PROVIDER_TIMEOUT_MS = 5000;

/**
 * The organisation's OpenID Provider through openid-client: discovery (once, then cached; retried after a
 * failure), the authorization URL with state, nonce and a PKCE S256 challenge, and the code exchange with the
 * ID token checks. Every call here is network I/O: callers must not hold a database transaction around it.
 */
@Injectable()
export class OidcProviderGateway {
  private client: Promise<BaseClient> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.oidc !== undefined;
  }

  /** Where to send the browser, and what it must bring back (kept in the state cookie). */
  async start(defaultRedirectUri: string): Promise<{ url: string; pending: OidcPendingSignIn }> {
    const client = await this.discovered();
    const pending: OidcPendingSignIn = {
      state: OidcStateCookie.randomValue(),
      nonce: generators.nonce(),
      codeVerifier: generators.codeVerifier(),
      redirectUri: this.settings().redirectUri ?? defaultRedirectUri,
    };
    const url = client.authorizationUrl({
      scope: OIDC_SCOPE,
      response_type: 'code',
      redirect_uri: pending.redirectUri,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: generators.codeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, pending };
  }

  /** Checks the provider's answer against the pending sign-in and exchanges the code. */
  async finish(pending: OidcPendingSignIn, callbackUrl: string): Promise<OidcIdentity> {
    const client = await this.discovered();
    const params = client.callbackParams(callbackUrl);
    if (params.state !== pending.state) {
      throw new OidcSignInRefused(params.state ? 'state mismatch' : 'no state in the answer');
    }
    try {
      const tokens = await client.callback(pending.redirectUri, params, {
        state: pending.state,
        nonce: pending.nonce,
        code_verifier: pending.codeVerifier,
        response_type: 'code',
      });
      let claims: Record<string, unknown> = tokens.claims();
      // Many providers put `email` in the ID token only when no access token is issued; userinfo has it then.
      if (claims.email === undefined && tokens.access_token) {
        claims = { ...(await client.userinfo(tokens)), ...claims };
      }
      return {
        subject: String(claims.sub),
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified === undefined ? undefined : claims.email_verified === true,
      };
    } catch (error) {
      throw classify(error);
    }
  }

  private discovered(): Promise<BaseClient> {
    if (!this.client) {
      const settings = this.settings();
      const attempt = discover(settings);
      this.client = attempt;
      attempt.catch(() => {
        if (this.client === attempt) {
          this.client = undefined;
        }
      });
    }
    return this.client;
  }

  private settings(): OidcConfig {
    if (!this.config.oidc) {
      throw new Error('OIDC is not configured');
    }
    return this.config.oidc;
  }
}

async function discover(settings: OidcConfig): Promise<BaseClient> {
  let issuer: Issuer<BaseClient>;
  try {
    issuer = await Issuer.discover(settings.issuer);
  } catch (error) {
    throw new OidcProviderUnavailable(messageOf(error));
  }
  issuer[custom.http_options] = (_url, options) => ({ ...options, timeout: PROVIDER_TIMEOUT_MS });
  const client = new issuer.Client({
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  });
  client[custom.http_options] = (_url, options) => ({ ...options, timeout: PROVIDER_TIMEOUT_MS });
  return client;
}

function classify(error: unknown): Error {
  if (error instanceof errors.OPError) {
    return new OidcSignInRefused(`provider answered ${error.error ?? 'an error'}`);
  }
  if (error instanceof errors.RPError) {
    // The message's first clause names the failed check; the rest quotes the values compared.
    return isTimeout(error)
      ? new OidcProviderUnavailable(error.message)
      : new OidcSignInRefused(`response rejected: ${error.message.split(',')[0]}`);
  }
  return new OidcProviderUnavailable(messageOf(error));
}

function isTimeout(error: Error): boolean {
  return /timed out/i.test(error.message);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
