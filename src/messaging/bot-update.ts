/** The parts of a bot platform update this service acts on; anything else in the update is ignored. */
export interface BotMessage {
  updateId: number;
  chatId: number | string;
  fromId: number | null;
  fromUsername: string | null;
  text: string;
}

export interface ParsedCommand {
  /** Lower-cased, without the slash and without a `@botname` suffix; null for plain text. */
  name: string | null;
  argument: string;
}

/**
 * Reads a text message out of an update. Updates of other kinds (edited messages, callbacks, joins) and
 * malformed ones give undefined: they are acknowledged with an empty answer so the platform stops resending.
 */
export function readBotMessage(update: unknown): BotMessage | undefined {
  if (!isObject(update) || !Number.isSafeInteger(update.update_id)) {
    return undefined;
  }
  const message = update.message;
  if (!isObject(message) || typeof message.text !== 'string' || !isObject(message.chat)) {
    return undefined;
  }
  const chatId = message.chat.id;
  if (!(Number.isSafeInteger(chatId) || (typeof chatId === 'string' && chatId.length > 0 && chatId.length <= 64))) {
    return undefined;
  }
  const from = isObject(message.from) ? message.from : {};
  return {
    updateId: update.update_id as number,
    chatId: chatId as number | string,
    fromId: Number.isSafeInteger(from.id) ? (from.id as number) : null,
    fromUsername: typeof from.username === 'string' && from.username.length > 0 ? from.username : null,
    text: message.text,
  };
}

/** `/status@my_bot PRG-123456` → `{name: 'status', argument: 'PRG-123456'}`. */
export function parseCommand(text: string): ParsedCommand {
  const trimmed = text.trim();
  const match = /^\/([A-Za-z0-9_]+)(?:@[A-Za-z0-9_]+)?(?:\s([\s\S]*))?$/.exec(trimmed);
  if (!match) {
    return { name: null, argument: trimmed };
  }
  return { name: match[1].toLowerCase(), argument: (match[2] ?? '').trim() };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
