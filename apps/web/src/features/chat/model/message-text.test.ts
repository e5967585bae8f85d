import { describe, expect, it } from 'vitest';
import * as ru from '../../../i18n/ru.ts';
import { ANNA, ME, makeDialog, makeMessage } from '../test/fixtures.ts';
import { nextIsReply } from './message-text.ts';

describe('the free messages left', () => {
  it('are told with the right plural form', () => {
    expect(ru.chat.freeLeft(1)).toBe('Осталось 1 бесплатное сообщение сегодня');
    expect(ru.chat.freeLeft(2)).toBe('Осталось 2 бесплатных сообщения сегодня');
    expect(ru.chat.freeLeft(3)).toBe('Осталось 3 бесплатных сообщения сегодня');
    expect(ru.chat.freeLeft(5)).toBe('Осталось 5 бесплатных сообщений сегодня');
    expect(ru.chat.freeLeft(11)).toBe('Осталось 11 бесплатных сообщений сегодня');
    expect(ru.chat.freeLeft(21)).toBe('Осталось 21 бесплатное сообщение сегодня');
  });

  it('do not matter for a reply: the next message answers when the newest one is the partner’s', () => {
    expect(nextIsReply(makeDialog({ lastMessage: makeMessage({ seq: 1, user: ANNA }) }))).toBe(true);
    expect(nextIsReply(makeDialog({ lastMessage: makeMessage({ seq: 2, user: ME }) }))).toBe(false);
    expect(nextIsReply(makeDialog({ lastMessage: null }))).toBe(false);
  });
});
