import { parseCommand, readBotMessage } from '../../../src/messaging/bot-update';

describe('parseCommand', () => {
  it.each([
    ['/start', 'start', ''],
    ['/HELP', 'help', ''],
    ['/status PRG-123456', 'status', 'PRG-123456'],
    ['/status@program_bot  prg-123456 ', 'status', 'prg-123456'],
    ['  /Status\nPRG-123456', 'status', 'PRG-123456'],
  ])('should read %p', (text, name, argument) => {
    expect(parseCommand(text)).toEqual({ name, argument });
  });

  it.each(['hello', '/', 'status PRG-123456', '/status-x'])('should treat %p as plain text', (text) => {
    expect(parseCommand(text).name).toBeNull();
  });
});

describe('readBotMessage', () => {
  it('should read a text message', () => {
    const update = {
      update_id: 5,
      message: { from: { id: 9, username: 'ann' }, chat: { id: -3 }, text: '/help' },
    };
    expect(readBotMessage(update)).toEqual({ updateId: 5, chatId: -3, fromId: 9, fromUsername: 'ann', text: '/help' });
  });

  it.each([
    null,
    'text',
    { update_id: '5', message: { chat: { id: 1 }, text: 'x' } },
    { update_id: 5 },
    { update_id: 5, message: { chat: { id: 1 } } },
    { update_id: 5, message: { text: 'x' } },
    { update_id: 5, message: { chat: { id: 1.5 }, text: 'x' } },
    { update_id: 5, edited_message: { chat: { id: 1 }, text: 'x' } },
  ])('should ignore %p', (update) => {
    expect(readBotMessage(update)).toBeUndefined();
  });

  it('should tolerate a message without a sender', () => {
    expect(readBotMessage({ update_id: 1, message: { chat: { id: 1 }, text: 'x' } })).toMatchObject({
      fromId: null,
      fromUsername: null,
    });
  });
});
