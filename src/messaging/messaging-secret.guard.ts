import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { secretsEqual } from '../common/auth/secret-compare';
import { ServiceUnavailableError, UnauthorizedError } from '../common/errors/domain-errors';
import { MessagingErrorCode } from './messaging-error-codes';
import { RequestWithRawBody } from '../common/http/json-body.middleware';
import { APP_LOGGER } from '../common/logging/logging.module';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

export const MESSAGING_SECRET_HEADER = 'x-messaging-bot-api-secret-token';

/**
 * The bot platform proves itself with the secret token header (compared in constant time) before the body
 * is looked at: 401 otherwise. With no secret configured: 503 in production, accepted and logged elsewhere.
 */
@Injectable()
export class MessagingSecretGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<RequestWithRawBody>();
    const secret = this.config.inboundSecrets.messaging;
    if (secret === undefined) {
      if (this.config.isProduction) {
        throw new ServiceUnavailableError(
          'The messaging webhook is not configured on this service',
          MessagingErrorCode.InboundWebhookNotConfigured,
        );
      }
      this.logger.warn(
        { provider: 'messaging', path: request.path },
        'messaging update accepted WITHOUT secret check: no secret configured (refused in production)',
      );
    } else {
      const presented = request.headers[MESSAGING_SECRET_HEADER];
      if (typeof presented !== 'string' || !secretsEqual(presented, secret)) {
        this.logger.warn({ provider: 'messaging' }, 'messaging update refused: missing or wrong secret token');
        throw new UnauthorizedError(
          'Missing or invalid messaging secret token',
          MessagingErrorCode.InvalidMessagingSecret,
        );
      }
    }
    if (request.deferredBodyError) {
      throw request.deferredBodyError;
    }
    return true;
  }
}
