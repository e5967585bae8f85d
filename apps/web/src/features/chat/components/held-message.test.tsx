import { CHAT_TEXT } from '@iskra/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { forgetChatStore } from '../model/chat-store.ts';
import { DIALOG_ANNA, ME, makeDialog, makeMessage } from '../test/fixtures.ts';
import { renderChat, stubApi, threadRoutes } from '../test/harness.tsx';

beforeEach(() => forgetChatStore());
afterEach(() => vi.unstubAllGlobals());

describe('a first message a moderator checks', () => {
  it('tells its author it is being checked, or that it did not go', async () => {
    const now = new Date().toISOString();
    const hello = makeMessage({ seq: 1, text: 'Привет!', createdAt: now });
    const held = makeMessage({ seq: 2, user: ME, text: 'Пиши в телегу', review: 'held', createdAt: now });
    const rejected = makeMessage({
      seq: 3,
      user: ME,
      text: 'Скинь на карту',
      review: 'rejected',
      createdAt: now,
    });
    const dialog = makeDialog({ lastMessage: hello });
    stubApi(threadRoutes(dialog, [hello, held, rejected]));
    renderChat(`/chat/${DIALOG_ANNA}`, { user: makeUser({ id: ME }) });

    const region = await screen.findByRole('region', { name: 'Переписка с Анной' });
    const bubbleOf = async (text: string) =>
      (await within(region).findByText(text)).closest('li') as HTMLElement;
    const heldBubble = await bubbleOf('Пиши в телегу');
    expect(within(heldBubble).getByText(CHAT_TEXT.held)).toBeInTheDocument();
    expect(within(heldBubble).getByText('на проверке')).toBeInTheDocument();
    const rejectedBubble = await bubbleOf('Скинь на карту');
    expect(within(rejectedBubble).getByText(CHAT_TEXT.rejected)).toBeInTheDocument();
    expect(within(await bubbleOf('Привет!')).queryByText(CHAT_TEXT.held)).toBeNull();
  });
});
