import {
  ageOf,
  EMPTY_INFO,
  ERROR_TEXT,
  GENDER,
  GENDERED_TEXT,
  type Image,
  type LikeResponse,
  type ProfilePageResponse,
  SERVER_MESSAGE,
  type UserCard,
} from '@iskra/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse, makeUser } from '../../../test/fixtures.ts';
import { findPopup } from '../../../test/lazy.ts';
import { renderInShell } from '../../../test/render.tsx';
import { SympathiesProvider } from '../../sympathies/model/sympathies-provider.tsx';
import { ProfilePage } from './profile-page.tsx';

const MARINA_ID = '7d1e2f30-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const DIALOG_ID = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
const MATCH_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function image(n: number, profile = false): Image {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    uri: `/media/p${n}.jpg`,
    thumbnailUri: `/media/t${n}.jpg`,
    profile,
  };
}

function makeCard(overrides: Partial<UserCard> = {}): UserCard {
  return {
    id: MARINA_ID,
    userId: 2077,
    name: 'Марина',
    birthday: '1995-08-01',
    city: 'Тверь',
    country: 'Россия',
    signed: false,
    images: [image(1, true), image(2), image(3)],
    interests: [5, 8],
    goal: 2,
    gender: 2,
    looking: 1,
    lookingAgeFrom: 27,
    lookingAgeTo: 38,
    description: '',
    info: { ...EMPTY_INFO, height: 168 },
    vip: true,
    online: false,
    ...overrides,
  };
}

function likeAnswer(love: boolean, overrides: Partial<LikeResponse> = {}): LikeResponse {
  return {
    like: {
      id: '11111111-2222-4333-8444-555555555555',
      user: makeUser().id,
      liked: MARINA_ID,
      love,
      createdAt: '2025-03-01T10:00:00.000Z',
    },
    match: null,
    dialog: null,
    deletedMatch: null,
    ...overrides,
  };
}

function setup({
  page = { user: makeCard(), rating: null, dialog: null },
  like = (love: boolean) => jsonResponse(likeAnswer(love)),
  pageAnswer,
  user = makeUser(),
}: {
  page?: ProfilePageResponse;
  like?: (love: boolean) => Response;
  pageAnswer?: () => Response;
  user?: ReturnType<typeof makeUser>;
} = {}) {
  const likes: unknown[] = [];
  const fetchMock = vi.fn(
    fetchStub({
      'GET /api/user/page/2077': pageAnswer ?? (() => jsonResponse(page)),
      'POST /api/like': (init) => {
        const body = JSON.parse(String(init?.body)) as { love: boolean };
        likes.push(body);
        return like(body.love);
      },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const view = renderInShell(
    <SympathiesProvider>
      <ProfilePage userId={2077} />
    </SympathiesProvider>,
    { user, path: '/@u2077' },
  );
  return { ...view, actor: userEvent.setup(), likes, fetchMock };
}

const notices = () => within(screen.getByRole('region', { name: 'Уведомления' }));

afterEach(() => vi.unstubAllGlobals());

describe('another person’s profile', () => {
  it('shows a skeleton, then the person: name, age, city, VIP, criteria, greeting, info, interests', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем анкету');
    const heading = await screen.findByRole('heading', { level: 1, name: /Марина/ });
    expect(heading).toHaveTextContent(`Марина, ${ageOf('1995-08-01')}`);
    expect(screen.getByText('VIP-анкета')).toBeInTheDocument();
    expect(screen.getByText('Тверь')).toBeInTheDocument();
    expect(screen.getByText('Лев')).toBeInTheDocument();
    expect(screen.getByText('Не в сети')).toBeInTheDocument();
    const criteria = screen.getByRole('region', { name: 'Кого ищет' });
    expect(criteria).toHaveTextContent('ИщетМужчину');
    expect(criteria).toHaveTextContent('от 27 до 38 лет');
    expect(criteria).toHaveTextContent('Романтика');
    expect(screen.getByRole('region', { name: 'О себе' })).toHaveTextContent(
      'Привет! Меня зовут Марина, я из города Тверь. Давай познакомимся!',
    );
    const info = screen.getByRole('region', { name: 'Личная информация' });
    expect(info).toHaveTextContent('Рост168');
    expect(info).not.toHaveTextContent('Не указано');
    expect(screen.getByRole('region', { name: 'Интересы' })).toHaveTextContent('ПутешествияКино');
    // Editing is for the own profile only.
    expect(screen.queryByRole('button', { name: /^Изменить/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Профиль Марины — Искра'));
  });

  it('shows the viewer’s city for a signed profile', async () => {
    setup({ page: { user: makeCard({ signed: true }), rating: null, dialog: null } });
    await screen.findByRole('heading', { level: 1, name: /Марина/ });
    expect(screen.getByText('Москва')).toBeInTheDocument();
    expect(screen.queryByText('Тверь')).not.toBeInTheDocument();
  });

  it('likes: sends the like from the profile and disables the like button', async () => {
    const { actor, likes } = setup();
    const like = await screen.findByRole('button', { name: 'Нравится' });
    const dislike = screen.getByRole('button', { name: 'Не нравится' });
    expect(like).toBeEnabled();
    await actor.click(like);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Нравится' })).toBeDisabled());
    expect(likes).toEqual([{ love: true, liked: MARINA_ID, place: 'profile' }]);
    expect(screen.getByText('Симпатия отправлена')).toBeInTheDocument();
    expect(dislike).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('dislikes: disables the dislike button only', async () => {
    const { actor, likes } = setup();
    await actor.click(await screen.findByRole('button', { name: 'Не нравится' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Не нравится' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Нравится' })).toBeEnabled();
    expect(likes).toEqual([{ love: false, liked: MARINA_ID, place: 'profile' }]);
  });

  it('starts with the buttons as the earlier rating left them', async () => {
    setup({ page: { user: makeCard(), rating: true, dialog: null } });
    expect(await screen.findByRole('button', { name: 'Нравится' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Не нравится' })).toBeEnabled();
  });

  it('a match opens the mutual sympathy popup that leads to the new dialog', async () => {
    const answer = likeAnswer(true, {
      match: {
        id: MATCH_ID,
        user: makeCard(),
        new: [makeUser().id],
        dialog: DIALOG_ID,
        createdAt: '2025-03-01T10:00:00.000Z',
      },
    });
    const { actor, router } = setup({ like: () => jsonResponse(answer) });
    await actor.click(await screen.findByRole('button', { name: 'Нравится' }));
    const popup = await findPopup('Взаимная симпатия!');
    expect(popup).toHaveTextContent('Ты понравился Марине, а она — тебе. Не упускай момент — напиши первым!');
    const write = within(popup).getByRole('link', { name: 'Написать' });
    expect(write).toHaveAttribute('href', `/chat/${DIALOG_ID}`);
    // The message button of the page now leads to the dialog as well.
    const header = screen.getByRole('region', { name: /^Марина/, hidden: true });
    expect(within(header).getByRole('link', { name: 'Написать', hidden: true })).toHaveAttribute(
      'href',
      `/chat/${DIALOG_ID}`,
    );
    await actor.click(write);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${DIALOG_ID}`));
  });

  it("'free limit exceeded' opens 'that is all for today' with Premium, and the button stays usable", async () => {
    const { actor } = setup({ like: () => jsonResponse(likeAnswer(true, { like: 'free limit exceeded' })) });
    await actor.click(await screen.findByRole('button', { name: 'Нравится' }));
    const popup = await findPopup('На сегодня это всё');
    expect(within(popup).getByRole('link', { name: 'Получить Premium' })).toHaveAttribute('href', '/premium');
    await actor.click(within(popup).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Нравится' })).toBeEnabled();
  });

  it("'liked user' opens the already-rated popup that says a change needs Premium", async () => {
    const { actor } = setup({
      page: { user: makeCard(), rating: true, dialog: null },
      like: () => jsonResponse(likeAnswer(false, { like: 'liked user' })),
    });
    await actor.click(await screen.findByRole('button', { name: 'Не нравится' }));
    const popup = await findPopup('Оценка уже стоит');
    expect(popup).toHaveTextContent(GENDERED_TEXT.alreadyRated[GENDER.MAN]);
    expect(popup).toHaveTextContent('Изменить свою оценку можно с Premium.');
    expect(within(popup).getByRole('link', { name: 'Получить Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.getByRole('button', { name: 'Не нравится', hidden: true })).toBeEnabled();
  });

  it('offers no Premium to those who cannot buy it', async () => {
    const { actor } = setup({
      user: makeUser({ gender: 2, looking: 1 }),
      like: () => jsonResponse(likeAnswer(true, { like: 'free limit exceeded' })),
    });
    await actor.click(await screen.findByRole('button', { name: 'Нравится' }));
    const popup = await findPopup('На сегодня это всё');
    expect(within(popup).queryByRole('link', { name: 'Получить Premium' })).not.toBeInTheDocument();
  });

  it('"Написать" without a dialog explains mutual sympathy and offers Premium; with one it opens the chat', async () => {
    const { actor } = setup();
    await actor.click(await screen.findByRole('button', { name: 'Написать' }));
    const popup = await screen.findByRole('dialog', { name: 'Сначала — взаимная симпатия' });
    expect(popup).toHaveTextContent('С Premium можно писать кому угодно');
    expect(within(popup).getByRole('link', { name: 'Получить Premium' })).toHaveAttribute('href', '/premium');
  });

  it('"Написать" of a Premium viewer without a dialog opens the fast message to the person', async () => {
    const { actor } = setup({ user: makeUser({ premium: true }) });
    await actor.click(await screen.findByRole('button', { name: 'Написать' }));
    const popup = await screen.findByRole('dialog', { name: 'Быстрое сообщение' });
    expect(within(popup).getByText('Кому: Марина')).toBeInTheDocument();
    expect(within(popup).getByRole('textbox', { name: 'Сообщение' })).toBeInTheDocument();
  });

  it('"Написать" leads to the dialog when there is one', async () => {
    setup({ page: { user: makeCard(), rating: true, dialog: DIALOG_ID } });
    expect(await screen.findByRole('link', { name: 'Написать' })).toHaveAttribute(
      'href',
      `/chat/${DIALOG_ID}`,
    );
  });

  it('a 404 says "user not found" and goes to /404, keeping where it came from', async () => {
    const { router } = setup({ pageAnswer: () => jsonResponse({ message: 'Пользователь не найден' }, 404) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(router.state.location.state).toEqual({ from: '/@u2077' });
    expect(await notices().findByText(ERROR_TEXT.userNotFound)).toBeInTheDocument();
  });

  it('too many profiles opened: the server says so and the page stays with a retry, not a 404', async () => {
    setup({
      pageAnswer: () => jsonResponse({ message: SERVER_MESSAGE.tooManyRequests, code: 'rateLimited' }, 429),
    });
    expect(await notices().findByText(SERVER_MESSAGE.tooManyRequests)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.queryByText(ERROR_TEXT.userNotFound)).not.toBeInTheDocument();
  });

  it('no answer at all stays on the page with a retry', async () => {
    let calls = 0;
    const { actor, router } = setup({
      pageAnswer: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return jsonResponse({ user: makeCard(), rating: null, dialog: null });
      },
    });
    expect(await notices().findByText(ERROR_TEXT.connection)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/@u2077');
    await actor.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Марина/ })).toBeInTheDocument();
  });
});

describe('own profile', () => {
  it('shows the own profile for the own number without loading anything', async () => {
    const user = makeUser({
      userId: 2077,
      vip: false,
      nameConfirmed: 0,
      description: 'Люблю горы',
      descriptionConfirmed: -1,
      interests: [8],
    });
    const { fetchMock } = setup({ user });
    expect(screen.getByRole('heading', { level: 1, name: /Алексей/ })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Изменить настройки профиля' })).toBeInTheDocument();
    expect(screen.getByText('на проверке')).toBeInTheDocument();
    expect(
      screen.getByText('Текст «О себе» не прошёл проверку. Пожалуйста, измени его.'),
    ).toBeInTheDocument();
    for (const name of ['О себе', 'Местоположение', 'Личная информация', 'Интересы']) {
      expect(
        within(screen.getByRole('region', { name })).getByRole('button', { name: /^Изменить/ }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Местоположение' })).toHaveTextContent('Москва, Россия');
    // Premium and VIP tiles for a man without either; popularity low without VIP.
    expect(screen.getByRole('link', { name: 'Получить Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.getByRole('link', { name: 'Получить VIP' })).toHaveAttribute('href', '/vip');
    expect(screen.getByText('Популярность').parentElement).toHaveTextContent('Низкая 25');
    expect(screen.getByText('Заполненность анкеты').parentElement).toHaveTextContent(
      'Недостаточно заполнен:(',
    );
  });

  it('hides owned tiers, and Premium from women', () => {
    setup({ user: makeUser({ userId: 2077, vip: true }) });
    expect(screen.queryByRole('link', { name: 'Получить VIP' })).not.toBeInTheDocument();
    expect(screen.getByText('Популярность').parentElement).toHaveTextContent('Высокая 100');
    expect(screen.getByText('VIP-анкета')).toBeInTheDocument();
  });

  it('offers only VIP to a woman', () => {
    setup({ user: makeUser({ userId: 2077, gender: 2, looking: 1 }) });
    expect(screen.queryByRole('link', { name: 'Получить Premium' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Получить VIP' })).toBeInTheDocument();
  });
});
