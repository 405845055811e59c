import { ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath } from '@nestjs/swagger';

/**
 * The bot's answer, sent back inline as a Bot API `sendMessage` call. `{}` when there is nothing to say (an update
 * without a text message, or a resent update already answered); otherwise all three fields are present.
 */
export class MessagingReply {
  @ApiPropertyOptional({ enum: ['sendMessage'], description: 'Present (with chat_id and text) when the bot answers.' })
  method?: 'sendMessage';

  @ApiPropertyOptional({
    oneOf: [{ type: 'integer' }, { type: 'string' }],
    description: 'The chat the update came from.',
  })
  chat_id?: number | string;

  @ApiPropertyOptional({ example: 'Program PRG-123456\nStatus: reviewing (under review)' })
  text?: string;
}

/** The messaging webhook's configuration, never its secret. */
export class MessagingHealth {
  @ApiProperty({
    description:
      'Whether the webhook accepts updates: a secret is set, or the service runs outside production (unchecked, logged).',
  })
  configured!: boolean;

  @ApiProperty({ description: 'Whether MESSAGING_WEBHOOK_SECRET is set.' })
  secret_set!: boolean;
}

// The two shapes of MessagingReply, one named schema each. `anyOf`, not `oneOf`: an open `{}` schema also matches an
// answer, so exactly-one would refuse every answer in an outside validator.

@ApiSchema({ description: 'The bot answers: a Bot API `sendMessage` call.' })
export class MessagingAnswer {
  @ApiProperty({ enum: ['sendMessage'] })
  method!: 'sendMessage';

  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'The chat the update came from.' })
  chat_id!: number | string;

  @ApiProperty({ example: 'Program PRG-123456\nStatus: reviewing (under review)' })
  text!: string;
}

@ApiSchema({ description: 'Nothing to say: `{}`.' })
export class MessagingNoReply {}

export const MESSAGING_REPLY_MODELS = [MessagingAnswer, MessagingNoReply];

export const MESSAGING_REPLY_SCHEMA = {
  anyOf: [{ $ref: getSchemaPath(MessagingAnswer) }, { $ref: getSchemaPath(MessagingNoReply) }],
};
