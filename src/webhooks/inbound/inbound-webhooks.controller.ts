import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  IDV_WEBHOOK_RESULT_SCHEMA,
  IdvWebhookResult,
  INBOUND_RESULT_MODELS,
  PAYMENT_WEBHOOK_RESULT_SCHEMA,
  PaymentWebhookResult,
} from './dto/inbound-outcome.dto';
import { IdvWebhookBody } from './dto/idv-webhook.dto';
import { PaymentWebhookBody } from './dto/payment-webhook.dto';
import { IdvWebhookService } from './idv-webhook.service';
import { ApiProviderAuthAnswers } from './inbound-answers';
import { SignedBy } from './inbound-signature.guard';
import { PaymentWebhookService } from './payment-webhook.service';
import { ApiErrors, OperationId, Public } from '../../openapi/api-answers';

const SIGNATURE_NOTE =
  'Called by the provider, not by operators: it is authenticated by a signature instead of a credential. ' +
  'The provider signs the raw body bytes with HMAC-SHA256 under the shared secret (a `whsec_` secret is ' +
  'base64-decoded first), in either of two header styles: Standard Webhooks (`webhook-id`, `webhook-timestamp`, ' +
  '`webhook-signature: v1,<base64>` over `{webhook-id}.{webhook-timestamp}.{body}`; several space-separated ' +
  'signatures may be sent, one must match), or `X-Signature: sha256=<hex>` over the body, or over ' +
  '`{X-Timestamp}.{body}` when `X-Timestamp` is sent. A signed timestamp must be within 5 minutes of the ' +
  "service's clock. A missing, invalid or stale signature answers 401 before the body is validated. Without a " +
  'configured secret the webhook is accepted unsigned (and logged) outside production, refused with 503 in ' +
  'production.\n\nEach `event_id` is applied at most once: a replay answers `{"status":"duplicate"}` and changes nothing.';

const SIGNATURE_REFUSED = 'The signature is missing, does not match the body, or its timestamp is outside 5 minutes.';

@ApiTags('inbound webhooks')
@Public()
@ApiExtraModels(...INBOUND_RESULT_MODELS)
@Controller('api/webhooks')
export class InboundWebhooksController {
  constructor(
    private readonly idv: IdvWebhookService,
    private readonly payments: PaymentWebhookService,
  ) {}

  @Post('idv-provider')
  @HttpCode(200)
  @SignedBy('idv-provider')
  @OperationId('receiveIdentityVerification')
  @ApiOperation({
    summary: 'Identity-verification result from the IDV provider (secret: IDV_WEBHOOK_SECRET)',
    description: SIGNATURE_NOTE,
  })
  @ApiOkResponse({
    schema: IDV_WEBHOOK_RESULT_SCHEMA,
    description:
      'The result was recorded on the program (an approval moves kyc_pending to reviewing), or was a replay of one ' +
      'already recorded.',
  })
  @ApiProviderAuthAnswers(SIGNATURE_REFUSED, 'IDV_WEBHOOK_SECRET')
  @ApiErrors({ 404: 'No program has this reference; nothing was recorded.' })
  idvProvider(@Body() body: IdvWebhookBody): Promise<IdvWebhookResult> {
    return this.idv.handle(body);
  }

  @Post('payment-provider')
  @HttpCode(200)
  @SignedBy('payment-provider')
  @OperationId('receivePaymentProviderReport')
  @ApiOperation({
    summary: 'Handoff-record status report from the payment provider (secret: PAYMENT_WEBHOOK_SECRET)',
    description: SIGNATURE_NOTE,
  })
  @ApiOkResponse({
    schema: PAYMENT_WEBHOOK_RESULT_SCHEMA,
    description: 'The reported status was applied to the handoff record (or the report was a replay).',
  })
  @ApiProviderAuthAnswers(SIGNATURE_REFUSED, 'PAYMENT_WEBHOOK_SECRET')
  @ApiErrors({
    404: 'No handoff record has this instruction_ref or external_id; nothing was recorded.',
    409:
      'The handoff record may not move to the reported status (the refused report is still recorded as an event), ' +
      'or several records carry this external_id (report by instruction_ref).',
  })
  paymentProvider(@Body() body: PaymentWebhookBody): Promise<PaymentWebhookResult> {
    return this.payments.handle(body);
  }
}
