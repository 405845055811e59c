import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { partnerActor } from '../../common/auth/actor';
import { CurrentPartner, PartnerOnly } from '../../common/auth/auth.decorators';
import { ApiErrors, OperationId } from '../../openapi/api-answers';
import { EndpointRecoveryInput, EndpointRecoveryOut } from './dto/endpoint-recovery.dto';
import { EndpointStatsOut, EndpointStatsQuery } from './dto/endpoint-stats.dto';
import { WebhookDeliveryList } from './dto/webhook-delivery.dto';
import {
  EndpointTestSent,
  SecretRotation,
  WebhookEndpointCreate,
  WebhookEndpointList,
  WebhookEndpointOut,
  WebhookEndpointPatch,
  WebhookEndpointWithSecret,
} from './dto/webhook-endpoint.dto';
import { EndpointIdParams } from './dto/webhook-id.params';
import { EndpointManagementService, EndpointManager } from './endpoint-management.service';
import { EndpointRecoveryService } from './endpoint-recovery.service';
import { EndpointStatsService } from './endpoint-stats.service';

const NOT_FOUND = 'The partner has no endpoint with this id (or it is deleted).';
const INACTIVE = 'The endpoint is paused or disabled (code `webhook_inactive`): resume it first. Nothing changed.';

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

  @Get()
  @OperationId('listPartnerWebhookEndpoints')
  @ApiOperation({ summary: "The partner's endpoints not deleted, without secrets" })
  @ApiOkResponse({ type: WebhookEndpointList, description: "Oldest first, with each one's breaker state." })
  list(@CurrentPartner() partnerSlug: string): Promise<WebhookEndpointList> {
    return this.endpoints.list(partnerManager(partnerSlug));
  }

  @Get(':id')
  @OperationId('getPartnerWebhookEndpoint')
  @ApiOperation({ summary: "One of the partner's endpoints" })
  @ApiOkResponse({ type: WebhookEndpointOut, description: 'The endpoint with its filters and breaker state.' })
  @ApiErrors({ 404: NOT_FOUND })
  get(@CurrentPartner() partnerSlug: string, @Param() params: EndpointIdParams): Promise<WebhookEndpointOut> {
    return this.endpoints.get(partnerManager(partnerSlug), params.id);
  }

  @Patch(':id')
  @OperationId('updatePartnerWebhookEndpoint')
  @ApiOperation({ summary: 'Change an endpoint: URL, filters, limits, secret, or pause / resume it (`active`)' })
  @ApiOkResponse({ type: WebhookEndpointOut, description: 'The endpoint as it is now.' })
  @ApiErrors({ 404: NOT_FOUND })
  update(
    @CurrentPartner() partnerSlug: string,
    @Param() params: EndpointIdParams,
    @Body() body: WebhookEndpointPatch,
  ): Promise<WebhookEndpointOut> {
    return this.endpoints.update(partnerManager(partnerSlug), params.id, body);
  }

  @Delete(':id')
  @OperationId('deletePartnerWebhookEndpoint')
  @ApiOperation({ summary: 'Remove an endpoint: no more deliveries, history kept' })
  @ApiOkResponse({
    type: WebhookEndpointOut,
    description: 'The endpoint as it is now deleted; pending deliveries are cancelled.',
  })
  @ApiErrors({ 404: NOT_FOUND })
  remove(@CurrentPartner() partnerSlug: string, @Param() params: EndpointIdParams): Promise<WebhookEndpointOut> {
    return this.endpoints.remove(partnerManager(partnerSlug), params.id);
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @OperationId('rotatePartnerWebhookEndpointSecret')
  @ApiOperation({ summary: 'New signing secret, shown once; the previous one keeps signing for a grace period' })
  @ApiOkResponse({ type: SecretRotation, description: 'Until the time given, deliveries carry both signatures.' })
  @ApiErrors({ 404: NOT_FOUND })
  rotateSecret(@CurrentPartner() partnerSlug: string, @Param() params: EndpointIdParams): Promise<SecretRotation> {
    return this.endpoints.rotateSecret(partnerManager(partnerSlug), params.id);
  }

  @Post(':id/test')
  @HttpCode(200)
  @OperationId('sendPartnerWebhookEndpointTest')
  @ApiOperation({ summary: 'Send a `webhook.test` delivery through the usual path' })
  @ApiOkResponse({ type: EndpointTestSent, description: 'The test delivery is queued and goes out now.' })
  @ApiErrors({ 404: NOT_FOUND, 409: 'The endpoint is paused or disabled: resume it first.' })
  sendTest(@CurrentPartner() partnerSlug: string, @Param() params: EndpointIdParams): Promise<EndpointTestSent> {
    return this.endpoints.sendTest(partnerManager(partnerSlug), params.id);
  }

  @Get(':id/deliveries')
  @OperationId('listPartnerWebhookEndpointDeliveries')
  @ApiOperation({ summary: "Deliveries of one of the partner's endpoints with every attempt" })
  @ApiOkResponse({ type: WebhookDeliveryList, description: 'The newest 100 deliveries with every attempt.' })
  @ApiErrors({ 404: 'The partner has no endpoint with this id.' })
  deliveries(@CurrentPartner() partnerSlug: string, @Param() params: EndpointIdParams): Promise<WebhookDeliveryList> {
    return this.endpoints.deliveriesOf(partnerManager(partnerSlug), params.id);
  }

  @Post(':id/recover')
  @HttpCode(200)
  @OperationId('recoverPartnerWebhookEndpoint')
  @ApiOperation({
    summary:
      'Send again every failed or pause-cancelled delivery of the endpoint created since a time (same webhook-id, same body)',
  })
  @ApiOkResponse({
    type: EndpointRecoveryOut,
    description: 'Each starts a new round of retries now; at most 10,000 per call (`more`: call again).',
  })
  @ApiErrors({ 404: NOT_FOUND, 409: INACTIVE })
  recover(
    @CurrentPartner() partnerSlug: string,
    @Param() params: EndpointIdParams,
    @Body() body: EndpointRecoveryInput,
  ): Promise<EndpointRecoveryOut> {
    return this.recovery.recover(partnerManager(partnerSlug), params.id, body);
  }

  @Post(':id/replay-missing')
  @HttpCode(200)
  @OperationId('replayMissingPartnerWebhookEndpointEvents')
  @ApiOperation({
    summary: "Deliver the events of the partner's programs since a time that the endpoint never received",
  })
  @ApiOkResponse({
    type: EndpointRecoveryOut,
    description: 'One new delivery per missing event its filters select; at most 10,000 per call (`more`). Idempotent.',
  })
  @ApiErrors({ 404: NOT_FOUND, 409: INACTIVE })
  replayMissing(
    @CurrentPartner() partnerSlug: string,
    @Param() params: EndpointIdParams,
    @Body() body: EndpointRecoveryInput,
  ): Promise<EndpointRecoveryOut> {
    return this.recovery.replayMissing(partnerManager(partnerSlug), params.id, body);
  }

  @Get(':id/stats')
  @OperationId('getPartnerWebhookEndpointStats')
  @ApiOperation({ summary: 'Attempts, successes, failures by reason, p50/p95 latency and breaker state over a window' })
  @ApiOkResponse({ type: EndpointStatsOut, description: 'The window [since, until), also for a deleted endpoint.' })
  @ApiErrors({ 404: 'The partner has no endpoint with this id.' })
  stats(
    @CurrentPartner() partnerSlug: string,
    @Param() params: EndpointIdParams,
    @Query() query: EndpointStatsQuery,
  ): Promise<EndpointStatsOut> {
    return this.statistics.stats(partnerManager(partnerSlug), params.id, query);
  }
}
