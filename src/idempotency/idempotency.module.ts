import { Module } from '@nestjs/common';
import { IdempotencyKeysRepository } from './idempotency-keys.repository';
import { IdempotencyPurge } from './idempotency-purge';
import { IdempotencyService } from './idempotency.service';

@Module({
  providers: [IdempotencyService, IdempotencyKeysRepository, IdempotencyPurge],
  exports: [IdempotencyService],
})
export class IdempotencyModule {}
