import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdvWebhookBody } from './dto/idv-webhook.dto';
import { PaymentWebhookBody } from './dto/payment-webhook.dto';
import { IdvProcessed, IdvWebhookService } from './idv-webhook.service';
import { DuplicateAnswer } from './inbound-events.service';
import { SignedBy } from './inbound-signature.guard';
import { PaymentProcessed, PaymentWebhookService } from './payment-webhook.service';

const SIGNATURE_NOTE =
  'HMAC-SHA256 over the raw body with the provider secret: Standard Webhooks headers, or `X-Signature: sha256=<hex>` ' +
  '(with optional signed `X-Timestamp`). 401 when missing or invalid; 5-minute tolerance on signed timestamps. ' +
  'A replayed event_id answers `{"status":"duplicate"}` and changes nothing.';

@ApiTags('inbound webhooks')
@Controller('api/webhooks')
export class InboundWebhooksController {
  constructor(
    private readonly idv: IdvWebhookService,
    private readonly payments: PaymentWebhookService,
  ) {}

  @Post('idv-provider')
  @HttpCode(200)
  @SignedBy('idv-provider')
  @ApiOperation({ summary: 'Identity-verification result from the IDV provider', description: SIGNATURE_NOTE })
  idvProvider(@Body() body: IdvWebhookBody): Promise<IdvProcessed | DuplicateAnswer> {
    return this.idv.handle(body);
  }

  @Post('payment-provider')
  @HttpCode(200)
  @SignedBy('payment-provider')
  @ApiOperation({
    summary: 'Handoff-record status report from the payment provider (409 and recorded when the move is refused)',
    description: SIGNATURE_NOTE,
  })
  paymentProvider(@Body() body: PaymentWebhookBody): Promise<PaymentProcessed | DuplicateAnswer> {
    return this.payments.handle(body);
  }
}
