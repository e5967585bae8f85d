import { type Dialog, PAGE_SIZE } from '@iskra/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { forgetChatStore } from '../model/chat-store.ts';
import { formatClock } from '../model/when.ts';
import {
  DIALOG_ANNA,
  DIALOG_OLGA,
  ME,
  makeDialog,
  makeMessage,
  OLGA,
  olgaDialog,
  uuid,
} from '../test/fixtures.ts';
import { renderChat, stubApi } from '../test/harness.tsx';

const user = makeUser({ id: ME });
const now = new Date().toISOString();

function serve(dialogs: Dialog[], matches: Dialog[] = []) {
  return stubApi({
    'GET /api/dialogs': (url) => ({
      dialogs: url.searchParams.get('kind') === 'matches' ? matches : dialogs,
      seq: 20,
    }),
    'GET /api/messages/since': () => ({ messages: [], dialogs: [], seq: 20, more: false }),
  });
}

beforeEach(() => forgetChatStore());
afterEach(() => vi.unstubAllGlobals());

describe('dialogs list', () => {
  it('lists dialogs as links: partner, online, last message with ticks, unread count and time', async () => {
    const fromAnna = makeMessage({ seq: 5, text: 'Увидимся\nзавтра?', createdAt: now });
    const toOlga = makeMessage({
      seq: 4,
      dialog: DIALOG_OLGA,
      user: ME,
      text: 'Привет',
      read: true,
      createdAt: '2020-03-12T10:00:00.000Z',
    });
    serve([makeDialog({ lastMessage: fromAnna, unread: 2 }), olgaDialog({ lastMessage: toOlga })]);
    renderChat('/chat', { user });

    const list = await screen.findByRole('list', { name: 'Диалоги' });
    const [anna, olga] = within(list).getAllByRole('link');
    expect(anna).toHaveAttribute('href', `/chat/${DIALOG_ANNA}`);
    expect(anna).toHaveTextContent('Анна');
    expect(anna).toHaveTextContent('Увидимся завтра?');
    expect(anna).toHaveTextContent('непрочитанных: 2');
    expect(anna).toHaveTextContent(formatClock(now));
    expect(olga).toHaveTextContent('Ольга, в сети');
    expect(olga).toHaveTextContent('прочитаноТы: Привет');
    expect(olga).toHaveTextContent('12.03.2020');
    expect(screen.getByRole('heading', { level: 1, name: 'Чат' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Выбери диалог' })).toBeInTheDocument();
  });

  it('shows new matches above the list, and a first message moves one into the dialogs', async () => {
    const older = makeMessage({ seq: 5, createdAt: '2024-01-01T10:00:00.000Z' });
    serve([makeDialog({ lastMessage: older })], [olgaDialog()]);
    const { socket } = renderChat('/chat', { user });
    const strip = await screen.findByRole('region', { name: 'Новые пары' });
    expect(within(strip).getByRole('link', { name: 'Написать: Ольга' })).toHaveAttribute(
      'href',
      `/chat/${DIALOG_OLGA}`,
    );

    // A new match arrives live.
    const newcomer = makeDialog({
      id: uuid(),
      partner: { ...makeDialog().partner, id: uuid(), name: 'Вера' },
    });
    act(() => socket.serverEmit('SERVER:NEW_LOVE', { match: null as never, dialog: newcomer }));
    const names = within(strip)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    expect(names).toEqual(['Написать: Вера', 'Написать: Ольга']);

    const hello = makeMessage({ seq: 21, dialog: DIALOG_OLGA, user: OLGA, text: 'Привет!', createdAt: now });
    act(() =>
      socket.serverEmit('SERVER:NEW_MESSAGE', {
        message: hello,
        dialog: olgaDialog({ lastMessage: hello, unread: 1 }),
      }),
    );
    expect(within(strip).queryByRole('link', { name: 'Написать: Ольга' })).toBeNull();
    const rows = within(screen.getByRole('list', { name: 'Диалоги' })).getAllByRole('link');
    expect(rows[0]).toHaveTextContent('Привет!');

    act(() => socket.serverEmit('SERVER:TYPING', { userId: OLGA, dialogId: DIALOG_OLGA }));
    expect(rows[0]).toHaveTextContent('печатает…');
  });

  it('loads the next page of 40 at the end of the list (offset = the current length)', async () => {
    const page = (count: number) =>
      Array.from({ length: count }, (_, i) => {
        const id = uuid();
        return makeDialog({
          id,
          partner: { ...makeDialog().partner, id: uuid(), name: `Имя${i}` },
          lastMessage: makeMessage({ seq: 500 - i, dialog: id }),
        });
      });
    const first = page(PAGE_SIZE.dialogs);
    const second = page(2);
    const api = stubApi({
      'GET /api/dialogs': (url) => {
        if (url.searchParams.get('kind') === 'matches') return { dialogs: [], seq: 1 };
        return { dialogs: url.searchParams.get('offset') === '0' ? first : second, seq: 1 };
      },
      'GET /api/messages/since': () => ({ messages: [], dialogs: [], seq: 1, more: false }),
    });
    renderChat('/chat', { user });
    // jsdom has no layout: the list counts as scrolled to its end at once.
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Диалоги' })).getAllByRole('link')).toHaveLength(42),
    );
    const offsets = api
      .of('GET /api/dialogs')
      .filter((call) => call.url.searchParams.get('kind') === 'dialogs')
      .map((call) => call.url.searchParams.get('offset'));
    expect(offsets).toEqual(['0', String(PAGE_SIZE.dialogs)]);
  });

  it('says so when there is nobody to write to yet', async () => {
    serve([], []);
    renderChat('/chat', { user });
    expect(await screen.findByRole('heading', { name: 'Диалогов пока нет' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К знакомствам' })).toHaveAttribute('href', '/discover');
  });
});
