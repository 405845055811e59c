import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiHeader } from '@nestjs/swagger';
import { Logger } from 'pino';
import { ServiceUnavailableError, UnauthorizedError } from '../../common/errors/domain-errors';
import { InboundWebhookErrorCode } from './inbound-webhook-error-codes';
import { RequestWithRawBody } from '../../common/http/json-body.middleware';
import { APP_LOGGER } from '../../common/logging/logging.module';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { checkSignature } from './signature';

export type SignedProvider = 'idv-provider' | 'payment-provider';

const PROVIDER_KEY = Symbol('inbound-signature-provider');

const FAILURE_DETAIL = {
  missing: 'Missing webhook signature',
  invalid: 'Invalid webhook signature',
  timestamp: 'Webhook timestamp is missing, malformed or outside the 5-minute tolerance',
} as const;

/**
 * Authenticates a provider webhook over the raw body before anything else runs (guards precede pipes):
 * 401 on a missing or bad signature; with no secret configured, 503 in production and an unsigned
 * acceptance (logged) elsewhere. Only then is a deferred JSON syntax error raised (422).
 */
@Injectable()
export class InboundSignatureGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const provider = this.reflector.get<SignedProvider>(PROVIDER_KEY, context.getHandler());
    const request = context.switchToHttp().getRequest<RequestWithRawBody>();
    const secret = provider === 'idv-provider' ? this.config.inboundSecrets.idv : this.config.inboundSecrets.payment;
    if (secret === undefined) {
      if (this.config.isProduction) {
        throw new ServiceUnavailableError(
          `The ${provider} webhook is not configured on this service`,
          InboundWebhookErrorCode.InboundWebhookNotConfigured,
        );
      }
      this.logger.warn(
        { provider, path: request.path },
        'inbound webhook accepted UNSIGNED: no secret configured (refused in production)',
      );
    } else {
      const check = checkSignature(request.rawBody ?? Buffer.alloc(0), request.headers, secret);
      if (!check.ok) {
        this.logger.warn({ provider, reason: check.reason }, 'inbound webhook refused: signature check failed');
        throw new UnauthorizedError(FAILURE_DETAIL[check.reason], InboundWebhookErrorCode.InvalidWebhookSignature);
      }
    }
    if (request.deferredBodyError) {
      throw request.deferredBodyError;
    }
    return true;
  }
}

/** Marks a route as a signed provider webhook. */
export function SignedBy(provider: SignedProvider): MethodDecorator {
  return applyDecorators(
    SetMetadata(PROVIDER_KEY, provider),
    UseGuards(InboundSignatureGuard),
    ApiHeader({ name: 'webhook-id', required: false, description: 'Standard Webhooks message id' }),
    ApiHeader({ name: 'webhook-timestamp', required: false, description: 'Standard Webhooks unix seconds' }),
    ApiHeader({
      name: 'webhook-signature',
      required: false,
      description: 'Standard Webhooks `v1,<base64 HMAC-SHA256>` over `{id}.{timestamp}.{body}` (space-separated list)',
    }),
    ApiHeader({
      name: 'X-Signature',
      required: false,
      description: '`sha256=<hex HMAC-SHA256>` over the body, or over `{X-Timestamp}.{body}` when X-Timestamp is sent',
    }),
    ApiHeader({ name: 'X-Timestamp', required: false, description: 'unix seconds, signed with X-Signature' }),
  );
}
