import { Module } from '@nestjs/common';
import { ChecklistModule } from '../../checklist/checklist.module';
import { InstructionsModule } from '../../instructions/instructions.module';
import { ProgramEventsModule } from '../../program-events/program-events.module';
import { ProgramLookupModule } from '../../registrations/program-lookup.module';
import { RegistrationsModule } from '../../registrations/registrations.module';
import { IdvWebhookService } from './idv-webhook.service';
import { InboundEventsRepository } from './inbound-events.repository';
import { InboundEventsService } from './inbound-events.service';
import { InboundSignatureGuard } from './inbound-signature.guard';
import { InboundWebhooksController } from './inbound-webhooks.controller';
import { PaymentWebhookService } from './payment-webhook.service';

/** Signed provider webhooks (identity verification, payment status), each event acted on at most once. */
@Module({
  imports: [ProgramLookupModule, ProgramEventsModule, ChecklistModule, RegistrationsModule, InstructionsModule],
  controllers: [InboundWebhooksController],
  providers: [
    InboundEventsRepository,
    InboundEventsService,
    InboundSignatureGuard,
    IdvWebhookService,
    PaymentWebhookService,
  ],
  exports: [InboundEventsService],
})
export class InboundWebhooksModule {}
