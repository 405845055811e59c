import { Global, Module } from '@nestjs/common';
import { AdminGuard, CallerGuard } from './auth.decorators';
import { CallerResolver } from './caller.resolver';
import { ApiKeyPartnerTokens } from '../../operators/api-keys/api-key-partner-tokens';
import { PartnerTokenVerifier } from './partner-token.verifier';

@Global()
@Module({
  providers: [
    CallerResolver,
    AdminGuard,
    CallerGuard,
    { provide: PartnerTokenVerifier, useClass: ApiKeyPartnerTokens },
  ],
  exports: [CallerResolver, AdminGuard, CallerGuard],
})
export class AuthModule {}
