import { STORAGE_KEYS } from '@iskra/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import {
  purchaseRoutes,
  type Route,
  renderPurchase,
  SAVED_CARD,
  started,
  stubBillingApi,
} from '../test/purchase-harness.tsx';
import { PremiumPage } from './premium-page.tsx';

const man = makeUser();
const BASE = purchaseRoutes();
const PROMO_TITLE = 'Premium на месяц за 499 ₽';

/**
 * The promo popup, found by a plain selector and then checked by its accessible name: a role
 * query walks the whole purchase page on every poll, which on a busy machine took longer than
 * the wait itself.
 */
async function promoDialog(): Promise<HTMLElement> {
  const dialog = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('no dialog yet');
    return found;
  });
  expect(dialog).toHaveAccessibleName(PROMO_TITLE);
  return dialog;
}

async function visit(routes: Record<string, Route> = BASE) {
  const api = stubBillingApi(routes);
  const view = renderPurchase(<PremiumPage />, { user: man });
  await screen.findByRole('button', { name: 'Получить Premium' });
  return { api, ...view };
}

describe('the Premium promo', () => {
  // The popup's content is a chunk of its own; its first import can take seconds on a busy
  // machine, so it is loaded before the tests rather than inside the first one that opens it.
  beforeAll(() => import('../components/promo-popup.tsx'));

  it('counts visits and stores the count only while below 4', async () => {
    const first = await visit();
    // The visit is counted once the page has loaded the subscription, which may come after
    // its button on a busy machine.
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.premiumVisits)).toBe('1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    localStorage.setItem(STORAGE_KEYS.premiumVisits, '3');
    await visit();
    // The fourth visit is not stored; the popup opens (no promo yet).
    expect(await promoDialog()).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.premiumVisits)).toBe('3');
  });

  it('is not counted for a user with a saved card', async () => {
    localStorage.setItem(STORAGE_KEYS.premiumVisits, '2');
    await visit({ ...BASE, 'GET /api/subscription': () => SAVED_CARD });
    expect(localStorage.getItem(STORAGE_KEYS.premiumVisits)).toBe('2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on the third visit; closing it stores the marker and selects rate10', async () => {
    localStorage.setItem(STORAGE_KEYS.premiumVisits, '2');
    await visit();
    const dialog = await promoDialog();
    // The countdown starts at 24 hours and ticks every second: a busy machine may take a
    // second or more to get here, so any moment of its first minute is right.
    expect(await within(dialog).findByRole('timer')).toHaveTextContent(/^(24:00:00|23:59:[0-5]\d)$/);
    expect(within(dialog).getByText('499 ₽')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/^Подписка автоматически продлевается на месяц за 2499 ₽/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Акция/ })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(STORAGE_KEYS.promoWasShown)).toBe('1');
    const promo = screen.getByRole('radio', { name: /^1 месяцАкция/ });
    expect(promo).toBeChecked();
    expect(promo).toHaveAccessibleName(/499\s₽.*вместо 2499\s₽.*скидка 80%/);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  });

  it('a stored marker turns promo mode on at load, without the popup', async () => {
    localStorage.setItem(STORAGE_KEYS.promoWasShown, '1');
    localStorage.setItem(STORAGE_KEYS.premiumVisits, '3');
    await visit();
    expect(screen.getByRole('radio', { name: /^1 месяцАкция/ })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('its own boxes guard its buy button, which sends tariff 10 with subscription premium', async () => {
    localStorage.setItem(STORAGE_KEYS.premiumVisits, '2');
    const { api } = await visit({
      ...BASE,
      'POST /api/subscription/payment': () => started({ tariff: 10, amount: 499 }),
      'GET /api/payments/sandbox/*': () => ({ amount: 499, description: 'Premium', status: 'pending' }),
    });
    const dialog = await promoDialog();
    const buy = await within(dialog).findByRole('button', { name: 'Получить Premium' });
    await userEvent.click(buy);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Вы должны быть согласны с условиями подписки.',
    );
    expect(api.of('POST /api/subscription/payment')).toHaveLength(0);

    for (const box of within(dialog).getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(buy);
    await waitFor(() =>
      expect(api.of('POST /api/subscription/payment')).toEqual([{ tariff: 10, subscription: 'premium' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Оплата' })).toBeInTheDocument();
    expect(screen.getByText(/К оплате: 499\s₽/)).toBeInTheDocument();
  });

  it('the popup opens its own terms on top of it', async () => {
    localStorage.setItem(STORAGE_KEYS.premiumVisits, '2');
    await visit();
    const dialog = await promoDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'условиями подписки' }));
    const terms = await screen.findByRole('dialog', { name: 'Условия подписки' });
    expect(
      (await within(terms).findAllByRole('row')).map((row) => row.textContent?.replaceAll('\u00a0', ' ')),
    ).toEqual(['СрокПервый платёжПродление', '1 месяц499 ₽2499 ₽ на месяц']);
  });
});
