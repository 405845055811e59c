import { Module } from '@nestjs/common';
import { ChecklistModule } from '../checklist/checklist.module';
import { InboundWebhooksModule } from '../webhooks/inbound/inbound-webhooks.module';
import { MessagingSecretGuard } from './messaging-secret.guard';
import { MessagingController } from './messaging.controller';
import { MessagingService } from './messaging.service';

@Module({
  imports: [InboundWebhooksModule, ChecklistModule],
  controllers: [MessagingController],
  providers: [MessagingService, MessagingSecretGuard],
})
export class MessagingModule {}
