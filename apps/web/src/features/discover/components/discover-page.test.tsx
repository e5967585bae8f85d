import { GENDER, GENDERED_TEXT, LIKE_RESULT, type LikeResponse, type UserCard } from '@iskra/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { findPopup } from '../../../test/lazy.ts';
import { likeAnswer, makeCard, makeMatch } from '../../sympathies/test/fixtures.ts';
import { renderWithSympathies, stubApi } from '../../sympathies/test/harness.tsx';
import { DiscoverPage } from './discover-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = makeUser({ city: 'Москва' });

/** Far ahead: the countdown of the spent state never reaches it during a test. */
const RESET_AT = new Date(Date.now() + 5 * 60 * 60 * 1000 + 12 * 60 * 1000 - 1000).toISOString();

function topCardName(): string | null {
  const top = document.querySelector('.discover__slot--top h2');
  return top?.textContent ?? null;
}

function deck() {
  const anna = makeCard({ name: 'Анна', description: 'Люблю горы и кофе' });
  const olga = makeCard({ name: 'Ольга', signed: true, city: 'Тверь' });
  const vera = makeCard({ name: 'Вера' });
  return { anna, olga, vera, users: [anna, olga, vera] };
}

/** The cards on screen (Анна on top), each like answered by `answerLike`; the API record. */
async function showDeck(users: UserCard[], answerLike: () => unknown) {
  const api = stubApi({
    'GET /api/matches/discover': () => ({ freeLikes: true, ratingsResetAt: RESET_AT, users }),
    'POST /api/like': answerLike,
  });
  renderWithSympathies(<DiscoverPage />, { user });
  await screen.findByRole('heading', { name: /^Анна/ });
  return api;
}

/** The answer to a like the server did not record. */
function refused(like: typeof LIKE_RESULT.likedUser | typeof LIKE_RESULT.freeLimitExceeded): LikeResponse {
  return { like, match: null, dialog: null, deletedMatch: null };
}

describe('discover', () => {
  it('shows the first candidate on top with the second one under it', async () => {
    const { users } = deck();
    stubApi({ 'GET /api/matches/discover': () => ({ freeLikes: true, ratingsResetAt: RESET_AT, users }) });
    renderWithSympathies(<DiscoverPage />, { user });

    expect(await screen.findByRole('heading', { level: 2, name: /^Анна, \d+$/ })).toBeInTheDocument();
    expect(document.querySelectorAll('.discover__slot')).toHaveLength(2);
    expect(document.querySelector('.discover__slot--under')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Люблю горы и кофе')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть анкету: Анна' })).toHaveAttribute(
      'href',
      `/@u${users[0]?.userId}`,
    );
    // No rating yet: no undo.
    expect(screen.queryByRole('button', { name: 'Вернуть предыдущую анкету' })).not.toBeInTheDocument();
  });

  it('a like sends the rating, removes the card and offers undo, which puts it back', async () => {
    const { anna, users } = deck();
    const api = await showDeck(users, () => likeAnswer(user.id, anna.id));

    await userEvent.click(screen.getByRole('button', { name: 'Нравится' }));
    await waitFor(() => expect(topCardName()).toMatch(/^Ольга/));
    expect(api.of('POST /api/like').map((call) => call.body)).toEqual([
      { love: true, liked: anna.id, place: 'discover' },
    ]);
    // Ольга is `signed`: her card shows the viewer's city.
    expect(
      within(document.querySelector('.discover__slot--top') as HTMLElement).getByText('Москва'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Вернуть предыдущую анкету' }));
    expect(topCardName()).toMatch(/^Анна/);
    expect(screen.queryByRole('button', { name: 'Вернуть предыдущую анкету' })).not.toBeInTheDocument();
    // A free user's rating stays: the screen says so.
    expect(await screen.findByText(/изменить её можно только с Premium/)).toBeInTheDocument();
  });

  it('the arrow keys skip and like', async () => {
    const { anna, olga, users } = deck();
    const api = await showDeck(users, () => likeAnswer(user.id, anna.id, false));

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(topCardName()).toMatch(/^Ольга/));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(topCardName()).toMatch(/^Вера/));
    expect(api.of('POST /api/like').map((call) => call.body)).toEqual([
      { love: false, liked: anna.id, place: 'discover' },
      { love: true, liked: olga.id, place: 'discover' },
    ]);
  });

  it('a drag commits only from 170 px; shorter drags spring back', async () => {
    const { anna, users } = deck();
    const api = await showDeck(users, () => likeAnswer(user.id, anna.id));
    const card = document.querySelector('.discover__slot--top .swipe-card') as HTMLElement;

    function drag(dx: number) {
      fireEvent.pointerDown(card, {
        pointerId: 1,
        clientX: 100,
        clientY: 300,
        button: 0,
        pointerType: 'touch',
      });
      fireEvent.pointerMove(card, { pointerId: 1, clientX: 100 + dx, clientY: 305, pointerType: 'touch' });
      fireEvent.pointerUp(card, { pointerId: 1, clientX: 100 + dx, clientY: 305, pointerType: 'touch' });
    }

    drag(29);
    drag(-169);
    drag(169);
    expect(topCardName()).toMatch(/^Анна/);
    expect(api.of('POST /api/like')).toHaveLength(0);

    drag(-170);
    await waitFor(() => expect(topCardName()).toMatch(/^Ольга/));
    expect(api.of('POST /api/like').map((call) => call.body)).toEqual([
      { love: false, liked: anna.id, place: 'discover' },
    ]);
  });

  it('a mutual like opens the mutual-sympathy popup with a way to write', async () => {
    const { anna, users } = deck();
    const match = makeMatch(anna);
    await showDeck(users, () => ({ ...likeAnswer(user.id, anna.id), match }));

    await userEvent.click(screen.getByRole('button', { name: 'Нравится' }));
    const popup = await findPopup('Взаимная симпатия!');
    expect(within(popup).getByRole('link', { name: 'Написать' })).toHaveAttribute(
      'href',
      `/chat/${match.dialog}`,
    );
  });

  it('an already rated person opens the already-rated popup', async () => {
    await showDeck(deck().users, () => refused(LIKE_RESULT.likedUser));

    await userEvent.click(screen.getByRole('button', { name: 'Нравится' }));
    const popup = await findPopup();
    expect(popup).toHaveTextContent(GENDERED_TEXT.alreadyRated[GENDER.MAN]);
  });

  it('the free limit opens its popup, then the deck gives way to "that is all for today" with nothing to rate', async () => {
    const api = await showDeck(deck().users, () => refused(LIKE_RESULT.freeLimitExceeded));

    await userEvent.click(screen.getByRole('button', { name: 'Нравится' }));
    const popup = await findPopup('На сегодня это всё');
    expect(within(popup).getByRole('link', { name: 'Получить Premium' })).toHaveAttribute('href', '/premium');
    await userEvent.click(within(popup).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(
      await screen.findByRole('heading', { name: 'На сегодня всё — новые анкеты завтра' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Новые — через 5\sч 12\sмин, в полночь по Москве/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Получить Premium' })).toHaveAttribute('href', '/premium');
    // No cards to drag, and the buttons do nothing.
    expect(document.querySelector('.swipe-card')).toBeNull();
    expect(screen.getByRole('button', { name: 'Нравится' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Пропустить' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    expect(api.of('POST /api/like')).toHaveLength(1);
  });

  it('opens on "that is all for today" when the ratings were spent before', async () => {
    stubApi({
      'GET /api/matches/discover': () => ({
        freeLikes: false,
        ratingsResetAt: RESET_AT,
        users: deck().users,
      }),
    });
    renderWithSympathies(<DiscoverPage />, { user });
    expect(
      await screen.findByRole('heading', { name: 'На сегодня всё — новые анкеты завтра' }),
    ).toBeInTheDocument();
    expect(topCardName()).toBeNull();
  });

  it('offers no Premium in the spent state to someone who cannot buy it', async () => {
    stubApi({
      'GET /api/matches/discover': () => ({ freeLikes: false, ratingsResetAt: RESET_AT, users: [] }),
    });
    renderWithSympathies(<DiscoverPage />, { user: makeUser({ premium: true }) });
    expect(
      await screen.findByRole('heading', { name: 'На сегодня всё — новые анкеты завтра' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Получить Premium' })).not.toBeInTheDocument();
  });

  it('an emptied deck asks for more only after its last rating is recorded', async () => {
    const { anna } = deck();
    let answerLike: () => void = () => undefined;
    const api = stubApi({
      'GET /api/matches/discover': () => ({
        freeLikes: true,
        ratingsResetAt: RESET_AT,
        users: api.of('GET /api/matches/discover').length > 1 ? [] : [anna],
      }),
      'POST /api/like': () =>
        new Promise((resolve) => {
          answerLike = () => resolve(likeAnswer(user.id, anna.id));
        }),
    });
    renderWithSympathies(<DiscoverPage />, { user });
    await screen.findByRole('heading', { name: /^Анна/ });

    await userEvent.click(screen.getByRole('button', { name: 'Нравится' }));
    await waitFor(() => expect(topCardName()).toBeNull());
    // The card has left, the like has no answer yet: a page asked for now could deal Анна again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.of('GET /api/matches/discover')).toHaveLength(1);
    answerLike();
    await waitFor(() => expect(api.of('GET /api/matches/discover')).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'Анкеты закончились' })).toBeInTheDocument();
  });

  it('shows the empty card when nobody is left, and asks again on request', async () => {
    const api = stubApi({
      'GET /api/matches/discover': () => ({ freeLikes: true, ratingsResetAt: RESET_AT, users: [] }),
    });
    renderWithSympathies(<DiscoverPage />, { user });
    expect(await screen.findByRole('heading', { name: 'Анкеты закончились' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Нравится' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.of('GET /api/matches/discover')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Проверить снова' }));
    await waitFor(() => expect(api.of('GET /api/matches/discover')).toHaveLength(2));
  });
});
