import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UnitOfWork } from '../database/unit-of-work';
import { ProgramFiguresRepository } from '../read-models/program-figures.repository';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import { normaliseReference } from '../registrations/reference';
import { InboundEventsService } from '../webhooks/inbound/inbound-events.service';
import { BotMessage, parseCommand, readBotMessage } from './bot-update';
import { HELP_TEXT, notFoundText, START_TEXT, STATUS_USAGE, statusText } from './bot-replies';
import { MessagingHealth, MessagingReply } from './dto/messaging-reply.dto';

/**
 * The bot's commands, answered inline in the webhook response. Reads only: no program event is recorded
 * (like the public status read). Each update id is answered at most once (a resend gets an empty answer).
 */
@Injectable()
export class MessagingService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly inbound: InboundEventsService,
    private readonly programs: ProgramLookupService,
    private readonly figures: ProgramFiguresRepository,
  ) {}

  health(): MessagingHealth {
    const secretSet = this.config.inboundSecrets.messaging !== undefined;
    return { configured: secretSet || !this.config.isProduction, secret_set: secretSet };
  }

  async handle(update: unknown): Promise<MessagingReply> {
    const message = readBotMessage(update);
    if (!message) {
      return {};
    }
    const answer = await this.inbound.once('messaging', String(message.updateId), 'processed', (unit) =>
      this.answer(unit, message),
    );
    return 'status' in answer ? {} : { method: 'sendMessage', chat_id: message.chatId, text: answer.text };
  }

  private async answer(unit: UnitOfWork, message: BotMessage): Promise<{ text: string }> {
    const command = parseCommand(message.text);
    if (command.name === 'start') {
      return { text: START_TEXT };
    }
    if (command.name === 'status') {
      return { text: await this.statusOf(unit, message, command.argument) };
    }
    // /help, unknown commands and plain text all get the list of commands.
    return { text: HELP_TEXT };
  }

  private async statusOf(unit: UnitOfWork, message: BotMessage, argument: string): Promise<string> {
    if (argument === '') {
      return STATUS_USAGE;
    }
    const reference = normaliseReference(argument);
    if (!reference) {
      return STATUS_USAGE;
    }
    const program = await this.programs.findByReference(unit, reference);
    if (!program || !belongsTo(program, message)) {
      return notFoundText(reference);
    }
    const figures = await this.figures.of(unit, program.id);
    return statusText({
      reference: program.reference,
      status: program.status,
      lifecycle: program.lifecycle,
      checklistDone: figures?.checklistDone ?? 0,
      checklistTotal: figures?.checklistTotal ?? 0,
      updatedAt: program.updatedAt,
    });
  }
}

interface MessagingIdentity {
  messagingUserId: number | null;
  messagingUsername: string | null;
}

/** The sender is the registration's messaging user: by numeric id, or by username (case-insensitive, `@` optional). */
function belongsTo(program: MessagingIdentity, message: BotMessage): boolean {
  if (program.messagingUserId !== null && message.fromId !== null && program.messagingUserId === message.fromId) {
    return true;
  }
  const recorded = usernameKey(program.messagingUsername);
  return recorded !== null && recorded === usernameKey(message.fromUsername);
}

function usernameKey(username: string | null): string | null {
  const key = username?.trim().replace(/^@/, '').toLowerCase() ?? '';
  return key.length > 0 ? key : null;
}
