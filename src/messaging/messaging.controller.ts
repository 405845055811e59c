import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGING_SECRET_HEADER, MessagingSecretGuard } from './messaging-secret.guard';
import { MessagingHealth, MessagingService, NoReply, SendMessageReply } from './messaging.service';

@ApiTags('messaging')
@Controller('api/messaging')
export class MessagingController {
  constructor(private readonly messaging: MessagingService) {}

  @Post('webhook')
  @HttpCode(200)
  @UseGuards(MessagingSecretGuard)
  @ApiOperation({
    summary: 'Bot update: /start, /help, /status PRG-###### answered inline as a sendMessage reply',
    description:
      'Status is revealed only to the messaging user recorded on the registration (by id or username); anyone else ' +
      'gets the same "not found" answer. Updates without a text message answer `{}`.',
  })
  @ApiHeader({ name: MESSAGING_SECRET_HEADER, required: false, description: 'The configured messaging secret' })
  @ApiBody({ schema: { type: 'object', additionalProperties: true } })
  webhook(@Body() update: unknown): Promise<SendMessageReply | NoReply> {
    return this.messaging.handle(update);
  }

  @Get('health')
  @ApiOperation({ summary: 'Whether the messaging webhook is configured (no secret values)' })
  health(): MessagingHealth {
    return this.messaging.health();
  }
}
