import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { NotFoundError } from '../../common/errors/domain-errors';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ConsoleSignIn } from '../console-sign-in';
import { sendHtml, signInPage } from '../console-pages';
import { OidcProviderUnavailable, OidcSignInRefused } from './oidc-errors';
import { OidcSignIn } from './oidc-sign-in.service';
import { OidcStateCookie } from './oidc-state-cookie';
import { SIGNED_IN_PAGE } from './signed-in.page';
import { SignInThrottle } from '../sign-in-throttle';
import { Flash } from '../views/console-renderer';

export const OIDC_CALLBACK_PATH = '/admin/oidc/callback';

/**
 * "Sign in with your organisation": `login` sends the browser to the OpenID Provider, `callback` takes it back
 * and opens a console session. Both answer 404 when OIDC is not configured.
 */
@Controller('admin/oidc')
export class OidcController {
  private readonly stateCookie: OidcStateCookie;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly oidc: OidcSignIn,
    private readonly signIns: ConsoleSignIn,
    private readonly throttle: SignInThrottle,
  ) {
    this.stateCookie = new OidcStateCookie(config);
  }

  @Get('login')
  @ApiExcludeEndpoint()
  async login(@Req() request: Request, @Res() response: Response) {
    this.assertEnabled(request);
    try {
      const { url, pending } = await this.oidc.start(
        `${request.protocol}://${request.get('host')}${OIDC_CALLBACK_PATH}`,
      );
      this.stateCookie.set(response, pending);
      response.set('Cache-Control', 'no-store').redirect(302, url);
    } catch (error) {
      this.answerUnavailable(response, error);
    }
  }

  @Get('callback')
  @ApiExcludeEndpoint()
  async callback(@Req() request: Request, @Res() response: Response) {
    this.assertEnabled(request);
    // Refusals are written to the operator log: the same per-client limit as wrong tokens keeps anyone from
    // filling it with made-up callbacks.
    const client = request.ip ?? 'unknown';
    const lockedFor = this.throttle.lockedFor(client);
    if (lockedFor > 0) {
      response.set('Retry-After', String(lockedFor));
      sendHtml(response, 429, signInPage(tooManySignIns(lockedFor), { oidc: true }));
      return;
    }
    const pending = this.stateCookie.read(request);
    this.stateCookie.clear(response);
    try {
      const operator = await this.oidc.finish(pending, request.originalUrl);
      await this.signIns.open(response, operator, 'oidc');
      sendHtml(response, 200, SIGNED_IN_PAGE);
    } catch (error) {
      if (!(error instanceof OidcSignInRefused)) {
        this.answerUnavailable(response, error);
        return;
      }
      await this.signIns.refused('oidc', error.reason, error.email === undefined ? {} : { email: error.email });
      await this.throttle.failed(client);
      sendHtml(response, 401, signInPage({ kind: 'error', text: refusalText(error), alert: true }, { oidc: true }));
    }
  }

  private assertEnabled(request: Request): void {
    if (!this.oidc.enabled) {
      throw new NotFoundError(`Cannot ${request.method} ${request.path}`);
    }
  }

  private answerUnavailable(response: Response, error: unknown): void {
    if (!(error instanceof OidcProviderUnavailable)) {
      throw error;
    }
    sendHtml(
      response,
      503,
      signInPage(
        {
          kind: 'error',
          text: 'Your organisation’s sign-in service cannot be reached right now. Try again in a moment, or sign in with an operator token.',
          alert: true,
        },
        { oidc: true },
      ),
    );
  }
}

function tooManySignIns(seconds: number): Flash {
  return { kind: 'error', text: `Too many failed sign-ins. Try again in ${seconds} seconds.`, alert: true };
}

function refusalText(error: OidcSignInRefused): string {
  if (error.refusal === 'unverified_email') {
    return `Your organisation has not verified the e-mail address ${error.email ?? ''}, so it cannot sign you in here.`;
  }
  if (error.refusal === 'no_account') {
    return `Your organisation signed you in as ${error.email}, but no active operator account has that e-mail address. Ask a console owner to add or re-enable your account.`;
  }
  return 'Signing in with your organisation did not complete (it may have expired or been cancelled). Please start again.';
}
