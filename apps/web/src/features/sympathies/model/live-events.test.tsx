import { SOCKET_ID_HEADER } from '@iskra/contract';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { findPopup } from '../../../test/lazy.ts';
import { LikedYouPage } from '../pages/liked-you-page.tsx';
import { MatchesPage } from '../pages/matches-page.tsx';
import { likedYouItem, makeCard, makeMatch } from '../test/fixtures.ts';
import { renderWithSympathies, stubApi } from '../test/harness.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The liked-you page while the address is /liked-you: leaving and coming back remounts it. */
function LikedYouRoute() {
  return useLocation().pathname === '/liked-you' ? <LikedYouPage /> : null;
}

const names = () => [...document.querySelectorAll('.person-tile__name')].map((node) => node.textContent);

describe('live sympathy events', () => {
  it('a new like moves that person to the front; the list is reloaded on the next opening', async () => {
    const user = makeUser({ premium: true });
    const olga = makeCard({ name: 'Ольга' });
    const vera = makeCard({ name: 'Вера' });
    const socket = new FakeSocket();
    const api = stubApi({
      'GET /api/like': () => ({ likes: [likedYouItem(olga), likedYouItem(vera)] }),
    });
    const { router } = renderWithSympathies(<LikedYouRoute />, { user, socket, path: '/liked-you' });
    await waitFor(() => expect(names()).toHaveLength(2));
    // The page names its socket so the server's counter push skips this tab.
    expect(api.of('GET /api/like')[0]?.headers.get(SOCKET_ID_HEADER)).toBe(socket.id);

    act(() => socket.serverEmit('SERVER:LIKE', { like: likedYouItem(vera, { new: true }) }));
    expect(names()[0]).toMatch(/^Вера/);
    expect(names()).toHaveLength(2);

    // Opening the list again: the unseen live entry makes it reload its first page.
    await act(() => router.navigate('/elsewhere'));
    expect(names()).toHaveLength(0);
    await act(() => router.navigate('/liked-you'));
    await waitFor(() => expect(api.of('GET /api/like')).toHaveLength(2));
    expect(api.of('GET /api/like')[1]?.url.searchParams.get('offset')).toBe('0');
  });

  it('a new match comes to the front and opens the mutual-sympathy popup; a removed one leaves', async () => {
    const user = makeUser();
    const anna = makeCard({ name: 'Анна' });
    const kate = makeCard({ name: 'Катя' });
    const first = makeMatch(anna);
    const socket = new FakeSocket();
    stubApi({ 'GET /api/matches': () => ({ matches: [first] }) });
    renderWithSympathies(<MatchesPage />, { user, socket });
    await waitFor(() => expect(names()).toHaveLength(1));

    const second = makeMatch(kate, { new: [user.id] });
    act(() => socket.serverEmit('SERVER:NEW_LOVE', { match: second, dialog: null }));
    expect(names()[0]).toMatch(/^Катя/);
    const popup = await findPopup('Взаимная симпатия!');
    expect(within(popup).getByRole('link', { name: 'Написать' })).toHaveAttribute(
      'href',
      `/chat/${second.dialog}`,
    );
    await userEvent.click(within(popup).getByRole('button', { name: 'Позже' }));

    act(() => socket.serverEmit('SERVER:REMOVE_MATCH', { id: first.id }));
    expect(names()).toHaveLength(1);
    expect(names()[0]).toMatch(/^Катя/);
  });

  it('SERVER:FREE_LIKES_LIMIT opens the limit popup', async () => {
    const socket = new FakeSocket();
    stubApi({ 'GET /api/matches': () => ({ matches: [] }) });
    renderWithSympathies(<MatchesPage />, { user: makeUser(), socket });
    act(() => socket.serverEmit('SERVER:FREE_LIKES_LIMIT'));
    expect(await findPopup('На сегодня это всё')).toBeInTheDocument();
  });
});
