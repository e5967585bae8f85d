import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { hiddenUser, likeAnswer, likedYouItem, makeCard } from '../test/fixtures.ts';
import { renderWithSympathies, stubApi } from '../test/harness.tsx';
import { LikedYouPage } from './liked-you-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('liked you', () => {
  it('without Premium: no names, blurred pictures, no profile links; the buttons open the upsell', async () => {
    const user = makeUser({ premium: false, gender: 1 });
    const api = stubApi({
      'GET /api/like': () => ({
        likes: [
          likedYouItem(hiddenUser('/media/b1.jpg'), { new: true }),
          likedYouItem(hiddenUser('/media/b2.jpg')),
        ],
      }),
    });
    const { adjustMenuData } = renderWithSympathies(<LikedYouPage />, { user });

    expect(await screen.findAllByRole('heading', { level: 2, name: 'Анкета скрыта' })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Я нравлюсь' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Анкета скрыта/ })).not.toBeInTheDocument();
    const pictures = document.querySelectorAll('.person-tile img');
    expect([...pictures].map((img) => img.getAttribute('src'))).toEqual(['/media/b1.jpg', '/media/b2.jpg']);
    expect(screen.getByText(/видно с Premium/)).toBeInTheDocument();
    // The one new entry is seen now: the badge goes down by one.
    expect(adjustMenuData).toHaveBeenCalledWith({ likes: -1 });

    await userEvent.click(screen.getAllByRole('button', { name: 'Ответить симпатией' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Узнай, кому ты нравишься' });
    expect(within(dialog).getByRole('link', { name: 'Получить Premium' })).toHaveAttribute(
      'href',
      '/premium',
    );
    expect(api.of('POST /api/like')).toHaveLength(0);
  });

  it('with Premium: names link to profiles; a like is sent and the entry leaves', async () => {
    const user = makeUser({ premium: true });
    const olga = makeCard({ name: 'Ольга', userId: 77 });
    const vera = makeCard({ name: 'Вера', userId: 78 });
    const api = stubApi({
      'GET /api/like': () => ({ likes: [likedYouItem(olga), likedYouItem(vera)] }),
      'POST /api/like': () => likeAnswer(user.id, olga.id),
    });
    renderWithSympathies(<LikedYouPage />, { user });

    const link = await screen.findByRole('link', { name: /^Ольга, \d+$/ });
    expect(link).toHaveAttribute('href', '/@u77');
    expect(document.querySelector('.person-tile img')?.getAttribute('src')).toBe(olga.images[0]?.uri);
    expect(screen.queryByText(/видно с Premium/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ответить симпатией: Ольга' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Ольга/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /^Вера/ })).toBeInTheDocument();
    expect(api.of('POST /api/like').map((call) => call.body)).toEqual([
      { love: true, liked: olga.id, place: 'liked-you' },
    ]);
  });

  it('with Premium: a failed like puts the entry back', async () => {
    const user = makeUser({ premium: true });
    const olga = makeCard({ name: 'Ольга' });
    stubApi({
      'GET /api/like': () => ({ likes: [likedYouItem(olga)] }),
      'POST /api/like': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithSympathies(<LikedYouPage />, { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Пропустить: Ольга' }));
    expect(await screen.findByText('Ошибка соединения')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.person-tile--leaving')).toBeNull());
    expect(screen.getByRole('link', { name: /^Ольга/ })).toBeInTheDocument();
  });

  it('loads page after page of 24 at offset = current length, and stops after a shorter page', async () => {
    const user = makeUser({ premium: true });
    const page = (count: number) => Array.from({ length: count }, () => likedYouItem(makeCard()));
    const first = page(24);
    const second = page(3);
    const api = stubApi({
      'GET /api/like': (url) => ({ likes: url.searchParams.get('offset') === '0' ? first : second }),
    });
    // jsdom lays nothing out: the page always looks scrolled to its end, so every full page
    // asks for the next one at once.
    renderWithSympathies(<LikedYouPage />, { user });
    await waitFor(() => expect(document.querySelectorAll('.person-tile')).toHaveLength(27));
    expect(api.of('GET /api/like').map((call) => call.url.searchParams.get('offset'))).toEqual(['0', '24']);
  });

  it('shows the empty state with a way to discover', async () => {
    stubApi({ 'GET /api/like': () => ({ likes: [] }) });
    renderWithSympathies(<LikedYouPage />, { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Симпатий пока нет' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К знакомствам' })).toHaveAttribute('href', '/discover');
  });
});
