import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { hiddenUser, likeAnswer, makeCard, makeMatch, visitItem } from '../test/fixtures.ts';
import { renderWithSympathies, stubApi } from '../test/harness.tsx';
import { MatchesPage } from './matches-page.tsx';
import { VisitorsPage } from './visitors-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('visitors', () => {
  it('without Premium: blurred entries; like and skip open their own upsells', async () => {
    const api = stubApi({ 'GET /api/visits': () => ({ visits: [visitItem(hiddenUser(), { new: true })] }) });
    const { adjustMenuData } = renderWithSympathies(<VisitorsPage />, { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Посетители' })).toBeInTheDocument();
    expect(screen.getByText('Узнай, кто тобой интересуется!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Анкета скрыта' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Анкета скрыта/ })).not.toBeInTheDocument();
    expect(adjustMenuData).toHaveBeenCalledWith({ visits: -1 });

    await userEvent.click(screen.getByRole('button', { name: 'Пропустить' }));
    expect(
      await screen.findByRole('dialog', { name: 'Пока эта функция заблокирована...' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Ответить симпатией' }));
    const dialog = await screen.findByRole('dialog', { name: 'Не упускай свой шанс познакомиться!' });
    expect(within(dialog).getByRole('link', { name: 'Получить Premium' })).toHaveAttribute(
      'href',
      '/premium',
    );
    expect(api.of('POST /api/like')).toHaveLength(0);
  });

  it('with Premium: names, clear photos and profile links; a like is sent and its button stays pressed', async () => {
    const user = makeUser({ premium: true, city: 'Москва' });
    const guest = makeCard({ name: 'Ирина', userId: 91, signed: true, city: 'Тверь' });
    const api = stubApi({
      'GET /api/visits': () => ({ visits: [visitItem(guest)] }),
      'POST /api/like': () => likeAnswer(user.id, guest.id),
    });
    renderWithSympathies(<VisitorsPage />, { user });

    expect(await screen.findByRole('link', { name: /^Ирина, \d+$/ })).toHaveAttribute('href', '/@u91');
    // A signed profile shows the viewer's own city.
    expect(screen.getByText('Москва')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ответить симпатией: Ирина' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ответить симпатией: Ирина' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(api.of('POST /api/like').map((call) => call.body)).toEqual([
      { love: true, liked: guest.id, place: 'visitors' },
    ]);
  });
});

describe('matches', () => {
  it('lists mutual sympathies with a way to write', async () => {
    const user = makeUser();
    const anna = makeCard({ name: 'Анна', userId: 12 });
    const match = makeMatch(anna, { new: [user.id] });
    stubApi({ 'GET /api/matches': () => ({ matches: [match] }) });
    const { adjustMenuData } = renderWithSympathies(<MatchesPage />, { user });

    expect(await screen.findByRole('link', { name: 'Написать: Анна' })).toHaveAttribute(
      'href',
      `/chat/${match.dialog}`,
    );
    expect(screen.getByText('Новое')).toBeInTheDocument();
    expect(adjustMenuData).toHaveBeenCalledWith({ matches: -1 });
  });
});
