import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { COOKIES } from '../packages/contract/src/constants.ts';
import type { AuthResponse } from '../packages/contract/src/entities.ts';
import { ERROR_TEXT, PROFILE_TEXT, SUCCESS_TEXT } from '../packages/contract/src/messages.ts';
import { type ApiRegistration, registerViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { acceptCookies } from './support/cookies.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { portraitPng } from './support/portrait.ts';
import { saveScreenshot } from './support/screenshots.ts';

// Issue 4, profiles: editing the own interests (a sixth is refused, the choice survives a
// reload) and personal info, and opening another person's profile to like it, up to the
// mutual sympathy popup.

const PASSWORD = 'Anketa-2031-e2e';

interface Account {
  token: string;
  id: string;
  userId: number;
}

/** Signs up through the API and reads the new account's ids (the profile number among them). */
async function signUp(
  request: APIRequestContext,
  testInfo: TestInfo,
  prefix: string,
  options: Omit<ApiRegistration, 'email' | 'password'> = {},
): Promise<Account> {
  const { token } = await registerViaApi(request, {
    email: uniqueEmail(prefix, testInfo),
    password: PASSWORD,
    ...options,
  });
  const refresh = await request.get('/api/user/refresh', { headers: { authorization: `Bearer ${token}` } });
  expect(refresh.status(), await refresh.text()).toBe(200);
  const auth = (await refresh.json()) as AuthResponse;
  return { token: auth.accessToken, id: auth.user.id, userId: auth.user.userId };
}

/** The browser is signed in as `account` from its first page on, as after a login. */
async function signInBrowser(page: Page, account: Account): Promise<void> {
  await page.context().addInitScript((token) => localStorage.setItem('token', token), account.token);
}

async function uploadPhoto(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/image/upload', {
    headers: { authorization: `Bearer ${account.token}` },
    multipart: { image: { name: 'portrait.png', mimeType: 'image/png', buffer: portraitPng() } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function checkScreen(page: Page, testInfo: TestInfo, name: string, include?: string) {
  await expectNoSeriousA11yViolations(page, testInfo, name, include === undefined ? {} : { include });
  await expectNoHorizontalScroll(page, name);
  await saveScreenshot(page, testInfo, name);
}

test.beforeEach(async ({ context, baseURL }) => {
  // Start-up popups that these journeys are not about: the photo promo is done, and the e-mail
  // and avatar reminders are on a later turn of their cycles for the page loads of a journey.
  await acceptCookies(context, baseURL, {
    [COOKIES.photoPromo.name]: '1',
    [COOKIES.emailConfirmPopup.name]: '1',
    [COOKIES.remindAvatar.name]: '1',
  });
});

test('edit the own interests: a sixth is refused, the choice survives a reload', async ({
  page,
  request,
}, testInfo) => {
  const me = await signUp(request, testInfo, 'e2e-interests', { name: 'Алексей', gender: 1, looking: 2 });
  await signInBrowser(page, me);
  await page.goto(`@u${me.userId}`);

  await expect(page.getByRole('heading', { level: 1, name: /Алексей/ })).toBeVisible();
  await expect(page).toHaveTitle('Профиль Алексея — Искра');
  await expect(page.getByRole('region', { name: 'Мои фото' }).getByText('Загружено 0 из 6')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Получить Premium' }).last()).toHaveAttribute(
    'href',
    '/app/premium',
  );
  await checkScreen(page, testInfo, 'own profile');

  const interests = page.getByRole('region', { name: 'Интересы' });
  await expect(interests).toContainText('Интересы пока не выбраны');
  await interests.getByRole('button', { name: 'Изменить интересы' }).click();
  for (const label of ['Путешествия', 'Кино', 'Музыка', 'Спорт', 'Кофе']) {
    await interests.getByRole('button', { name: label, exact: true }).click();
  }
  await expect(interests).toContainText('Выбрано 5 из 5');
  const sixth = interests.getByRole('button', { name: 'Танцы' });
  await sixth.click();
  await expect(interests.getByRole('alert')).toHaveText(ERROR_TEXT.interestsLimit);
  await expect(sixth).toHaveAttribute('aria-pressed', 'false');
  // The chips start below the sticky header (which would otherwise cover the first row).
  await interests.evaluate((section) => {
    section.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -96);
  });
  await checkScreen(page, testInfo, 'own interests editing', '.profile-section-wrap');

  await interests.getByRole('button', { name: 'Сохранить' }).click();
  const pencil = interests.getByRole('button', { name: 'Изменить интересы' });
  await expect(pencil).toBeVisible();
  await expect(interests.getByRole('listitem')).toHaveText([
    'Путешествия',
    'Кино',
    'Музыка',
    'Спорт',
    'Кофе',
  ]);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Интересы' }).getByRole('listitem')).toHaveText([
    'Путешествия',
    'Кино',
    'Музыка',
    'Спорт',
    'Кофе',
  ]);
});

test('edit the own personal info in its popup', async ({ page, request }, testInfo) => {
  const me = await signUp(request, testInfo, 'e2e-info', { name: 'Марина' });
  await signInBrowser(page, me);
  await page.goto(`@u${me.userId}`);

  const info = page.getByRole('region', { name: 'Личная информация' });
  await expect(info).toContainText('Не указано');
  await info.getByRole('button', { name: 'Изменить личную информацию' }).click();
  const popup = page.getByRole('dialog', { name: 'Личная информация' });
  await expect(popup).toBeVisible();

  await popup.getByLabel('Отношения').selectOption({ label: 'Свободна' });
  await popup.getByLabel('Курение').selectOption({ label: 'Не курю' });
  await popup.getByLabel('Рост, см').fill('260');
  await popup.getByRole('button', { name: 'Сохранить' }).click();
  await expect(popup.getByText(PROFILE_TEXT.heightInvalid)).toBeVisible();
  await checkScreen(page, testInfo, 'info edit popup', '.modal');

  await popup.getByLabel('Рост, см').fill('168');
  await popup.getByRole('button', { name: 'Сохранить' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByText(SUCCESS_TEXT.dataUpdated)).toBeVisible();
  await expect(info).toContainText('ОтношенияСвободна');
  await expect(info).toContainText('Рост168');
  await expect(info).toContainText('КурениеНе курю');

  await page.reload();
  const saved = page.getByRole('region', { name: 'Личная информация' });
  await expect(saved).toContainText('Рост168');
  await expect(saved).toContainText('КурениеНе курю');
  await checkScreen(page, testInfo, 'own profile with info');
});

test('open another person’s profile and like it: a mutual sympathy leads to the chat', async ({
  page,
  request,
}, testInfo) => {
  const me = await signUp(request, testInfo, 'e2e-like-me', { name: 'Алексей', gender: 1, looking: 2 });
  const marina = await signUp(request, testInfo, 'e2e-like-her', { name: 'Марина', gender: 2, looking: 1 });
  await uploadPhoto(request, marina);
  await uploadPhoto(request, marina);
  // She liked him already, so his like makes it mutual.
  const herLike = await request.post('/api/like', {
    headers: { authorization: `Bearer ${marina.token}` },
    data: { love: true, liked: me.id, place: 'profile' },
  });
  expect(herLike.status(), await herLike.text()).toBe(200);

  await signInBrowser(page, me);
  await page.goto(`@u${marina.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Марина/ })).toBeVisible();
  await expect(page).toHaveTitle('Профиль Марины — Искра');
  await expect(page.getByRole('region', { name: 'Кого ищет' })).toContainText('Мужчину');
  await expect(page.getByRole('button', { name: /^Изменить/ })).toHaveCount(0);
  const gallery = page.getByRole('region', { name: 'Фото: Марина' });
  await expect(gallery.getByText('Фото 1 из 2')).toBeVisible();
  await gallery.getByRole('button', { name: 'Предыдущее фото' }).click();
  await expect(gallery.getByText('Фото 2 из 2')).toBeVisible();
  await checkScreen(page, testInfo, 'other profile');

  // Without a dialog, "Написать" explains that writing opens with a mutual sympathy.
  await page.getByRole('button', { name: 'Написать' }).click();
  const gate = page.getByRole('dialog', { name: 'Сначала — взаимная симпатия' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'Понятно' }).click();
  await expect(gate).toBeHidden();

  const like = page.getByRole('button', { name: 'Нравится', exact: true });
  await like.click();
  const match = page.getByRole('dialog', { name: 'Взаимная симпатия!' });
  await expect(match).toBeVisible();
  const write = match.getByRole('link', { name: 'Написать' });
  await expect(write).toHaveAttribute('href', /\/app\/chat\/[0-9a-f-]{36}$/);
  const chatHref = await write.getAttribute('href');
  await checkScreen(page, testInfo, 'mutual sympathy popup', '.modal');
  await match.getByRole('button', { name: 'Позже' }).click();
  await expect(match).toBeHidden();

  await expect(like).toBeDisabled();
  await expect(page.getByText('Симпатия отправлена')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Не нравится' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Написать' })).toHaveAttribute('href', chatHref ?? '');

  // The rating stays after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Нравится', exact: true })).toBeDisabled();
});

test('a profile number nobody has leads to the 404 page', async ({ page, request }, testInfo) => {
  const me = await signUp(request, testInfo, 'e2e-profile-404');
  await signInBrowser(page, me);
  await page.goto('@u999999999');
  await expect(page).toHaveURL(/\/app\/404$/);
  await expect(page.getByText(ERROR_TEXT.userNotFound)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: ERROR_TEXT.pageNotFound })).toBeVisible();
});
