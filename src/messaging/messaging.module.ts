import { Module } from '@nestjs/common';
import { ReadModelsModule } from '../read-models/read-models.module';
import { ProgramLookupModule } from '../registrations/program-lookup.module';
import { InboundWebhooksModule } from '../webhooks/inbound/inbound-webhooks.module';
import { MessagingSecretGuard } from './messaging-secret.guard';
import { MessagingController } from './messaging.controller';
import { MessagingService } from './messaging.service';

@Module({
  imports: [InboundWebhooksModule, ProgramLookupModule, ReadModelsModule],
  controllers: [MessagingController],
  providers: [MessagingService, MessagingSecretGuard],
})
export class MessagingModule {}
