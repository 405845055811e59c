import { Body, Controller, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentOperator, OperatorCaller } from '../../common/auth/auth.decorators';
import { ApiErrors, OperationId } from '../../openapi/api-answers';
import { EndpointRecoveryInput, EndpointRecoveryOut } from './dto/endpoint-recovery.dto';
import { EndpointStatsOut, EndpointStatsQuery } from './dto/endpoint-stats.dto';
import { WebhookDeliveryList, WebhookDeliveryListQuery } from './dto/webhook-delivery.dto';
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
import { EndpointRoute } from './endpoint-routes';
import { EndpointStatsService } from './endpoint-stats.service';

const NOT_FOUND = 'No endpoint has this id, or it is deleted.';
/** The reads that also serve a deleted endpoint's history. */
const UNKNOWN = 'No endpoint has this id.';

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

  @EndpointRoute('list', {
    operationId: 'listWebhookEndpoints',
    summary: "List every webhook endpoint not deleted (operators' and partners'), without secrets",
  })
  list(@CurrentOperator() caller: OperatorCaller): Promise<WebhookEndpointList> {
    return this.endpoints.list(operatorManager(caller));
  }

  @EndpointRoute('get', {
    operationId: 'getWebhookEndpoint',
    notFound: NOT_FOUND,
    summary: 'One webhook endpoint, without its secret',
  })
  get(@CurrentOperator() caller: OperatorCaller, @Param() params: EndpointIdParams): Promise<WebhookEndpointOut> {
    return this.endpoints.get(operatorManager(caller), params.id);
  }

  @EndpointRoute('update', {
    operationId: 'updateWebhookEndpoint',
    notFound: `${NOT_FOUND} Or no program has the reference given as a filter.`,
  })
  update(
    @CurrentOperator() caller: OperatorCaller,
    @Param() params: EndpointIdParams,
    @Body() body: OperatorEndpointPatch,
  ): Promise<WebhookEndpointOut> {
    return this.endpoints.update(operatorManager(caller), params.id, body);
  }

  @EndpointRoute('remove', { operationId: 'deleteWebhookEndpoint', notFound: NOT_FOUND })
  remove(@CurrentOperator() caller: OperatorCaller, @Param() params: EndpointIdParams): Promise<WebhookEndpointOut> {
    return this.endpoints.remove(operatorManager(caller), params.id);
  }

  @EndpointRoute('rotateSecret', { operationId: 'rotateWebhookEndpointSecret', notFound: NOT_FOUND })
  rotateSecret(@CurrentOperator() caller: OperatorCaller, @Param() params: EndpointIdParams): Promise<SecretRotation> {
    return this.endpoints.rotateSecret(operatorManager(caller), params.id);
  }

  @EndpointRoute('sendTest', {
    operationId: 'sendWebhookEndpointTest',
    notFound: NOT_FOUND,
    summary: 'Send a `webhook.test` delivery through the usual path; its attempts are in the log',
  })
  sendTest(@CurrentOperator() caller: OperatorCaller, @Param() params: EndpointIdParams): Promise<EndpointTestSent> {
    return this.endpoints.sendTest(operatorManager(caller), params.id);
  }

  @EndpointRoute('deliveries', {
    operationId: 'listWebhookEndpointDeliveries',
    notFound: UNKNOWN,
    summary: 'Deliveries of an endpoint with every attempt (status code or error, duration), in pages',
  })
  deliveries(
    @CurrentOperator() caller: OperatorCaller,
    @Param() params: EndpointIdParams,
    @Query() query: WebhookDeliveryListQuery,
  ): Promise<WebhookDeliveryList> {
    return this.endpoints.deliveriesOf(operatorManager(caller), params.id, query);
  }

  @EndpointRoute('recover', { operationId: 'recoverWebhookEndpoint', notFound: NOT_FOUND })
  recover(
    @CurrentOperator() caller: OperatorCaller,
    @Param() params: EndpointIdParams,
    @Body() body: EndpointRecoveryInput,
  ): Promise<EndpointRecoveryOut> {
    return this.recovery.recover(operatorManager(caller), params.id, body);
  }

  @EndpointRoute('replayMissing', {
    operationId: 'replayMissingWebhookEndpointEvents',
    notFound: NOT_FOUND,
    summary: "Deliver the events since a time that the endpoint's current filters select and it never received",
    description: 'One new delivery per missing event; at most 10,000 per call (`more`: call again). Idempotent.',
  })
  replayMissing(
    @CurrentOperator() caller: OperatorCaller,
    @Param() params: EndpointIdParams,
    @Body() body: EndpointRecoveryInput,
  ): Promise<EndpointRecoveryOut> {
    return this.recovery.replayMissing(operatorManager(caller), params.id, body);
  }

  @EndpointRoute('stats', { operationId: 'getWebhookEndpointStats', notFound: UNKNOWN })
  stats(
    @CurrentOperator() caller: OperatorCaller,
    @Param() params: EndpointIdParams,
    @Query() query: EndpointStatsQuery,
  ): Promise<EndpointStatsOut> {
    return this.statistics.stats(operatorManager(caller), params.id, query);
  }
}
