import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/auth.decorators';
import {
  OperatorWebhook,
  OperatorWebhookCreate,
  OperatorWebhookDetail,
  OperatorWebhookList,
  WebhookListQuery,
} from './dto/operator-webhook.dto';
import { WebhookDeliveryList, WebhookDeliveryListQuery, WebhookDeliveryView } from './dto/webhook-delivery.dto';
import { DeliveryIdParams, WebhookIdParams } from './dto/webhook-id.params';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { ApiErrors, OperationId } from '../../openapi/api-answers';

@ApiTags('operator')
@AdminOnly('owner')
@Controller('api/operator/webhooks')
export class WebhooksController {
  constructor(
    private readonly endpoints: WebhookEndpointsService,
    private readonly deliveries: WebhookDeliveriesService,
  ) {}

  @Post()
  @HttpCode(200)
  @OperationId('createWebhook')
  @ApiOperation({ summary: "Register an outbound webhook for a program's events (signed when a secret is given)" })
  @ApiOkResponse({
    type: OperatorWebhook,
    description: "The webhook is registered: the program's next events are delivered to its URL.",
  })
  @ApiErrors({ 404: 'No program has this reference.' })
  create(@Body() body: OperatorWebhookCreate): Promise<OperatorWebhook> {
    return this.endpoints.create(body);
  }

  @Get()
  @OperationId('listWebhooks')
  @ApiOperation({ summary: 'List webhooks (no secrets), optionally of one program' })
  @ApiOkResponse({ type: OperatorWebhookList, description: 'The webhooks not deleted, oldest first, without secrets.' })
  @ApiErrors({ 404: 'No program has the reference given as a filter.' })
  list(@Query() query: WebhookListQuery): Promise<OperatorWebhookList> {
    return this.endpoints.list(query.reference ?? null);
  }

  @Delete(':id')
  @OperationId('deleteWebhook')
  @ApiOperation({ summary: 'Remove a webhook: no more deliveries, history kept' })
  @ApiOkResponse({
    type: OperatorWebhookDetail,
    description: 'The webhook as it is now deleted; its pending deliveries are cancelled.',
  })
  @ApiErrors({ 404: 'No webhook has this id, or it is already deleted.' })
  remove(@Param() params: WebhookIdParams): Promise<OperatorWebhookDetail> {
    return this.endpoints.remove(params.id);
  }

  @Get(':id/deliveries')
  @OperationId('listWebhookDeliveries')
  @ApiOperation({ summary: 'Deliveries of a webhook with every attempt (status code or error, duration), in pages' })
  @ApiOkResponse({
    type: WebhookDeliveryList,
    description: 'One page, newest first, also after the webhook was deleted; follow `next_cursor` for older ones.',
  })
  @ApiErrors({ 404: 'No webhook has this id.' })
  deliveriesOf(
    @Param() params: WebhookIdParams,
    @Query() query: WebhookDeliveryListQuery,
  ): Promise<WebhookDeliveryList> {
    return this.deliveries.list(params.id, query);
  }
}

@ApiTags('operator')
@AdminOnly('owner')
@Controller('api/operator/webhook-deliveries')
export class WebhookDeliveriesController {
  constructor(private readonly deliveries: WebhookDeliveriesService) {}

  @Post(':id/redeliver')
  @HttpCode(200)
  @OperationId('redeliverWebhookDelivery')
  @ApiOperation({ summary: 'Send a delivery again now, with the same webhook-id and body' })
  @ApiOkResponse({
    type: WebhookDeliveryView,
    description: 'The delivery is pending again and is being sent now, with a fresh round of retries.',
  })
  @ApiErrors({
    404: 'No webhook delivery has this id.',
    409: 'The webhook of this delivery is disabled or deleted; register it again to receive deliveries.',
  })
  redeliver(@Param() params: DeliveryIdParams): Promise<WebhookDeliveryView> {
    return this.deliveries.redeliver(params.id);
  }
}
