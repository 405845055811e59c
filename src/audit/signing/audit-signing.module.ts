import { Global, Module } from '@nestjs/common';
import { AuditKeysController } from './audit-keys.controller';
import { AuditSigningKeysRepository } from './audit-signing-keys.repository';
import { AuditSigningKeys } from './audit-signing-keys.service';

/** Global: checkpoints and audit exports both sign with the current key. */
@Global()
@Module({
  controllers: [AuditKeysController],
  providers: [AuditSigningKeys, AuditSigningKeysRepository],
  exports: [AuditSigningKeys],
})
export class AuditSigningModule {}
