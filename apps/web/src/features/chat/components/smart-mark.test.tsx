import { SMART_TEXT } from '@iskra/contract';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { forgetChatStore } from '../model/chat-store.ts';
import { DIALOG_ANNA, ME, makeDialog, makeMessage } from '../test/fixtures.ts';
import { renderChat, stubApi, threadRoutes } from '../test/harness.tsx';
import { MessageBubble } from './message-bubble.tsx';

beforeEach(() => forgetChatStore());
afterEach(() => vi.unstubAllGlobals());

describe('the smart messages mark', () => {
  it('marks one’s own opener sent by the service, and nothing else', () => {
    const createdAt = new Date().toISOString();
    render(
      <ol>
        <MessageBubble
          text="Привет от сервиса"
          createdAt={createdAt}
          own
          follows={false}
          smart
          status="sent"
        />
        <MessageBubble text="Своими словами" createdAt={createdAt} own follows={false} status="sent" />
        <MessageBubble text="От собеседницы" createdAt={createdAt} own={false} follows={false} smart />
      </ol>,
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText(SMART_TEXT.sentMark)).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText(SMART_TEXT.sentMark)).toBeNull();
    expect(within(items[2] as HTMLElement).queryByText(SMART_TEXT.sentMark)).toBeNull();
  });

  it('shows in the sender’s dialog under the opener the server flagged', async () => {
    const opener = makeMessage({
      seq: 2,
      user: ME,
      text: 'Привет! Как проходит неделя?',
      smart: true,
      createdAt: new Date().toISOString(),
    });
    const reply = makeMessage({ seq: 3, text: 'Отлично!', createdAt: new Date().toISOString() });
    const dialog = makeDialog({ lastMessage: reply });
    stubApi(threadRoutes(dialog, [opener, reply]));
    renderChat(`/chat/${DIALOG_ANNA}`, { user: makeUser({ id: ME }) });

    const region = await screen.findByRole('region', { name: 'Переписка с Анной' });
    const bubble = (await within(region).findByText('Привет! Как проходит неделя?')).closest('li');
    expect(bubble).not.toBeNull();
    expect(within(bubble as HTMLElement).getByText(SMART_TEXT.sentMark)).toBeInTheDocument();
    expect(within(region).getAllByText(SMART_TEXT.sentMark)).toHaveLength(1);
  });
});
