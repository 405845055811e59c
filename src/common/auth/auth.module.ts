import { Global, Module } from '@nestjs/common';
import { AdminGuard, CallerGuard } from './auth.decorators';
import { CallerResolver } from './caller.resolver';
import { NoPartnerTokens, PartnerTokenVerifier } from './partner-token.verifier';

@Global()
@Module({
  providers: [CallerResolver, AdminGuard, CallerGuard, { provide: PartnerTokenVerifier, useClass: NoPartnerTokens }],
  exports: [CallerResolver, AdminGuard, CallerGuard],
})
export class AuthModule {}
