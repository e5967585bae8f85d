import { CHAT_FREE_LIMIT_STATUS, CHAT_TEXT } from '@iskra/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { useFastMessage } from '../hooks/use-fast-message.tsx';
import { ANNA, DIALOG_ANNA, ME, makeDialog, makeMessage } from '../test/fixtures.ts';
import { offline, type Route, renderChat, reply, stubApi } from '../test/harness.tsx';

const anna = { id: ANNA, name: 'Анна', gender: 2, thumbnailUri: null } as const;

function ProfileStandIn() {
  const openFastMessage = useFastMessage();
  return (
    <button type="button" onClick={() => openFastMessage(anna, 'profile')}>
      Написать
    </button>
  );
}

function open(send: Route, user = makeUser({ id: ME })) {
  const api = stubApi({ 'POST /api/messages': send });
  const result = renderChat('/someone', { user, extra: [{ path: '/someone', element: <ProfileStandIn /> }] });
  fireEvent.click(screen.getByRole('button', { name: 'Написать' }));
  const popup = screen.getByRole('dialog', { name: 'Быстрое сообщение' });
  return { api, popup, ...result };
}

afterEach(() => vi.unstubAllGlobals());

describe('fast-message popup', () => {
  it('sends to the person, then says so with a way to the dialog', async () => {
    const { api, popup, router } = open((_url, body) => {
      const message = makeMessage({
        seq: 1,
        user: ME,
        clientId: String(body?.clientId),
        text: String(body?.text),
      });
      return { message, dialog: makeDialog({ lastMessage: message }), freeMessages: 9 };
    });
    expect(within(popup).getByText('Кому: Анна')).toBeInTheDocument();
    const send = within(popup).getByRole('button', { name: 'Отправить' });
    expect(send).toBeDisabled();
    fireEvent.input(within(popup).getByRole('textbox', { name: 'Сообщение' }), {
      target: { value: '  Привет! Ты тоже любишь горы?  ' },
    });
    fireEvent.click(send);

    const note = await screen.findByText('Сообщение для Анны отправлено. Нажми, чтобы открыть диалог');
    expect(api.of('POST /api/messages')[0]?.body).toMatchObject({
      userId: ANNA,
      place: 'profile',
      text: 'Привет! Ты тоже любишь горы?',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(note);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${DIALOG_ANNA}`));
  });

  it('explains a refusal without a match and offers Premium', async () => {
    const { popup } = open(() => reply(403, { message: CHAT_TEXT.notAllowed, code: 'chatNotAllowed' }));
    fireEvent.input(within(popup).getByRole('textbox', { name: 'Сообщение' }), {
      target: { value: 'Привет' },
    });
    fireEvent.keyDown(within(popup).getByRole('textbox', { name: 'Сообщение' }), { key: 'Enter' });
    expect(await within(popup).findByText(CHAT_TEXT.notAllowed)).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Получить Premium' })).toHaveAttribute('href', '/premium');
  });

  it('explains the spent free allowance and offers Premium', async () => {
    const { popup } = open(() =>
      reply(CHAT_FREE_LIMIT_STATUS, { message: CHAT_TEXT.freeLimit, code: 'chatFreeLimit' }),
    );
    fireEvent.input(within(popup).getByRole('textbox', { name: 'Сообщение' }), {
      target: { value: 'Привет' },
    });
    fireEvent.click(within(popup).getByRole('button', { name: 'Отправить' }));
    expect(await within(popup).findByText(CHAT_TEXT.freeLimit)).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Получить Premium' })).toHaveAttribute('href', '/premium');
  });

  it('shows a connection failure in place and retries with the same clientId', async () => {
    let attempts = 0;
    const { api, popup } = open((_url, body) => {
      attempts += 1;
      if (attempts === 1) offline();
      const message = makeMessage({ seq: 1, user: ME, clientId: String(body?.clientId), text: 'Привет' });
      return { message, dialog: makeDialog({ lastMessage: message }), freeMessages: 9 };
    });
    fireEvent.input(within(popup).getByRole('textbox', { name: 'Сообщение' }), {
      target: { value: 'Привет' },
    });
    fireEvent.click(within(popup).getByRole('button', { name: 'Отправить' }));
    expect(await within(popup).findByRole('alert')).toHaveTextContent(/соединени/i);
    fireEvent.click(within(popup).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, second] = api.of('POST /api/messages');
    expect(second?.body?.clientId).toBe(first?.body?.clientId);
  });
});
