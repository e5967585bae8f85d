import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { findPopup } from '../../../test/lazy.ts';
import { LikedYouPage } from '../../sympathies/pages/liked-you-page.tsx';
import { MatchesPage } from '../../sympathies/pages/matches-page.tsx';
import { likeAnswer, likedYouItem, makeCard, makeMatch } from '../../sympathies/test/fixtures.ts';
import { renderWithSympathies, stubApi } from '../../sympathies/test/harness.tsx';
import { ProfilePage } from '../pages/profile-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const names = () => [...document.querySelectorAll('.person-tile__name')].map((node) => node.textContent);

/** The lists and a profile under one sympathies store, as in the app. */
function Screens({ profileNumber }: { profileNumber: number }) {
  const { pathname } = useLocation();
  if (pathname === '/matches') return <MatchesPage />;
  if (pathname === '/liked-you') return <LikedYouPage />;
  if (pathname === `/@u${profileNumber}`) return <ProfilePage userId={profileNumber} />;
  return null;
}

describe('a like on another person’s profile', () => {
  it('puts the match it makes into the loaded matches list and takes the person out of liked-you', async () => {
    const user = makeUser({ premium: true });
    const anna = makeCard({ name: 'Анна' });
    const marina = makeCard({ name: 'Марина' });
    const match = makeMatch(marina);
    const api = stubApi({
      'GET /api/matches': () => ({ matches: [makeMatch(anna)] }),
      'GET /api/like': () => ({ likes: [likedYouItem(marina), likedYouItem(anna)] }),
      [`GET /api/user/page/${marina.userId}`]: () => ({ user: marina, rating: null, dialog: null }),
      'POST /api/like': () => ({
        ...likeAnswer(user.id, marina.id),
        match,
        dialog: null,
      }),
    });
    const { router } = renderWithSympathies(<Screens profileNumber={marina.userId} />, {
      user,
      path: '/matches',
    });
    await waitFor(() => expect(names()).toEqual([expect.stringMatching(/^Анна/)]));
    await act(() => router.navigate('/liked-you'));
    await waitFor(() => expect(names()).toHaveLength(2));

    await act(() => router.navigate(`/@u${marina.userId}`));
    await userEvent.click(await screen.findByRole('button', { name: 'Нравится' }));
    const popup = await findPopup('Взаимная симпатия!');
    await userEvent.click(within(popup).getByRole('button', { name: 'Позже' }));
    expect(api.of('POST /api/like')[0]?.body).toMatchObject({ love: true, liked: marina.id });

    await act(() => router.navigate('/matches'));
    expect(names()).toEqual([expect.stringMatching(/^Марина/), expect.stringMatching(/^Анна/)]);
    await act(() => router.navigate('/liked-you'));
    expect(names()).toEqual([expect.stringMatching(/^Анна/)]);
    // Both lists come from the store: neither was asked for again.
    expect(api.of('GET /api/matches')).toHaveLength(1);
    expect(api.of('GET /api/like')).toHaveLength(1);
  });
});
