import { Body, Controller, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { partnerActor } from '../../common/auth/actor';
import { CurrentPartner, PartnerOnly } from '../../common/auth/auth.decorators';
import { OperationId } from '../../openapi/api-answers';
import { EndpointRecoveryInput, EndpointRecoveryOut } from './dto/endpoint-recovery.dto';
import { EndpointStatsOut, EndpointStatsQuery } from './dto/endpoint-stats.dto';
import { WebhookDeliveryList, WebhookDeliveryListQuery, WebhookDeliveryView } from './dto/webhook-delivery.dto';
import {
  EndpointTestSent,
  SecretRotation,
  WebhookEndpointCreate,
  WebhookEndpointList,
  WebhookEndpointOut,
  WebhookEndpointPatch,
  WebhookEndpointWithSecret,
} from './dto/webhook-endpoint.dto';
import { EndpointDeliveryParams, EndpointIdParams } from './dto/webhook-id.params';
import { EndpointManagementService, EndpointManager } from './endpoint-management.service';
import { EndpointRecoveryService } from './endpoint-recovery.service';
import { EndpointRoute } from './endpoint-routes';
import { EndpointStatsService } from './endpoint-stats.service';

const NOT_FOUND = 'The partner has no endpoint with this id (or it is deleted).';
/** The reads that also serve a deleted endpoint's history. */
const UNKNOWN = 'The partner has no endpoint with this id.';

function partnerManager(partnerSlug: string): EndpointManager {
  return { kind: 'partner', partnerSlug, actor: partnerActor(partnerSlug) };
}

/** A partner's own endpoints: the same model as the operator's, always scoped to the partner's programs. */
@ApiTags('partner')
@PartnerOnly()
@Controller('api/partner/endpoints')
export class PartnerEndpointsController {
  constructor(
    private readonly endpoints: EndpointManagementService,
    private readonly recovery: EndpointRecoveryService,
    private readonly statistics: EndpointStatsService,
  ) {}

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @OperationId('createPartnerWebhookEndpoint')
  @ApiOperation({ summary: "Register a webhook endpoint for the partner's own programs' events" })
  @ApiOkResponse({
    type: WebhookEndpointWithSecret,
    description: "It receives the events of the partner's programs from now on; a generated secret is shown once.",
  })
  create(
    @CurrentPartner() partnerSlug: string,
    @Body() body: WebhookEndpointCreate,
  ): Promise<WebhookEndpointWithSecret> {
    return this.endpoints.create(partnerManager(partnerSlug), body);
  }

  @EndpointRoute('list', {
    operationId: 'listPartnerWebhookEndpoints',
    summary: "The partner's endpoints not deleted, without secrets",
  })
  list(@CurrentPartner() partnerSlug: string): Promise<WebhookEndpointList> {
    return this.endpoints.list(partnerManager(partnerSlug));
  }

  @EndpointRoute('get', {
    operationId: 'getPartnerWebhookEndpoint',
    notFound: NOT_FOUND,
    summary: "One of the partner's endpoints",
  })
  get(@CurrentPartner() partnerSlug: string, @Param() params: EndpointIdParams): Promise<WebhookEndpointOut> {
    return this.endpoints.get(partnerManager(partnerSlug), params.id);
  }

  @EndpointRoute('update', { operationId: 'updatePartnerWebhookEndpoint', notFound: NOT_FOUND })
  update(
    @CurrentPartner() partnerSlug: string,
    @Param() params: EndpointIdParams,
    @Body() body: WebhookEndpointPatch,
  ): Promise<WebhookEndpointOut> {
    return this.endpoints.update(partnerManager(partnerSlug), params.id, body);
  }

  @EndpointRoute('remove', { operationId: 'deletePartnerWebhookEndpoint', notFound: NOT_FOUND })
  remove(@CurrentPartner() partnerSlug: string, @Param() params: EndpointIdParams): Promise<WebhookEndpointOut> {
    return this.endpoints.remove(partnerManager(partnerSlug), params.id);
  }

  @EndpointRoute('rotateSecret', { operationId: 'rotatePartnerWebhookEndpointSecret', notFound: NOT_FOUND })
  rotateSecret(@CurrentPartner() partnerSlug: string, @Param() params: EndpointIdParams): Promise<SecretRotation> {
    return this.endpoints.rotateSecret(partnerManager(partnerSlug), params.id);
  }

  @EndpointRoute('sendTest', {
    operationId: 'sendPartnerWebhookEndpointTest',
    notFound: NOT_FOUND,
    summary: 'Send a `webhook.test` delivery through the usual path',
  })
  sendTest(@CurrentPartner() partnerSlug: string, @Param() params: EndpointIdParams): Promise<EndpointTestSent> {
    return this.endpoints.sendTest(partnerManager(partnerSlug), params.id);
  }

  @EndpointRoute('deliveries', {
    operationId: 'listPartnerWebhookEndpointDeliveries',
    notFound: UNKNOWN,
    summary: "Deliveries of one of the partner's endpoints with every attempt, in pages",
  })
  deliveries(
    @CurrentPartner() partnerSlug: string,
    @Param() params: EndpointIdParams,
    @Query() query: WebhookDeliveryListQuery,
  ): Promise<WebhookDeliveryList> {
    return this.endpoints.deliveriesOf(partnerManager(partnerSlug), params.id, query);
  }

  @EndpointRoute('redeliver', {
    operationId: 'redeliverPartnerWebhookDelivery',
    notFound: 'The partner has no endpoint with this id, or the endpoint has no delivery with this id.',
  })
  redeliver(
    @CurrentPartner() partnerSlug: string,
    @Param() params: EndpointDeliveryParams,
  ): Promise<WebhookDeliveryView> {
    return this.endpoints.redeliver(partnerManager(partnerSlug), params.id, params.delivery_id);
  }

  @EndpointRoute('recover', { operationId: 'recoverPartnerWebhookEndpoint', notFound: NOT_FOUND })
  recover(
    @CurrentPartner() partnerSlug: string,
    @Param() params: EndpointIdParams,
    @Body() body: EndpointRecoveryInput,
  ): Promise<EndpointRecoveryOut> {
    return this.recovery.recover(partnerManager(partnerSlug), params.id, body);
  }

  @EndpointRoute('replayMissing', {
    operationId: 'replayMissingPartnerWebhookEndpointEvents',
    notFound: NOT_FOUND,
    summary: "Deliver the events of the partner's programs since a time that the endpoint never received",
    description: 'One new delivery per missing event its filters select; at most 10,000 per call (`more`). Idempotent.',
  })
  replayMissing(
    @CurrentPartner() partnerSlug: string,
    @Param() params: EndpointIdParams,
    @Body() body: EndpointRecoveryInput,
  ): Promise<EndpointRecoveryOut> {
    return this.recovery.replayMissing(partnerManager(partnerSlug), params.id, body);
  }

  @EndpointRoute('stats', { operationId: 'getPartnerWebhookEndpointStats', notFound: UNKNOWN })
  stats(
    @CurrentPartner() partnerSlug: string,
    @Param() params: EndpointIdParams,
    @Query() query: EndpointStatsQuery,
  ): Promise<EndpointStatsOut> {
    return this.statistics.stats(partnerManager(partnerSlug), params.id, query);
  }
}
