import { CHAT_FREE_LIMIT_STATUS, CHAT_TEXT, MESSAGE_TEXT } from '@iskra/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { forgetChatStore } from '../model/chat-store.ts';
import { ANNA, DIALOG_ANNA, ME, makeDialog, makeMessage } from '../test/fixtures.ts';
import { offline, renderChat, reply, threadRoutes as routes, stubApi } from '../test/harness.tsx';

const user = makeUser({ id: ME });

/** The answer of a send: the stored message as the server returns it. */
function stored(body: Record<string, unknown> | undefined, seq: number, freeMessages = 9) {
  const message = makeMessage({
    seq,
    user: ME,
    clientId: String(body?.clientId),
    text: String(body?.text),
  });
  return { message, dialog: makeDialog({ lastMessage: message }), freeMessages };
}

function field() {
  return screen.getByRole('textbox', { name: 'Сообщение' });
}

beforeEach(() => forgetChatStore());
afterEach(() => vi.unstubAllGlobals());

describe('conversation', () => {
  it('shows the partner, the messages by day, and marks the dialog read on opening', async () => {
    const incoming = makeMessage({ seq: 3, text: 'Привет!\nКак ты?', createdAt: new Date().toISOString() });
    const mine = makeMessage({
      seq: 2,
      user: ME,
      text: '<b>не HTML</b>',
      read: true,
      createdAt: new Date().toISOString(),
    });
    const dialog = makeDialog({
      lastMessage: incoming,
      unread: 1,
      partner: { ...makeDialog().partner, online: true },
    });
    const api = stubApi(routes(dialog, [mine, incoming]));
    const { adjustMenuData } = renderChat(`/chat/${DIALOG_ANNA}`, { user });

    const region = await screen.findByRole('region', { name: 'Переписка с Анной' });
    await within(region).findByText('Привет!\nКак ты?', { normalizer: (s) => s });
    expect(within(region).getByRole('heading', { level: 3, name: 'Сегодня' })).toBeInTheDocument();
    // Plain text, never markup.
    expect(within(region).getByText('<b>не HTML</b>')).toBeInTheDocument();
    expect(region.querySelector('b')).toBeNull();
    expect(within(region).getByText('прочитано')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть анкету: Анна' })).toHaveAttribute('href', '/@u2001');
    expect(screen.getByRole('link', { name: 'Открыть анкету: Анна' })).toHaveAccessibleDescription('в сети');

    await waitFor(() => expect(api.of(`POST /api/dialogs/${DIALOG_ANNA}/read`)).toHaveLength(1));
    await waitFor(() => expect(adjustMenuData).toHaveBeenCalledWith({ dialogs: -1 }));
    expect(api.of(`POST /api/dialogs/${DIALOG_ANNA}/read`)[0]?.headers.get('x-socket-id')).toBe(
      'fake-socket-id',
    );
  });

  it('Enter sends, Shift+Enter starts a new line, and a blank text cannot be sent', async () => {
    const dialog = makeDialog({ lastMessage: makeMessage({ seq: 1 }) });
    const api = stubApi(routes(dialog, [], { 'POST /api/messages': (_url, body) => stored(body, 11) }));
    renderChat(`/chat/${DIALOG_ANNA}`, { user });
    const send = await screen.findByRole('button', { name: 'Отправить' });
    expect(send).toBeDisabled();

    const typist = userEvent.setup();
    await typist.type(field(), '   ');
    expect(send).toBeDisabled();
    await typist.keyboard('{Enter}');
    expect(api.of('POST /api/messages')).toHaveLength(0);

    await typist.clear(field());
    await typist.type(field(), 'Первая строка{Shift>}{Enter}{/Shift}вторая');
    expect(field()).toHaveValue('Первая строка\nвторая');
    expect(api.of('POST /api/messages')).toHaveLength(0);
    expect(send).toBeEnabled();

    await typist.keyboard('{Enter}');
    await waitFor(() => expect(api.of('POST /api/messages')).toHaveLength(1));
    expect(api.of('POST /api/messages')[0]?.body).toMatchObject({
      dialogId: DIALOG_ANNA,
      text: 'Первая строка\nвторая',
    });
    expect(field()).toHaveValue('');
    const region = screen.getByRole('region', { name: 'Переписка с Анной' });
    await within(region).findByText('доставлено');
  });

  it('counts characters near the limit', async () => {
    stubApi(routes(makeDialog({ lastMessage: makeMessage({ seq: 1 }) }), []));
    renderChat(`/chat/${DIALOG_ANNA}`, { user });
    await screen.findByRole('button', { name: 'Отправить' });
    fireEvent.input(field(), { target: { value: 'а'.repeat(100) } });
    expect(screen.queryByText(/из 2000/)).toBeNull();
    fireEvent.input(field(), { target: { value: 'а'.repeat(MESSAGE_TEXT.max - 10) } });
    expect(screen.getByText(`${MESSAGE_TEXT.max - 10} из ${MESSAGE_TEXT.max}`)).toBeInTheDocument();
    expect(field()).toHaveAttribute('maxlength', String(MESSAGE_TEXT.max));
  });

  it('a failed send shows clock, then the failure; retrying sends the same clientId', async () => {
    let attempts = 0;
    const dialog = makeDialog({ lastMessage: makeMessage({ seq: 1 }) });
    const api = stubApi(
      routes(dialog, [], {
        'POST /api/messages': (_url, body) => {
          attempts += 1;
          if (attempts === 1) offline();
          return stored(body, 11);
        },
      }),
    );
    renderChat(`/chat/${DIALOG_ANNA}`, { user });
    await screen.findByRole('button', { name: 'Отправить' });
    fireEvent.input(field(), { target: { value: 'Дойдёт?' } });
    fireEvent.keyDown(field(), { key: 'Enter' });

    const region = screen.getByRole('region', { name: 'Переписка с Анной' });
    expect(within(region).getByText('Дойдёт?')).toBeInTheDocument();
    expect(within(region).getByText('отправляется')).toBeInTheDocument();
    const retry = await within(region).findByRole('button', { name: 'Отправить ещё раз' });
    expect(within(region).getByText(/Не отправлено/)).toBeInTheDocument();

    fireEvent.click(retry);
    await within(region).findByText('доставлено');
    const [first, second] = api.of('POST /api/messages');
    expect(second?.body?.clientId).toBe(first?.body?.clientId);
    expect(within(region).getAllByText('Дойдёт?')).toHaveLength(1);
    expect(within(region).queryByText(/Не отправлено/)).toBeNull();
  });

  it('a spent free allowance replaces the composer with the Premium offer', async () => {
    const dialog = makeDialog({ lastMessage: makeMessage({ seq: 1, user: ME }) });
    stubApi(
      routes(dialog, [], {
        'POST /api/messages': () =>
          reply(CHAT_FREE_LIMIT_STATUS, { message: CHAT_TEXT.freeLimit, code: 'chatFreeLimit' }),
      }),
    );
    renderChat(`/chat/${DIALOG_ANNA}`, { user: { ...user, freeMessages: 2 } });
    await screen.findByRole('button', { name: 'Отправить' });
    expect(screen.getByText('Осталось 2 бесплатных сообщения сегодня')).toBeInTheDocument();

    fireEvent.input(field(), { target: { value: 'Ещё одно' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    const offer = await screen.findByText(CHAT_TEXT.freeLimit, { selector: '.write-offer__text' });
    expect(offer).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Сообщение' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Получить Premium' })).toHaveAttribute('href', '/premium');
  });

  it('counts what is left today only for a message that is not a reply, and only from 3 down', async () => {
    const theirs = makeDialog({ lastMessage: makeMessage({ seq: 1 }) });
    stubApi(routes(theirs, []));
    const { unmount } = renderChat(`/chat/${DIALOG_ANNA}`, { user: { ...user, freeMessages: 1 } });
    await screen.findByRole('button', { name: 'Отправить' });
    // Анна wrote last: the answer is free, the count does not matter.
    expect(screen.queryByText(/бесплатн/)).toBeNull();
    unmount();
    forgetChatStore();

    const mine = makeDialog({ lastMessage: makeMessage({ seq: 1, user: ME }) });
    stubApi(routes(mine, []));
    const second = renderChat(`/chat/${DIALOG_ANNA}`, { user: { ...user, freeMessages: 1 } });
    expect(await screen.findByText('Осталось 1 бесплатное сообщение сегодня')).toBeInTheDocument();
    second.unmount();
    forgetChatStore();

    stubApi(routes(mine, []));
    renderChat(`/chat/${DIALOG_ANNA}`, { user: { ...user, freeMessages: 4 } });
    await screen.findByRole('button', { name: 'Отправить' });
    expect(screen.queryByText(/бесплатн/)).toBeNull();
  });

  it('a dialog the viewer may not write in opens with the offer instead of the composer', async () => {
    const dialog = makeDialog({ lastMessage: makeMessage({ seq: 1 }), disallowed: true, showActivate: true });
    stubApi(routes(dialog, []));
    renderChat(`/chat/${DIALOG_ANNA}`, { user: { ...user, freeMessages: 0 } });
    expect(await screen.findByText(CHAT_TEXT.freeLimit)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Сообщение' })).toBeNull();
  });

  it('live: typing shows in the header, a new message appears, is announced and read', async () => {
    const first = makeMessage({ seq: 1, user: ME, text: 'Как дела?' });
    const dialog = makeDialog({ lastMessage: first });
    const api = stubApi(
      routes(dialog, [first], { 'POST /api/dialogs/:id/read': () => ({ dialog, read: 1 }) }),
    );
    const { socket, adjustMenuData } = renderChat(`/chat/${DIALOG_ANNA}`, { user });
    const region = await screen.findByRole('region', { name: 'Переписка с Анной' });
    await within(region).findByText('Как дела?');
    expect(api.of(`POST /api/dialogs/${DIALOG_ANNA}/read`)).toHaveLength(0);

    fireEvent.input(field(), { target: { value: 'Н' } });
    expect(socket.emitted).toContainEqual(['CLIENT:TYPING', { dialogId: DIALOG_ANNA }]);

    const partner = screen.getByRole('link', { name: 'Открыть анкету: Анна' });
    expect(partner).toHaveAccessibleDescription('не в сети');
    act(() => socket.serverEmit('SERVER:TYPING', { userId: ANNA, dialogId: DIALOG_ANNA }));
    expect(partner).toHaveAccessibleDescription('печатает…');

    const answer = makeMessage({ seq: 11, text: 'Отлично!' });
    act(() =>
      socket.serverEmit('SERVER:NEW_MESSAGE', {
        message: answer,
        dialog: makeDialog({ lastMessage: answer, unread: 1 }),
      }),
    );
    expect(within(region).getByText('Отлично!')).toBeInTheDocument();
    expect(partner).toHaveAccessibleDescription('не в сети');
    expect(screen.getByText('Анна: Отлично!')).toBeInTheDocument();
    await waitFor(() => expect(api.of(`POST /api/dialogs/${DIALOG_ANNA}/read`)).toHaveLength(1));
    await waitFor(() => expect(adjustMenuData).toHaveBeenCalledWith({ dialogs: -1 }));

    act(() =>
      socket.serverEmit('SERVER:MESSAGES_READED', {
        userId: ANNA,
        dialogId: DIALOG_ANNA,
        upToSeq: first.seq,
      }),
    );
    expect(within(region).getByText('прочитано')).toBeInTheDocument();
    act(() => socket.serverEmit('SERVER:JOIN', { userId: ANNA }));
    expect(partner).toHaveAccessibleDescription('в сети');
    act(() => socket.serverEmit('SERVER:DISCONNECTED', { userId: ANNA }));
    expect(partner).toHaveAccessibleDescription('не в сети');
  });

  it('deletes the dialog after a confirmation and goes back to the list', async () => {
    const dialog = makeDialog({ lastMessage: makeMessage({ seq: 1 }) });
    const api = stubApi(routes(dialog, [], { 'DELETE /api/dialogs/:id': () => ({ id: DIALOG_ANNA }) }));
    const { router } = renderChat(`/chat/${DIALOG_ANNA}`, { user });
    fireEvent.click(await screen.findByRole('button', { name: 'Ещё действия' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Действия' })).getByRole('button', {
        name: 'Удалить диалог',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Удалить диалог?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of(`DELETE /api/dialogs/${DIALOG_ANNA}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Ещё действия' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Действия' })).getByRole('button', {
        name: 'Удалить диалог',
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Удалить диалог?' })).getByRole('button', {
        name: 'Удалить',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(api.of(`DELETE /api/dialogs/${DIALOG_ANNA}`)).toHaveLength(1);
    expect(await screen.findByText('Диалог удалён')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Анна/ })).toBeNull();
  });

  it('reports from the menu: a reason is required, the report carries it, and a block leaves the dialog', async () => {
    const dialog = makeDialog({ lastMessage: makeMessage({ seq: 1 }) });
    const api = stubApi(
      routes(dialog, [], { 'POST /api/safety/reports': () => ({ success: true, blocked: true }) }),
    );
    const { router } = renderChat(`/chat/${DIALOG_ANNA}`, { user });
    fireEvent.click(await screen.findByRole('button', { name: 'Ещё действия' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Действия' })).getByRole('button', {
        name: 'Пожаловаться',
      }),
    );
    const form = await screen.findByRole('dialog', { name: 'Жалоба на Анну' });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить жалобу' }));
    expect(await within(form).findByText('Выбери причину жалобы')).toBeInTheDocument();
    expect(api.of('POST /api/safety/reports')).toHaveLength(0);

    fireEvent.click(within(form).getByRole('radio', { name: 'Мошенничество, просьбы о деньгах' }));
    fireEvent.input(within(form).getByRole('textbox', { name: /Подробности/ }), {
      target: { value: '  Просит перевести деньги ' },
    });
    expect(within(form).getByRole('checkbox', { name: 'Заблокировать Анну' })).toBeChecked();
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить жалобу' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(api.of('POST /api/safety/reports')[0]?.body).toEqual({
      userId: ANNA,
      category: 'scam',
      comment: 'Просит перевести деньги',
      block: true,
    });
    expect(await screen.findByText(/Жалоба отправлена, пользователь заблокирован/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Анна/ })).toBeNull();
  });

  it('reports one of the partner’s messages without blocking: the dialog stays', async () => {
    const rude = makeMessage({ seq: 1, text: 'Переведи мне денег' });
    const mine = makeMessage({ seq: 2, user: ME, text: 'Нет' });
    const dialog = makeDialog({ lastMessage: mine });
    const api = stubApi(
      routes(dialog, [rude, mine], { 'POST /api/safety/reports': () => ({ success: true, blocked: false }) }),
    );
    const { router } = renderChat(`/chat/${DIALOG_ANNA}`, { user });
    const buttons = await screen.findAllByRole('button', { name: 'Пожаловаться на сообщение' });
    // Only the partner's message can be reported.
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    const form = await screen.findByRole('dialog', { name: 'Жалоба на Анну' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Спам или реклама' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Заблокировать Анну' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить жалобу' }));
    expect(await screen.findByText('Жалоба отправлена. Проверим её в течение суток.')).toBeInTheDocument();
    expect(api.of('POST /api/safety/reports')[0]?.body).toEqual({
      userId: ANNA,
      category: 'spam',
      comment: '',
      block: false,
      messageId: rude.id,
    });
    expect(router.state.location.pathname).toBe(`/chat/${DIALOG_ANNA}`);
  });

  it('unmatches after a confirmation: the server is asked and the dialog leaves the list', async () => {
    const dialog = makeDialog({ lastMessage: makeMessage({ seq: 1 }) });
    const api = stubApi(routes(dialog, [], { 'POST /api/safety/unmatch': () => ({ success: true }) }));
    const { router } = renderChat(`/chat/${DIALOG_ANNA}`, { user });
    fireEvent.click(await screen.findByRole('button', { name: 'Ещё действия' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Действия' })).getByRole('button', {
        name: 'Удалить пару',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Удалить пару с Анной?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(api.of('POST /api/safety/unmatch')[0]?.body).toEqual({ userId: ANNA });
    expect(screen.queryByRole('link', { name: /Анна/ })).toBeNull();
  });

  it('a dialog the server does not know shows that it is gone', async () => {
    stubApi({
      ...routes(makeDialog(), []),
      'GET /api/dialogs/:id': () => reply(404, { message: CHAT_TEXT.dialogNotFound }),
      'GET /api/dialogs/:id/messages': () => reply(404, { message: CHAT_TEXT.dialogNotFound }),
    });
    renderChat(`/chat/${DIALOG_ANNA}`, { user });
    expect(await screen.findByRole('heading', { name: 'Диалога больше нет' })).toBeInTheDocument();
  });
});
