import { Global, Module } from '@nestjs/common';
import { AdminGuard, CallerGuard, PartnerGuard } from './auth.decorators';
import { CallerResolver } from './caller.resolver';
import { ConsoleSessions } from '../../console/console-sessions';
import { ApiKeyPartnerTokens } from '../../operators/api-keys/api-key-partner-tokens';
import { PartnerTokenVerifier } from './partner-token.verifier';

@Global()
@Module({
  providers: [
    CallerResolver,
    AdminGuard,
    CallerGuard,
    PartnerGuard,
    ConsoleSessions,
    { provide: PartnerTokenVerifier, useClass: ApiKeyPartnerTokens },
  ],
  exports: [CallerResolver, AdminGuard, CallerGuard, PartnerGuard, ConsoleSessions],
})
export class AuthModule {}
