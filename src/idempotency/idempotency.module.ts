import { Module } from '@nestjs/common';
import { IdempotencyKeysRepository } from './idempotency-keys.repository';
import { IdempotencyService } from './idempotency.service';

@Module({ providers: [IdempotencyService, IdempotencyKeysRepository], exports: [IdempotencyService] })
export class IdempotencyModule {}
