import { BILLING_TEXT, ERROR_TEXT, STORAGE_KEYS } from '@iskra/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import {
  purchaseRoutes,
  renderPurchase,
  SAVED_CARD,
  started,
  stubBillingApi,
  subscription,
} from '../test/purchase-harness.tsx';
import { PremiumPage } from './premium-page.tsx';

const man = makeUser();
const BASE = purchaseRoutes();

/** A pattern over an accessible name: prices carry a non-breaking space before the sign. */
function named(pattern: RegExp): RegExp {
  return new RegExp(pattern.source.replaceAll(' ₽', '\u00a0₽'));
}

function radio(name: RegExp) {
  return screen.getByRole('radio', { name: named(name) });
}

async function tickBoth(scope: HTMLElement = document.body) {
  const boxes = within(scope).getAllByRole('checkbox');
  for (const box of boxes) await userEvent.click(box);
}

describe('/premium rates', () => {
  it('without a saved card: the trial, the sale prices with the crossed-out full price, rate8 selected', async () => {
    const api = stubBillingApi(BASE);
    renderPurchase(<PremiumPage />, { user: man });

    expect(await screen.findByRole('radio', { name: /^7 дней/ })).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'GET /api/subscription')?.url.search).toBe('?type=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Premium' })).toBeInTheDocument();
    expect(radio(/^7 дней.*29 ₽.*затем 2499 ₽ на месяц/)).not.toBeChecked();
    expect(radio(/^1 месяц.*899 ₽.*вместо 2499 ₽.*скидка 64%/)).toBeChecked();
    expect(radio(/^6 месяцев.*3499 ₽.*вместо 9999 ₽.*скидка 63%/)).not.toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText('2499 ₽', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
    expect(screen.getByText(/^Подписка автоматически продлевается на месяц за 2499 ₽\./)).toBeInTheDocument();

    await userEvent.click(radio(/^6 месяцев/));
    expect(
      screen.getByText(/^Подписка автоматически продлевается на 6 месяцев за 9999 ₽\./),
    ).toBeInTheDocument();
    await userEvent.click(radio(/^7 дней/));
    expect(
      screen.getByText(
        /^Пробный период — 7 дней за 29 ₽, затем подписка автоматически продлевается на месяц за 2499 ₽\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Что даёт Premium' })).toBeInTheDocument();
    expect(screen.getByText('Смотри, кто заходил в твою анкету')).toBeInTheDocument();
  });

  it('with a saved card: regular prices, no discount, no trial, no visit counted', async () => {
    stubBillingApi({ ...BASE, 'GET /api/subscription': () => SAVED_CARD });
    renderPurchase(<PremiumPage />, { user: man });

    expect(await screen.findByRole('radio', { name: named(/^1 месяц.*2499 ₽/) })).toBeChecked();
    expect(radio(/^6 месяцев.*9999 ₽/)).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText(/скидка/)).not.toBeInTheDocument();
    expect(screen.queryByText('899 ₽')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.premiumVisits)).toBeNull();
  });

  it('shows a loader until the subscription info arrives', async () => {
    let answer: (value: unknown) => void = () => undefined;
    stubBillingApi({ ...BASE, 'GET /api/subscription': () => new Promise((resolve) => (answer = resolve)) });
    renderPurchase(<PremiumPage />, { user: man });
    expect(await screen.findByText('Загружаем тарифы…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Получить Premium' })).not.toBeInTheDocument();
    answer(subscription());
    expect(await screen.findByRole('button', { name: 'Получить Premium' })).toBeInTheDocument();
    expect(screen.queryByText('Загружаем тарифы…')).not.toBeInTheDocument();
  });
});

describe('/premium agreement', () => {
  it('a missing box shows the spec error under the button and sends nothing; ticking clears it', async () => {
    const api = stubBillingApi({ ...BASE, 'POST /api/subscription/payment': () => started() });
    renderPurchase(<PremiumPage />, { user: man });
    const buy = await screen.findByRole('button', { name: 'Получить Premium' });

    await userEvent.click(buy);
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_TEXT.subscriptionAgreementRequired);
    await userEvent.click(
      screen.getByRole('checkbox', { name: /Я ознакомился и согласен с Условиями сервиса/ }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await userEvent.click(buy);
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_TEXT.subscriptionAgreementRequired);
    expect(api.of('POST /api/subscription/payment')).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: /автоматически/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await userEvent.click(buy);
    await waitFor(() =>
      expect(api.of('POST /api/subscription/payment')).toEqual([
        { tariff: 8, acquiring: 'yookassa', subscriptionType: 'premium' },
      ]),
    );
  });

  it('the first box links to the terms and the privacy policy in a new tab', async () => {
    stubBillingApi(BASE);
    renderPurchase(<PremiumPage />, { user: man });
    expect(await screen.findByRole('link', { name: /^Условиями сервиса/ })).toHaveAttribute(
      'href',
      '/terms/',
    );
    expect(screen.getByRole('link', { name: /^Политикой обработки персональных данных/ })).toHaveAttribute(
      'href',
      '/privacy-policy/',
    );
    expect(screen.getByRole('link', { name: /^Условиями сервиса/ })).toHaveAttribute('target', '_blank');
  });

  it('the second box opens the subscription terms: prices, renewal, cancelling, no refund', async () => {
    stubBillingApi(BASE);
    renderPurchase(<PremiumPage />, { user: man });
    await userEvent.click(await screen.findByRole('button', { name: 'условиями подписки' }));

    const dialog = await screen.findByRole('dialog', { name: 'Условия подписки' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.map((row) => row.textContent?.replaceAll('\u00a0', ' '))).toEqual([
      'СрокПервый платёжПродление',
      '7 дней29 ₽2499 ₽ на месяц',
      '1 месяц899 ₽2499 ₽ на месяц',
      '6 месяцев3499 ₽9999 ₽ на 6 месяцев',
    ]);
    expect(within(dialog).getByText(/Оплата не возвращается/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Отменить подписку можно в любой момент в разделе «Настройки Premium»/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Оплата банковской картой: VISA, MasterCard, МИР.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opening the terms did not tick the box.
    expect(screen.getByRole('checkbox', { name: /автоматически/ })).not.toBeChecked();
  });
});

describe('/premium start', () => {
  it('a refused start shows the server message (409) or the unexpected error', async () => {
    let status = 409;
    stubBillingApi({
      ...BASE,
      'POST /api/subscription/payment': () => ({
        status,
        body: status === 409 ? { message: BILLING_TEXT.alreadyPremium, code: 'conflict' } : {},
      }),
    });
    const { reloadUser } = renderPurchase(<PremiumPage />, { user: man });
    await screen.findByRole('button', { name: 'Получить Premium' });
    await tickBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Получить Premium' }));
    expect(await screen.findByText(BILLING_TEXT.alreadyPremium)).toBeInTheDocument();
    expect(reloadUser).toHaveBeenCalled();

    status = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Получить Premium' }));
    expect(await screen.findByText(ERROR_TEXT.unexpected)).toBeInTheDocument();
  });
});

describe('/premium holders and women', () => {
  it('redirects to /premium-settings when Premium is held', async () => {
    const api = stubBillingApi({
      'GET /api/user/check-premium': () => ({ premium: true, premiumFeatures: true }),
    });
    renderPurchase(<PremiumPage />, { user: makeUser({ premium: true }) });
    expect(await screen.findByRole('heading', { name: 'Настройки Premium' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.key === 'GET /api/subscription')).toBe(false);
  });

  it('a woman sees no buy button: its features are hers free, with the list of them and the way to VIP', async () => {
    const api = stubBillingApi({
      'GET /api/user/check-premium': () => ({ premium: false, premiumFeatures: true }),
    });
    renderPurchase(<PremiumPage />, { user: makeUser({ gender: 2, name: 'Анна' }) });
    expect(await screen.findByText(/Для женщин все возможности Premium бесплатны/)).toBeInTheDocument();
    expect(screen.getByText('Смотри, кто отметил тебя симпатией')).toBeInTheDocument();
    expect(screen.queryByText(/только в мужской анкете/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Получить Premium' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Посмотреть VIP' })).toHaveAttribute('href', '/vip');
    expect(api.calls.some((call) => call.key === 'GET /api/subscription')).toBe(false);
  });
});

describe('/premium back-end check', () => {
  it('the server says Premium while the tab does not: a popup, and the user is loaded again', async () => {
    stubBillingApi({
      ...BASE,
      'GET /api/user/check-premium': () => ({ premium: true, premiumFeatures: true }),
    });
    const { reloadUser } = renderPurchase(<PremiumPage />, { user: man, reloaded: { premium: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Проверка Premium' });
    expect(dialog).toHaveTextContent('По данным сервера Premium у тебя уже подключён.');
    expect(reloadUser).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Настройки Premium' })).toBeInTheDocument();
  });

  it('a failed check opens the popup too', async () => {
    stubBillingApi({ ...BASE, 'GET /api/user/check-premium': () => ({ status: 500, body: {} }) });
    renderPurchase(<PremiumPage />, { user: man });
    expect(await screen.findByRole('dialog', { name: 'Проверка Premium' })).toHaveTextContent(
      'Не удалось проверить, подключён ли у тебя Premium.',
    );
  });
});
