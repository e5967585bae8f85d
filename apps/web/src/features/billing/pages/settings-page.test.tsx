import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import {
  makeSubscription,
  NO_SUBSCRIPTION,
  SUB_ID,
  stubSubscriptionApi,
} from '../test/subscription-fixtures.ts';
import { SettingsPage } from './settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const premiumMan = makeUser({ gender: 1, premium: true });

/** 'Твоя подписка' of the page (one tier). */
async function summary() {
  return within(await screen.findByRole('complementary', { name: 'Твоя подписка' }));
}

describe('subscription settings', () => {
  it('shows the page loader until the subscription is loaded', async () => {
    stubSubscriptionApi({ byType: { 1: makeSubscription() } });
    renderInShell(<SettingsPage scope="premium" />, { user: premiumMan });
    expect(screen.getByRole('heading', { level: 1, name: 'Настройки Premium' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем подписку…');
    await summary();
    expect(screen.queryByText('Загружаем подписку…')).not.toBeInTheDocument();
  });

  it('without a subscription: the spec’s text and the way to discover', async () => {
    const api = stubSubscriptionApi({ byType: { 1: NO_SUBSCRIPTION } });
    renderInShell(<SettingsPage scope="premium" />, { user: makeUser({ gender: 1 }) });
    expect(await screen.findByRole('heading', { name: 'У вас нет активных подписок' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в знакомства' })).toHaveAttribute('href', '/discover');
    expect(screen.queryByText('Управление картой')).not.toBeInTheDocument();
    expect(api.of('GET /api/subscription').map((call) => call.url.search)).toEqual(['?type=1']);
  });

  it('paid (0): card, tariff, green «Оплачена», the end date and the cancel link', async () => {
    stubSubscriptionApi({ byType: { 1: makeSubscription() } });
    renderInShell(<SettingsPage scope="premium" />, { user: premiumMan });
    const side = await summary();
    expect(side.getByText('Premium на 1 месяц')).toBeInTheDocument();
    const status = side.getByText('Оплачена');
    expect(status).toHaveClass('badge--success');
    expect(side.getByText('05.12.2026')).toBeInTheDocument();
    expect(side.getByRole('button', { name: 'Отменить подписку' })).not.toHaveClass(
      'subscription-panel__cancel--greyed',
    );
    expect(side.queryByRole('link', { name: 'Переоформить подписку' })).not.toBeInTheDocument();
    expect(side.queryByRole('button', { name: /Возобновить/ })).not.toBeInTheDocument();
    expect(side.queryByText(/Функции тарифа доступны/)).not.toBeInTheDocument();

    const cardSection = screen.getByRole('region', { name: 'Управление картой' });
    const card = within(cardSection).getByRole('img', {
      name: 'Карта MasterCard, номер 5555 55** **** 4477',
    });
    expect(card).toHaveTextContent('5555 55•• •••• 4477');
    expect(card.querySelector('[data-brand="MasterCard"]')).not.toBeNull();
  });

  it("names a trial 'Trial'", async () => {
    stubSubscriptionApi({
      byType: { 1: makeSubscription({ trial: true, tariff: { label: 'Premium — 7 пробных дней' } }) },
    });
    renderInShell(<SettingsPage scope="premium" />, { user: premiumMan });
    const side = await summary();
    expect(side.getByText('Trial')).toBeInTheDocument();
    expect(side.queryByText('Premium — 7 пробных дней')).not.toBeInTheDocument();
  });

  it.each([
    ['VISA', 'VISA'],
    ['МИР', 'МИР'],
    ['MasterCard', 'MasterCard'],
  ] as const)('draws the %s mark on the card', async (cardType, brand) => {
    stubSubscriptionApi({
      byType: { 2: makeSubscription({ cardType, tariff: { label: 'VIP на 1 месяц' } }) },
    });
    renderInShell(<SettingsPage scope="vip" />, { user: makeUser({ vip: true }) });
    const card = await screen.findByRole('img', { name: new RegExp(`^Карта ${brand},`) });
    expect(card.querySelectorAll('[data-brand]')).toHaveLength(1);
    expect(card.querySelector(`[data-brand="${brand}"]`)).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Настройки VIP' })).toBeInTheDocument();
  });

  it('cancelled (1) while the period lasts: «Отменена», the note with the date, and resume', async () => {
    const api = stubSubscriptionApi({
      byType: { 1: makeSubscription({ stopped: 1 }) },
      activate: makeSubscription({ stopped: 0 }),
    });
    renderInShell(<SettingsPage scope="premium" />, { user: premiumMan });
    const side = await summary();
    expect(side.getByText('Отменена')).toHaveClass('badge--neutral');
    expect(
      side.getByText('Функции тарифа доступны до окончания расчетного периода: 05.12.2026'),
    ).toBeInTheDocument();
    expect(side.queryByRole('button', { name: 'Отменить подписку' })).not.toBeInTheDocument();

    await userEvent.click(side.getByRole('button', { name: 'Возобновить подписку на Premium' }));
    // The answer replaces the state: paid again, cancel offered, the note gone.
    expect(await side.findByText('Оплачена')).toBeInTheDocument();
    expect(side.getByRole('button', { name: 'Отменить подписку' })).toBeInTheDocument();
    expect(side.queryByText(/Функции тарифа доступны/)).not.toBeInTheDocument();
    expect(api.of(`POST /api/subscription/activate/${SUB_ID}`)).toHaveLength(1);
    expect(
      await screen.findByText('Подписка возобновлена: автопродление снова включено.'),
    ).toBeInTheDocument();
  });

  it('resume shows a loader while the call runs', async () => {
    let release: (value: Response) => void = () => undefined;
    stubSubscriptionApi({ byType: { 2: makeSubscription({ stopped: 2 }) } });
    const fetchMock = vi.mocked(fetch);
    const list = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') return new Promise<Response>((resolve) => (release = resolve));
      return (list as typeof fetch)(input, init);
    });
    renderInShell(<SettingsPage scope="vip" />, { user: makeUser({ vip: true }) });
    const side = await summary();
    const resume = side.getByRole('button', { name: 'Возобновить подписку на VIP' });
    await userEvent.click(resume);
    expect(resume).toHaveAttribute('aria-busy', 'true');
    expect(resume).toBeDisabled();
    release(new Response(JSON.stringify(makeSubscription({ stopped: 0 })), { status: 200 }));
    await waitFor(() => expect(side.getByText('Оплачена')).toBeInTheDocument());
  });

  it('a failed resume goes through the common error handler and keeps the state', async () => {
    stubSubscriptionApi({
      byType: { 1: makeSubscription({ stopped: 1 }) },
      activate: {
        status: 409,
        body: { message: 'Оплаченный период закончился: оформи подписку заново.', code: 'conflict' },
      },
    });
    renderInShell(<SettingsPage scope="premium" />, { user: premiumMan });
    const side = await summary();
    await userEvent.click(side.getByRole('button', { name: 'Возобновить подписку на Premium' }));
    expect(
      await screen.findByText('Оплаченный период закончился: оформи подписку заново.'),
    ).toBeInTheDocument();
    expect(side.getByText('Отменена')).toBeInTheDocument();
  });

  it('cancelled after the period: no resume, the way to buy again instead', async () => {
    stubSubscriptionApi({ byType: { 1: makeSubscription({ stopped: 1, isActive: false }) } });
    renderInShell(<SettingsPage scope="premium" />, { user: makeUser({ gender: 1, premium: false }) });
    const side = await summary();
    expect(side.queryByRole('button', { name: /Возобновить/ })).not.toBeInTheDocument();
    expect(side.queryByText(/Функции тарифа доступны/)).not.toBeInTheDocument();
    expect(side.getByRole('link', { name: 'Переоформить подписку' })).toHaveAttribute('href', '/premium');
  });

  it('stopped (3): «Остановлена», the greyed cancel link and the way to buy again', async () => {
    stubSubscriptionApi({ byType: { 2: makeSubscription({ stopped: 3, isActive: false }) } });
    renderInShell(<SettingsPage scope="vip" />, { user: makeUser({ vip: false }) });
    const side = await summary();
    expect(side.getByText('Остановлена')).toBeInTheDocument();
    expect(side.getByRole('button', { name: 'Отменить подписку' })).toHaveClass(
      'subscription-panel__cancel--greyed',
    );
    expect(side.getByRole('link', { name: 'Переоформить подписку' })).toHaveAttribute('href', '/vip');
    // The tier is not held (restricted after failed charges): no promise of access.
    expect(side.queryByText(/Функции тарифа доступны/)).not.toBeInTheDocument();

    await userEvent.click(side.getByRole('button', { name: 'Отменить подписку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить подписку?' });
    expect(dialog).toHaveTextContent('Подписка VIP уже остановлена после неудачных попыток списания');
  });

  it('paid (0) but restricted after a failed renewal: cancelling says the retries end', async () => {
    stubSubscriptionApi({ byType: { 2: makeSubscription({ isActive: false }) } });
    renderInShell(<SettingsPage scope="vip" />, { user: makeUser({ vip: false }) });
    const side = await summary();
    await userEvent.click(side.getByRole('button', { name: 'Отменить подписку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить подписку?' });
    expect(dialog).toHaveTextContent('мы больше не будем пытаться списать оплату за VIP');
    expect(dialog).not.toHaveTextContent('останется с тобой');
  });

  it('cancel: the dialog says the tier lasts to the period end, then stop replaces the state', async () => {
    const api = stubSubscriptionApi({
      byType: { 1: makeSubscription() },
      stop: makeSubscription({ stopped: 1 }),
    });
    renderInShell(<SettingsPage scope="premium" />, { user: premiumMan });
    const side = await summary();
    await userEvent.click(side.getByRole('button', { name: 'Отменить подписку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить подписку?' });
    expect(dialog).toHaveTextContent(
      'Premium останется с тобой до конца оплаченного периода — до 05.12.2026',
    );
    expect(dialog).toHaveTextContent('Оплата за начавшийся период не возвращается.');

    // Keeping it sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Оставить подписку' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.of(`POST /api/subscription/stop/${SUB_ID}`)).toHaveLength(0);

    await userEvent.click(side.getByRole('button', { name: 'Отменить подписку' }));
    const again = await screen.findByRole('dialog', { name: 'Отменить подписку?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Отменить подписку' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.of(`POST /api/subscription/stop/${SUB_ID}`)).toHaveLength(1);
    expect(side.getByText('Отменена')).toBeInTheDocument();
    expect(
      side.getByText('Функции тарифа доступны до окончания расчетного периода: 05.12.2026'),
    ).toBeInTheDocument();
    expect(side.getByRole('button', { name: 'Возобновить подписку на Premium' })).toBeInTheDocument();
    expect(screen.getByText('Подписка отменена: новых списаний не будет.')).toBeInTheDocument();
  });

  it('a failed stop shows the server’s message and leaves the dialog open', async () => {
    stubSubscriptionApi({
      byType: { 1: makeSubscription() },
      stop: { status: 404, body: { message: 'Подписка не найдена', code: 'notFound' } },
    });
    renderInShell(<SettingsPage scope="premium" />, { user: premiumMan });
    const side = await summary();
    await userEvent.click(side.getByRole('button', { name: 'Отменить подписку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить подписку?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить подписку' }));
    expect(await screen.findByText('Подписка не найдена')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(side.getByText('Оплачена')).toBeInTheDocument();
  });

  it('/subscription shows both tiers of a man under their own headings', async () => {
    const api = stubSubscriptionApi({
      byType: {
        1: makeSubscription(),
        2: makeSubscription({ stopped: 1, cardType: 'VISA', tariff: { label: 'VIP на 1 месяц' } }),
      },
    });
    renderInShell(<SettingsPage scope="all" />, { user: makeUser({ gender: 1, premium: true, vip: true }) });
    const premium = await screen.findByRole('region', { name: 'Подписка Premium' });
    const vip = screen.getByRole('region', { name: 'Подписка VIP' });
    expect(screen.getByRole('heading', { level: 1, name: 'Подписки' })).toBeInTheDocument();
    expect(within(premium).getByText('Оплачена')).toBeInTheDocument();
    expect(within(vip).getByText('Отменена')).toBeInTheDocument();
    expect(within(vip).getByRole('button', { name: 'Возобновить подписку на VIP' })).toBeInTheDocument();
    expect(
      api
        .of('GET /api/subscription')
        .map((call) => call.url.search)
        .sort(),
    ).toEqual(['?type=1', '?type=2']);
  });

  it('/subscription: a woman is not shown Premium; with nothing held, one empty state', async () => {
    const api = stubSubscriptionApi({ byType: { 2: NO_SUBSCRIPTION } });
    renderInShell(<SettingsPage scope="all" />, { user: makeUser({ gender: 2, looking: 1 }) });
    expect(await screen.findAllByRole('heading', { name: 'У вас нет активных подписок' })).toHaveLength(1);
    expect(api.of('GET /api/subscription').map((call) => call.url.search)).toEqual(['?type=2']);
  });

  it('a failed load goes through the common error handler and offers a retry', async () => {
    stubSubscriptionApi({ byType: { 1: { status: 500, body: { message: 'Что-то пошло не так!' } } } });
    renderInShell(<SettingsPage scope="premium" />, { user: premiumMan });
    expect(await screen.findByText('Что-то пошло не так!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Не получилось загрузить подписку' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
