import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OperationId, Public, ServedFromMemory } from '../../openapi/api-answers';
import { WebhookEventTypesList } from './dto/webhook-event-type.dto';
import { WEBHOOK_EVENT_TYPES_LIST } from './webhook-event-type.mapper';

@ApiTags('webhooks')
@Public()
@ServedFromMemory()
@Controller('api/webhook-event-types')
export class WebhookEventTypesController {
  @Get()
  @OperationId('listWebhookEventTypes')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary: 'Every event type a webhook endpoint can receive, with the JSON Schema of its delivery body',
    description:
      'The catalog behind `event_types` filters (an exact type or `prefix.*`). Each `schema` is the one of the ' +
      'matching entry in the `webhooks` section of this document. See docs/webhook-events.md.',
  })
  @ApiOkResponse({ type: WebhookEventTypesList, description: 'The catalog, program event types first.' })
  list(): WebhookEventTypesList {
    return WEBHOOK_EVENT_TYPES_LIST;
  }
}
