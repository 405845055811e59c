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
import { WebhookDeliveryList, WebhookDeliveryView } from './dto/webhook-delivery.dto';
import { DeliveryIdParams, WebhookIdParams } from './dto/webhook-id.params';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookEndpointsService } from './webhook-endpoints.service';

@ApiTags('operator')
@AdminOnly()
@Controller('api/operator/webhooks')
export class WebhooksController {
  constructor(
    private readonly endpoints: WebhookEndpointsService,
    private readonly deliveries: WebhookDeliveriesService,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Register an outbound webhook for a program's events (signed when a secret is given)" })
  @ApiOkResponse({ type: OperatorWebhook })
  create(@Body() body: OperatorWebhookCreate): Promise<OperatorWebhook> {
    return this.endpoints.create(body);
  }

  @Get()
  @ApiOperation({ summary: 'List webhooks (no secrets), optionally of one program' })
  @ApiOkResponse({ type: OperatorWebhookList })
  list(@Query() query: WebhookListQuery): Promise<OperatorWebhookList> {
    return this.endpoints.list(query.reference ?? null);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a webhook: no more deliveries, history kept' })
  @ApiOkResponse({ type: OperatorWebhookDetail })
  remove(@Param() params: WebhookIdParams): Promise<OperatorWebhookDetail> {
    return this.endpoints.remove(params.id);
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: 'Deliveries of a webhook with every attempt (status code or error, duration)' })
  @ApiOkResponse({ type: WebhookDeliveryList })
  deliveriesOf(@Param() params: WebhookIdParams): Promise<WebhookDeliveryList> {
    return this.deliveries.list(params.id);
  }
}

@ApiTags('operator')
@AdminOnly()
@Controller('api/operator/webhook-deliveries')
export class WebhookDeliveriesController {
  constructor(private readonly deliveries: WebhookDeliveriesService) {}

  @Post(':id/redeliver')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a delivery again now, with the same webhook-id and body' })
  @ApiOkResponse({ type: WebhookDeliveryView })
  redeliver(@Param() params: DeliveryIdParams): Promise<WebhookDeliveryView> {
    return this.deliveries.redeliver(params.id);
  }
}
