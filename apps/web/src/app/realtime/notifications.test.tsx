import {
  accountWarningText,
  COOKIES,
  type CurrentUser,
  MODERATION_RELOAD_DELAY_MS,
  REALTIME,
} from '@iskra/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, makeDialog, makeMessage } from '../../features/chat/test/fixtures.ts';
import { markPromoDone, resetPromoState } from '../../features/promo/model/promo-state.ts';
import {
  hiddenUser,
  likedYouItem,
  makeCard,
  makeMatch,
  visitItem,
} from '../../features/sympathies/test/fixtures.ts';
import { ProvideRealtime } from '../../shared/realtime/realtime-provider.tsx';
import type { Session } from '../../shared/session/session-context.ts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import type { CounterCookies } from './f-session.ts';
import { messagePreview, RealtimeNotifications } from './notifications.tsx';

afterEach(() => {
  vi.useRealTimers();
  resetPromoState();
});

function memoryCookies(
  initial: Record<string, string> = {},
): CounterCookies & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return { values, get: (name) => values.get(name) ?? null, set: (name, value) => values.set(name, value) };
}

interface SetupOptions {
  user?: CurrentUser;
  path?: string;
  connected?: boolean;
  session?: Partial<Session>;
  cookies?: CounterCookies;
}

function setup({
  user = makeUser({ id: ME }),
  path = '/discover',
  connected = true,
  session,
  cookies = memoryCookies(),
}: SetupOptions = {}) {
  const socket = new FakeSocket();
  const reload = vi.fn();
  const view = renderInShell(
    <ProvideRealtime value={{ socket: socket.asClient(), connected }}>
      <RealtimeNotifications cookies={cookies} reload={reload} />
    </ProvideRealtime>,
    { user, path, session },
  );
  const shown = () => screen.queryAllByTestId('notification').map((node) => node.textContent);
  return { socket, reload, shown, ...view };
}

describe('message notifications', () => {
  const message = makeMessage({ seq: 1, text: 'Привет!  Как\nдела?' });

  it('show a premium user the name and the text, linked to the dialog', async () => {
    const { socket, router } = setup({ user: makeUser({ id: ME, premium: true }) });
    act(() =>
      socket.serverEmit('SERVER:NEW_MESSAGE', {
        message,
        dialog: makeDialog({
          partner: { ...makeDialog().partner, thumbnailUri: '/media/anna-t.jpg' },
        }),
      }),
    );
    const toast = screen.getByTestId('notification');
    expect(toast).toHaveTextContent('Анна: Привет! Как дела?');
    expect(toast.querySelector('img')?.getAttribute('src')).toBe('/media/anna-t.jpg');
    await act(async () => screen.getByRole('button', { name: /Анна/ }).click());
    expect(router.state.location.pathname).toBe(`/chat/${message.dialog}`);
  });

  it('are blurred for a free user: the name without the text', async () => {
    const { socket, shown } = setup();
    act(() => socket.serverEmit('SERVER:NEW_MESSAGE', { message, dialog: makeDialog() }));
    // The texts that decline a name load on the first such event.
    await waitFor(() => expect(shown()).toEqual(['Новое сообщение от Анны']));
    expect(screen.getByTestId('notification')).toHaveClass('toast--kind-message');
    expect(document.body).not.toHaveTextContent('Привет');
  });

  it('from the service account are bot messages, with the text even for a free user', () => {
    const { socket, shown } = setup();
    const bot = makeDialog({
      partner: { ...makeDialog().partner, name: 'Искра', service: true },
    });
    act(() => socket.serverEmit('SERVER:NEW_MESSAGE', { message, dialog: bot }));
    expect(shown()).toEqual(['Искра: Привет! Как дела?']);
    expect(screen.getByTestId('notification')).toHaveClass('toast--kind-messageBot');
  });

  it('are not shown while that dialog is open, but are for another dialog', async () => {
    const { socket, shown } = setup({ path: `/chat/${message.dialog}` });
    act(() => socket.serverEmit('SERVER:NEW_MESSAGE', { message, dialog: makeDialog() }));
    expect(shown()).toEqual([]);

    const other = makeDialog({
      id: 'a0000000-0000-4000-8000-00000000000f',
      partner: { ...makeDialog().partner, id: 'b0000000-0000-4000-8000-000000000001', name: 'Вера' },
    });
    act(() =>
      socket.serverEmit('SERVER:NEW_MESSAGE', {
        message: makeMessage({ seq: 2, dialog: other.id, user: other.partner.id }),
        dialog: other,
      }),
    );
    await waitFor(() => expect(shown()).toEqual(['Новое сообщение от Веры']));
  });

  it('keep a foreign name in the nominative', async () => {
    const { socket, shown } = setup();
    const marie = makeDialog({ partner: { ...makeDialog().partner, name: 'Marie' } });
    act(() => socket.serverEmit('SERVER:NEW_MESSAGE', { message, dialog: marie }));
    await waitFor(() => expect(shown()).toEqual(['Marie написала тебе сообщение']));
  });

  it('decline a man’s name as a man’s', async () => {
    const { socket, shown } = setup();
    const ivan = makeDialog({ partner: { ...makeDialog().partner, name: 'Иван', gender: 1 } });
    act(() => socket.serverEmit('SERVER:NEW_MESSAGE', { message, dialog: ivan }));
    await waitFor(() => expect(shown()).toEqual(['Новое сообщение от Ивана']));
  });

  it('are not shown for the user’s own messages (another tab)', () => {
    const { socket, shown } = setup({ user: makeUser({ id: ME, premium: true }) });
    act(() =>
      socket.serverEmit('SERVER:NEW_MESSAGE', {
        message: makeMessage({ seq: 3, user: ME }),
        dialog: makeDialog(),
      }),
    );
    expect(shown()).toEqual([]);
  });

  it('shorten a long text', () => {
    const preview = messagePreview('а'.repeat(300));
    expect(preview).toHaveLength(100);
    expect(preview.endsWith('…')).toBe(true);
  });
});

describe('sympathy notifications', () => {
  it('a match names the partner and links to the dialog', async () => {
    const { socket, router } = setup();
    const match = makeMatch(makeCard({ name: 'Марина' }));
    act(() =>
      socket.serverEmit('SERVER:NEW_LOVE', { match, dialog: makeDialog({ id: match.dialog ?? '' }) }),
    );
    expect(await screen.findByTestId('notification')).toHaveTextContent('Взаимная симпатия с Мариной!');
    expect(screen.getByTestId('notification').querySelector('img')?.getAttribute('src')).toBe(
      match.user.images[0]?.thumbnailUri,
    );
    await act(async () => screen.getByRole('button', { name: /Взаимная/ }).click());
    expect(router.state.location.pathname).toBe(`/chat/${match.dialog}`);
  });

  it('a visit: anonymous to /visitors for a free user, the name to the profile for premium', async () => {
    const { socket, shown, router } = setup();
    act(() => socket.serverEmit('SERVER:NEW_VISIT', { visit: visitItem(hiddenUser()) }));
    expect(shown()).toEqual(['Кто-то заходил к тебе в анкету']);
    await act(async () => screen.getByRole('button', { name: /Кто-то/ }).click());
    expect(router.state.location.pathname).toBe('/visitors');

    const card = makeCard({ name: 'Марина', userId: 7007 });
    act(() => socket.serverEmit('SERVER:NEW_VISIT', { visit: visitItem(card) }));
    await act(async () => screen.getByRole('button', { name: /Марина заходила/ }).click());
    expect(router.state.location.pathname).toBe('/@u7007');
  });

  it('a like goes to /liked-you, anonymous for a free user', () => {
    const { socket, shown } = setup();
    act(() => socket.serverEmit('SERVER:LIKE', { like: likedYouItem(hiddenUser()) }));
    act(() => socket.serverEmit('SERVER:LIKE', { like: likedYouItem(makeCard({ name: 'Ирина' })) }));
    expect(shown()).toEqual(['Кто-то поставил тебе симпатию', 'Ирина поставила тебе симпатию']);
  });

  it('a match whose texts arrive after sign-out shows nothing', async () => {
    const socket = new FakeSocket();
    let signOut: () => void = () => undefined;
    function SignedIn() {
      const [on, setOn] = useState(true);
      signOut = () => setOn(false);
      return on ? <RealtimeNotifications cookies={memoryCookies()} reload={vi.fn()} /> : null;
    }
    renderInShell(
      <ProvideRealtime value={{ socket: socket.asClient(), connected: true }}>
        <SignedIn />
      </ProvideRealtime>,
      { user: makeUser({ id: ME }), path: '/discover' },
    );
    act(() => {
      socket.serverEmit('SERVER:NEW_LOVE', { match: makeMatch(makeCard({ name: 'Марина' })), dialog: null });
      signOut();
    });
    await act(async () => {
      await vi.dynamicImportSettled();
      await new Promise((done) => setTimeout(done, 0));
    });
    expect(screen.queryAllByTestId('notification')).toEqual([]);
  });

  it('a partner coming online is not announced', () => {
    const { socket, shown } = setup();
    act(() => socket.serverEmit('SERVER:JOIN', { userId: 'someone' }));
    expect(shown()).toEqual([]);
  });
});

describe('moderation', () => {
  it('says the moderation is over and reloads after 3 s', () => {
    vi.useFakeTimers();
    const { socket, reload, shown } = setup();
    act(() => socket.serverEmit('SERVER:MODERATION_COMPLETE'));
    expect(shown()).toEqual(['Модерация вашего аккаунта закончена']);
    act(() => vi.advanceTimersByTime(MODERATION_RELOAD_DELAY_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('reports', () => {
  it('tells the reporter how staff closed the report', () => {
    const { socket, shown } = setup();
    act(() => socket.serverEmit('SERVER:REPORT_DECIDED', { decision: 'dismissed' }));
    expect(shown()).toEqual(['Мы проверили жалобу. Нарушений не нашли']);
  });

  it('shows a staff warning until it is closed', () => {
    vi.useFakeTimers();
    const { socket, shown } = setup();
    act(() => socket.serverEmit('SERVER:ACCOUNT_WARNING', { reason: 'spam' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toEqual([accountWarningText('spam')]);
  });
});

describe('the f session on the socket', () => {
  const man = makeUser({ id: ME, gender: 1, fSessions: { visits: 5, likes: 5 } });

  it('waits for the connection and the promo, then asks for a visit after 120 s', () => {
    vi.useFakeTimers();
    const { socket } = setup({ user: man });
    act(() => vi.advanceTimersByTime(REALTIME.visitDelayMs));
    expect(socket.emitted).toEqual([]);

    act(() => markPromoDone());
    act(() => vi.advanceTimersByTime(REALTIME.visitDelayMs));
    expect(socket.emitted).toEqual([['CLIENT:F_VISIT', { userId: ME, looking: 2 }]]);
  });

  it('a visit marked f takes one from fvisit and asks again after 400 s', () => {
    vi.useFakeTimers();
    const cookies = memoryCookies({ [COOKIES.fVisit.name]: '3' });
    const { socket, shown } = setup({ user: man, cookies });
    act(() => socket.serverEmit('SERVER:NEW_VISIT', { visit: visitItem(hiddenUser()), f: true }));
    expect(shown()).toEqual(['Кто-то заходил к тебе в анкету']);
    expect(cookies.values.get(COOKIES.fVisit.name)).toBe('2');
    act(() => vi.advanceTimersByTime(REALTIME.followUp.visitMs));
    expect(socket.emitted).toEqual([['CLIENT:F_VISIT', { userId: ME, looking: 2 }]]);
  });

  it('sends the session update for a man with few session visits, and takes the answer', () => {
    const updateUser = vi.fn();
    markPromoDone();
    const { socket } = setup({
      user: { ...man, fSessions: { visits: 0, likes: 4 } },
      session: { updateUser },
    });
    expect(socket.emitted).toEqual([['F_SESSIONS_UPDATE', { userId: ME, likes: false, visits: true }]]);
    act(() => socket.serverEmit('SERVER:F_SESSIONS_UPDATED', { visits: 1, likes: 4 }));
    expect(updateUser).toHaveBeenCalledWith({ fSessions: { visits: 1, likes: 4 } });
  });

  it('does not start while the socket is not connected', () => {
    markPromoDone();
    const { socket } = setup({ user: { ...man, fSessions: { visits: 0, likes: 0 } }, connected: false });
    expect(socket.emitted).toEqual([]);
  });
});
