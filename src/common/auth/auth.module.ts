import { Global, Module } from '@nestjs/common';
import { AdminGuard, CallerGuard, PartnerGuard } from './auth.decorators';
import { CallerResolver } from './caller.resolver';
import { ConsoleSessions } from '../../console/console-sessions';
import { ConsoleSessionRevocationsRepository } from '../../console/session-revocations.repository';
import { ApiKeyPartnerTokens } from '../../operators/api-keys/api-key-partner-tokens';
import { ApiKeysRepository } from '../../operators/api-keys/api-keys.repository';
import { PartnerTokenVerifier } from './partner-token.verifier';

@Global()
@Module({
  providers: [
    CallerResolver,
    AdminGuard,
    CallerGuard,
    PartnerGuard,
    ConsoleSessions,
    ConsoleSessionRevocationsRepository,
    ApiKeysRepository,
    { provide: PartnerTokenVerifier, useClass: ApiKeyPartnerTokens },
  ],
  exports: [CallerResolver, AdminGuard, CallerGuard, PartnerGuard, ConsoleSessions],
})
export class AuthModule {}
