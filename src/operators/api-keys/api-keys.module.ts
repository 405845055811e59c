import { Module } from '@nestjs/common';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysRepository } from './api-keys.repository';
import { ApiKeysService } from './api-keys.service';

/** The verifier (ApiKeyPartnerTokens) is bound by AuthModule, which every module sees. */
@Module({ controllers: [ApiKeysController], providers: [ApiKeysService, ApiKeysRepository], exports: [ApiKeysService] })
export class ApiKeysModule {}
