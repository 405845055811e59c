import { Inject, Injectable, Optional } from '@nestjs/common';
import { Logger } from 'pino';
import { ServiceUnavailableError } from '../../common/errors/domain-errors';
import { RegistrationErrorCode } from '../registration-error-codes';
import { APP_LOGGER } from '../../common/logging/logging.module';
import { pydanticError, RequestValidationError } from '../../common/validation/pydantic-error';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

export const CHALLENGE_TIMEOUT_MS = Symbol('CHALLENGE_TIMEOUT_MS');
const DEFAULT_TIMEOUT_MS = 3000;

/**
 * The anti-automation check of intake, against a siteverify-style endpoint (form `secret`, `response`,
 * `remoteip`; JSON answer with a boolean `success`). Runs before the intake transaction, never inside it.
 * Configured only when both CHALLENGE_VERIFY_URL and CHALLENGE_SECRET are set; otherwise the token is ignored.
 * Fails closed: a verifier that is down, slow (3 s) or unintelligible answers 503, never a pass.
 */
@Injectable()
export class ChallengeVerifier {
  private readonly timeoutMs: number;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    @Optional() @Inject(CHALLENGE_TIMEOUT_MS) timeoutMs?: number,
  ) {
    this.timeoutMs = timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  get enabled(): boolean {
    return this.config.challenge.verifyUrl !== undefined && this.config.challenge.secret !== undefined;
  }

  async verify(token: string | null | undefined, remoteIp?: string): Promise<void> {
    const { verifyUrl, secret } = this.config.challenge;
    if (verifyUrl === undefined || secret === undefined) {
      return;
    }
    if (token === null || token === undefined || token.trim() === '') {
      throw challengeFailed(token ?? null, 'a challenge token is required');
    }
    const success = await this.ask(verifyUrl, secret, token, remoteIp);
    if (!success) {
      throw challengeFailed(token, 'the anti-automation challenge was not passed');
    }
  }

  private async ask(url: string, secret: string, token: string, remoteIp: string | undefined): Promise<boolean> {
    const form = new URLSearchParams({ secret, response: token });
    if (remoteIp) {
      form.set('remoteip', remoteIp);
    }
    let answer: unknown;
    let failure: string | undefined;
    try {
      const response = await fetch(url, {
        method: 'POST',
        body: form,
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.ok) {
        answer = await response.json();
      } else {
        failure = `verifier answered HTTP ${response.status}`;
      }
    } catch (error) {
      // DOMException (timeout/abort) is not always an `instanceof Error` across realms: read its name directly.
      const name = (error as { name?: unknown } | null)?.name;
      failure =
        name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : typeof name === 'string' ? name : 'Error';
    }
    if (failure !== undefined) {
      return this.unavailable(failure);
    }
    const success = (answer as { success?: unknown } | null)?.success;
    if (typeof success !== 'boolean') {
      return this.unavailable('verifier answer has no boolean "success"');
    }
    return success;
  }

  private unavailable(reason: string): never {
    // The URL may carry credentials in its query: log the reason only.
    this.logger.warn({ reason }, 'challenge verifier unavailable: intake refused (fail closed)');
    throw new ServiceUnavailableError(
      'The anti-automation check is temporarily unavailable; please try again shortly',
      RegistrationErrorCode.ChallengeUnavailable,
    );
  }
}

function challengeFailed(token: string | null, reason: string): RequestValidationError {
  return new RequestValidationError([
    pydanticError({ type: 'value_error', msg: `Value error, ${reason}`, input: token, ctx: { error: reason } }, [
      'body',
      'challenge_token',
    ]),
  ]);
}
