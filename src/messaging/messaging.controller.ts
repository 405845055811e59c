import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  MESSAGING_REPLY_MODELS,
  MESSAGING_REPLY_SCHEMA,
  MessagingHealth,
  MessagingReply,
} from './dto/messaging-reply.dto';
import { MESSAGING_SECRET_HEADER, MessagingSecretGuard } from './messaging-secret.guard';
import { MessagingService } from './messaging.service';
import { OperationId, Public, ServedFromMemory } from '../openapi/api-answers';
import { ApiProviderAuthAnswers } from '../webhooks/inbound/inbound-answers';

@ApiTags('messaging')
@Public()
@ApiExtraModels(...MESSAGING_REPLY_MODELS)
@Controller('api/messaging')
export class MessagingController {
  constructor(private readonly messaging: MessagingService) {}

  @Post('webhook')
  @HttpCode(200)
  @UseGuards(MessagingSecretGuard)
  @OperationId('receiveMessagingUpdate')
  @ApiOperation({
    summary: 'Bot update: /start, /help, /status PRG-###### answered inline as a sendMessage reply',
    description:
      'Called by the bot platform, not by operators: it is authenticated by a shared secret instead of a ' +
      `credential. The platform sends the secret configured as MESSAGING_WEBHOOK_SECRET in the \`${MESSAGING_SECRET_HEADER}\` ` +
      'header; it is compared in constant time before the body is looked at, and a missing or different one answers 401. ' +
      'Without a configured secret the update is accepted unchecked (and logged) outside production, refused with 503 ' +
      'in production.\n\nStatus is revealed only to the messaging user recorded on the registration (by id or ' +
      'username); anyone else gets the same "not found" answer. Updates without a text message, and resent updates ' +
      'already answered, answer `{}`.',
  })
  @ApiHeader({
    name: MESSAGING_SECRET_HEADER,
    required: false,
    description: 'The configured messaging secret (required whenever MESSAGING_WEBHOOK_SECRET is set)',
  })
  @ApiBody({ schema: { type: 'object', additionalProperties: true }, description: 'A bot platform update' })
  @ApiOkResponse({
    schema: MESSAGING_REPLY_SCHEMA,
    description: 'The reply the platform should send to the chat, or `{}` when the update needs no answer.',
  })
  @ApiProviderAuthAnswers(
    'The messaging secret header is missing or does not match the configured secret.',
    'messaging',
  )
  webhook(@Body() update: unknown): Promise<MessagingReply> {
    return this.messaging.handle(update);
  }

  @Get('health')
  @OperationId('getMessagingHealth')
  @ServedFromMemory()
  @ApiOperation({ summary: 'Whether the messaging webhook is configured (no secret values)' })
  @ApiOkResponse({
    type: MessagingHealth,
    description: 'Whether the messaging webhook accepts updates and whether its secret is set.',
  })
  health(): MessagingHealth {
    return this.messaging.health();
  }
}
