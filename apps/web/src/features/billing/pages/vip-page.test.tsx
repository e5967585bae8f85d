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
} from '../test/purchase-harness.tsx';
import { VipPage } from './vip-page.tsx';

const BASE = purchaseRoutes();

describe('/vip', () => {
  it('shows the VIP label, one rate at 499 ₽ with 50% off 999 ₽, the benefits, and buys rate6', async () => {
    const api = stubBillingApi({
      ...BASE,
      'POST /api/subscription/payment': () => started({ tariff: 6, amount: 499 }),
      'GET /api/payments/sandbox/*': () => ({ amount: 499, description: 'VIP', status: 'pending' }),
    });
    renderPurchase(<VipPage />, { user: makeUser(), path: '/vip' });

    const buy = await screen.findByRole('button', { name: 'Получить VIP' });
    expect(api.calls.find((call) => call.key === 'GET /api/subscription')?.url.search).toBe('?type=2');
    expect(screen.getByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('499 ₽')).toBeInTheDocument();
    expect(screen.getByText('вместо 999 ₽')).toBeInTheDocument();
    expect(screen.getByText('скидка 50%')).toBeInTheDocument();
    expect(screen.getByText(/^Подписка автоматически продлевается на месяц за 999\s₽\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Что даёт VIP' })).toBeInTheDocument();

    await userEvent.click(buy);
    expect(screen.getByRole('alert')).toHaveTextContent('Вы должны быть согласны с условиями подписки.');
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(buy);
    await waitFor(() =>
      expect(api.of('POST /api/subscription/payment')).toEqual([
        { tariff: 6, acquiring: 'yookassa', subscriptionType: 'vip' },
      ]),
    );
    expect(await screen.findByText(/К оплате: 499\s₽/)).toBeInTheDocument();
  });

  it('with a saved card: 999 ₽ without a discount', async () => {
    stubBillingApi({ ...BASE, 'GET /api/subscription': () => SAVED_CARD });
    renderPurchase(<VipPage />, { user: makeUser(), path: '/vip' });
    await screen.findByRole('button', { name: 'Получить VIP' });
    expect(screen.getByText('999 ₽', { selector: '.rate-card__price' })).toBeInTheDocument();
    expect(screen.queryByText(/скидка/)).not.toBeInTheDocument();
  });

  it('is sold to women too, with the boxes in her grammatical gender', async () => {
    stubBillingApi(BASE);
    renderPurchase(<VipPage />, { user: makeUser({ gender: 2 }), path: '/vip' });
    expect(await screen.findByRole('button', { name: 'Получить VIP' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /^Я ознакомилась и согласна с Условиями сервиса/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Я согласна с условиями подписки/ })).toBeInTheDocument();
  });

  it('the terms name the VIP price, renewal and settings', async () => {
    stubBillingApi(BASE);
    renderPurchase(<VipPage />, { user: makeUser(), path: '/vip' });
    await userEvent.click(await screen.findByRole('button', { name: 'условиями подписки' }));
    const dialog = await screen.findByRole('dialog', { name: 'Условия подписки' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows[1]?.textContent?.replaceAll('\u00a0', ' ')).toBe('1 месяц499 ₽999 ₽ на месяц');
    expect(dialog).toHaveTextContent('«Настройки VIP»');
  });

  it('redirects to /vip-settings when VIP is held', async () => {
    stubBillingApi({ 'GET /api/user/check-premium': () => ({ premium: false, premiumFeatures: false }) });
    renderPurchase(<VipPage />, { user: makeUser({ vip: true }), path: '/vip' });
    expect(await screen.findByRole('heading', { name: 'Настройки VIP' })).toBeInTheDocument();
  });
});
