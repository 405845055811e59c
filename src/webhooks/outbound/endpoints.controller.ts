import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentOperator, OperatorCaller } from '../../common/auth/auth.decorators';
import { ApiErrors, OperationId } from '../../openapi/api-answers';
import { EndpointRecoveryInput, EndpointRecoveryOut } from './dto/endpoint-recovery.dto';
import { EndpointStatsOut, EndpointStatsQuery } from './dto/endpoint-stats.dto';
import { WebhookDeliveryList } from './dto/webhook-delivery.dto';
import {
  EndpointTestSent,
  OperatorEndpointCreate,
  OperatorEndpointPatch,
  SecretRotation,
  WebhookEndpointList,
  WebhookEndpointOut,
  WebhookEndpointWithSecret,
} from './dto/webhook-endpoint.dto';
import { EndpointIdParams } from './dto/webhook-id.params';
import { EndpointManagementService, EndpointManager } from './endpoint-management.service';
import { EndpointRecoveryService } from './endpoint-recovery.service';
import { EndpointStatsService } from './endpoint-stats.service';

const NOT_FOUND = 'No endpoint has this id, or it is deleted.';
const INACTIVE = 'The endpoint is paused or disabled (code `webhook_inactive`): resume it first. Nothing changed.';

function operatorManager(caller: OperatorCaller): EndpointManager {
  return { kind: 'operator', actor: caller.operator.actor };
}

@ApiTags('operator')
@AdminOnly('owner')
@Controller('api/operator/endpoints')
export class OperatorEndpointsController {
  constructor(
    private readonly endpoints: EndpointManagementService,
    private readonly recovery: EndpointRecoveryService,
    private readonly statistics: EndpointStatsService,
  ) {}

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @OperationId('createWebhookEndpoint')
  @ApiOperation({
    summary: "Register a webhook endpoint for every program, one partner's programs or one program, with filters",
  })
  @ApiOkResponse({
    type: WebhookEndpointWithSecret,
    description: 'The endpoint receives matching events from now on; a generated secret is shown this once.',
  })
  @ApiErrors({ 404: 'No program has the reference given as a filter.' })
  create(
    @CurrentOperator() caller: OperatorCaller,
    @Body() body: OperatorEndpointCreate,
  ): Promise<WebhookEndpointWithSecret> {
    return this.endpoints.create(operatorManager(caller), body);
  }

  @Get()
  @OperationId('listWebhookEndpoints')
  @ApiOperation({ summary: "List every webhook endpoint not deleted (operators' and partners'), without secrets" })
  @ApiOkResponse({ type: WebhookEndpointList, description: "Oldest first, with each one's breaker state." })
  list(@CurrentOperator() caller: OperatorCaller): Promise<WebhookEndpointList> {
    return this.endpoints.list(operatorManager(caller));
  }

  @Get(':id')
  @OperationId('getWebhookEndpoint')
  @ApiOperation({ summary: 'One webhook endpoint, without its secret' })
  @ApiOkResponse({ type: WebhookEndpointOut, description: 'The endpoint with its filters and breaker state.' })
  @ApiErrors({ 404: NOT_FOUND })
  get(@CurrentOperator() caller: OperatorCaller, @Param() params: EndpointIdParams): Promise<WebhookEndpointOut> {
    return this.endpoints.get(operatorManager(caller), params.id);
  }

  @Patch(':id')
  @OperationId('updateWebhookEndpoint')
  @ApiOperation({ summary: 'Change an endpoint: URL, filters, limits, secret, or pause / resume it (`active`)' })
  @ApiOkResponse({ type: WebhookEndpointOut, description: 'The endpoint as it is now.' })
  @ApiErrors({ 404: `${NOT_FOUND} Or no program has the reference given as a filter.` })
  update(
    @CurrentOperator() caller: OperatorCaller,
    @Param() params: EndpointIdParams,
    @Body() body: OperatorEndpointPatch,
  ): Promise<WebhookEndpointOut> {
    return this.endpoints.update(operatorManager(caller), params.id, body);
  }

  @Delete(':id')
  @OperationId('deleteWebhookEndpoint')
  @ApiOperation({ summary: 'Remove an endpoint: no more deliveries, history kept' })
  @ApiOkResponse({
    type: WebhookEndpointOut,
    description: 'The endpoint as it is now deleted; pending deliveries are cancelled.',
  })
  @ApiErrors({ 404: NOT_FOUND })
  remove(@CurrentOperator() caller: OperatorCaller, @Param() params: EndpointIdParams): Promise<WebhookEndpointOut> {
    return this.endpoints.remove(operatorManager(caller), params.id);
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @OperationId('rotateWebhookEndpointSecret')
  @ApiOperation({ summary: 'New signing secret, shown once; the previous one keeps signing for a grace period' })
  @ApiOkResponse({ type: SecretRotation, description: 'Until the time given, deliveries carry both signatures.' })
  @ApiErrors({ 404: NOT_FOUND })
  rotateSecret(@CurrentOperator() caller: OperatorCaller, @Param() params: EndpointIdParams): Promise<SecretRotation> {
    return this.endpoints.rotateSecret(operatorManager(caller), params.id);
  }

  @Post(':id/test')
  @HttpCode(200)
  @OperationId('sendWebhookEndpointTest')
  @ApiOperation({ summary: 'Send a `webhook.test` delivery through the usual path; its attempts are in the log' })
  @ApiOkResponse({ type: EndpointTestSent, description: 'The test delivery is queued and goes out now.' })
  @ApiErrors({ 404: NOT_FOUND, 409: 'The endpoint is paused or disabled: resume it first.' })
  sendTest(@CurrentOperator() caller: OperatorCaller, @Param() params: EndpointIdParams): Promise<EndpointTestSent> {
    return this.endpoints.sendTest(operatorManager(caller), params.id);
  }

  @Get(':id/deliveries')
  @OperationId('listWebhookEndpointDeliveries')
  @ApiOperation({ summary: 'Deliveries of an endpoint with every attempt (status code or error, duration)' })
  @ApiOkResponse({
    type: WebhookDeliveryList,
    description: "The endpoint's newest 100 deliveries with every attempt, also after it was deleted.",
  })
  @ApiErrors({ 404: 'No endpoint has this id.' })
  deliveries(
    @CurrentOperator() caller: OperatorCaller,
    @Param() params: EndpointIdParams,
  ): Promise<WebhookDeliveryList> {
    return this.endpoints.deliveriesOf(operatorManager(caller), params.id);
  }

  @Post(':id/recover')
  @HttpCode(200)
  @OperationId('recoverWebhookEndpoint')
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
    @CurrentOperator() caller: OperatorCaller,
    @Param() params: EndpointIdParams,
    @Body() body: EndpointRecoveryInput,
  ): Promise<EndpointRecoveryOut> {
    return this.recovery.recover(operatorManager(caller), params.id, body);
  }

  @Post(':id/replay-missing')
  @HttpCode(200)
  @OperationId('replayMissingWebhookEndpointEvents')
  @ApiOperation({
    summary: "Deliver the events since a time that the endpoint's current filters select and it never received",
  })
  @ApiOkResponse({
    type: EndpointRecoveryOut,
    description: 'One new delivery per missing event; at most 10,000 per call (`more`: call again). Idempotent.',
  })
  @ApiErrors({ 404: NOT_FOUND, 409: INACTIVE })
  replayMissing(
    @CurrentOperator() caller: OperatorCaller,
    @Param() params: EndpointIdParams,
    @Body() body: EndpointRecoveryInput,
  ): Promise<EndpointRecoveryOut> {
    return this.recovery.replayMissing(operatorManager(caller), params.id, body);
  }

  @Get(':id/stats')
  @OperationId('getWebhookEndpointStats')
  @ApiOperation({ summary: 'Attempts, successes, failures by reason, p50/p95 latency and breaker state over a window' })
  @ApiOkResponse({ type: EndpointStatsOut, description: 'The window [since, until), also for a deleted endpoint.' })
  @ApiErrors({ 404: 'No endpoint has this id.' })
  stats(
    @CurrentOperator() caller: OperatorCaller,
    @Param() params: EndpointIdParams,
    @Query() query: EndpointStatsQuery,
  ): Promise<EndpointStatsOut> {
    return this.statistics.stats(operatorManager(caller), params.id, query);
  }
}
