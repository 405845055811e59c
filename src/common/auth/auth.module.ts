import { Global, Module } from '@nestjs/common';
import { AdminGuard, CallerGuard, PartnerGuard } from './auth.decorators';
import { BootstrapCredentialUse } from './bootstrap-credential-use';
import { CallerResolver } from './caller.resolver';
import { ConsoleSessions } from '../../console/console-sessions';
import { ConsoleSessionRevocationsRepository } from '../../console/session-revocations.repository';
import { ApiKeyPartnerTokens } from '../../operators/api-keys/api-key-partner-tokens';
import { ApiKeysRepository } from '../../operators/api-keys/api-keys.repository';
import { PartnerTokenVerifier } from './partner-token.verifier';
import { OperatorCredentialVerifier } from './operator-credential.verifier';
import { OperatorCredentials } from '../../operators/accounts/operator-credentials';
import { OperatorsRepository } from '../../operators/accounts/operators.repository';
import { OperatorTokensRepository } from '../../operators/accounts/operator-tokens.repository';

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
    OperatorsRepository,
    OperatorTokensRepository,
    { provide: OperatorCredentialVerifier, useClass: OperatorCredentials },
    BootstrapCredentialUse,
  ],
  exports: [
    CallerResolver,
    AdminGuard,
    CallerGuard,
    PartnerGuard,
    ConsoleSessions,
    OperatorsRepository,
    OperatorTokensRepository,
    OperatorCredentialVerifier,
    BootstrapCredentialUse,
  ],
})
export class AuthModule {}
