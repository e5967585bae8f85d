import { COOKIES, type CurrentUser, SUBSCRIPTION_PROMO } from '@iskra/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '../../../shared/cookies.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { lazyLoaded } from '../../../test/lazy.ts';
import { renderInShell } from '../../../test/render.tsx';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { resetEmailConfirmStart } from '../../auth/model/email-confirm-cycle.ts';
import { resetPromoState } from '../model/promo-state.ts';
import { PhotoPromoScreen } from './photo-promo-screen.tsx';
import { PromoDirector } from './promo-director.tsx';

const AVATAR = { id: 'a', uri: '/a.jpg', thumbnailUri: '/a-t.jpg', profile: true };
const LONG_AGO = '2024-01-10T10:00:00.000Z';

function start(user: CurrentUser) {
  resetPromoState();
  resetEmailConfirmStart();
  return renderInShell(<PromoDirector />, { user });
}

async function oneSecondLater() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SUBSCRIPTION_PROMO.showDelayMs - 1);
  });
}

async function justAfter() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  // The reminder to confirm the e-mail is on a later turn unless a test says otherwise.
  setCookie(COOKIES.emailConfirmPopup.name, '1', 1);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('start-up promos', () => {
  it('open the full-screen photo promo without a profile photo; Skip sets its cookie for 60 days', async () => {
    start(makeUser({ images: [], joinDate: LONG_AGO }));
    await lazyLoaded();
    const promo = screen.getByRole('dialog', { name: 'Добавь своё фото' });
    expect(promo.closest('.modal')).toHaveClass('modal--full');
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Добавить главное фото' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Правила для фото' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Пропустить' }));
    expect(getCookie(COOKIES.photoPromo.name)).toBe('1');
    // The subscription promo comes a second after the photo promo, not at once.
    await oneSecondLater();
    expect(screen.queryByRole('dialog', { name: 'Симпатии без ограничений' })).toBeNull();
    await justAfter();
    expect(screen.getByRole('dialog', { name: 'Симпатии без ограничений' })).toBeVisible();
  });

  it('show a subscription promo a second after start to a user who joined over an hour ago', async () => {
    start(makeUser({ images: [AVATAR], joinDate: LONG_AGO }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await oneSecondLater();
    await justAfter();
    const promo = screen.getByRole('dialog', { name: 'Симпатии без ограничений' });
    expect(screen.getByRole('link', { name: 'Получить Premium' })).toHaveAttribute('href', '/premium');
    expect(promo).toHaveTextContent('Безлимитные симпатии');
    expect(getCookie(COOKIES.subscriptionPromo.name)).toBe('1');
    expect(getCookie(COOKIES.subscriptionPromoShown.name)).toBe('1');
  });

  it.each([
    ['a purchase page, which sells the tier itself', '/premium'],
    ['a conversation opened by a link or a notification', '/chat/4b7f0b0e-3c1a-4a57-9d5e-2f4c6b1a9e01'],
  ])('show none over %s', async (_what, path) => {
    resetPromoState();
    resetEmailConfirmStart();
    renderInShell(<PromoDirector />, {
      user: makeUser({ images: [AVATAR], joinDate: LONG_AGO }),
      path,
    });
    await oneSecondLater();
    await justAfter();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getCookie(COOKIES.subscriptionPromoShown.name)).toBeNull();
  });

  it('rotate to the next promo and skip Premium for a woman', async () => {
    setCookie(COOKIES.subscriptionPromo.name, '1', 3);
    start(makeUser({ gender: 2, images: [AVATAR], joinDate: LONG_AGO }));
    await oneSecondLater();
    await justAfter();
    expect(screen.getByRole('dialog', { name: 'Больше гостей в анкете' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Получить VIP' })).toHaveAttribute('href', '/vip');
    expect(getCookie(COOKIES.subscriptionPromo.name)).toBe('3');
  });

  it('show the e-mail reminder instead within the first hour, and never both', async () => {
    setCookie(COOKIES.emailConfirmPopup.name, '3', 1);
    const joinDate = new Date(Date.now() - 10 * 60 * 1000).toISOString();
    start(makeUser({ images: [AVATAR], joinDate, isActivated: false, email: 'anna@mail.ru' }));
    await oneSecondLater();
    expect(screen.queryByRole('dialog')).toBeNull();
    await justAfter();
    await lazyLoaded();
    expect(screen.getByRole('dialog', { name: 'Подтверди email' })).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(getCookie(COOKIES.subscriptionPromoShown.name)).toBeNull();
  });

  it('show no subscription promo twice a day', async () => {
    setCookie(COOKIES.subscriptionPromoShown.name, '1', 1);
    start(makeUser({ images: [AVATAR], joinDate: LONG_AGO }));
    await oneSecondLater();
    await justAfter();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never open over another popup', async () => {
    function Busy() {
      const modal = useModal();
      return (
        <button
          type="button"
          onClick={() => modal.open({ name: 'other', title: 'Другое окно', render: () => null })}
        >
          Открыть окно
        </button>
      );
    }
    resetPromoState();
    renderInShell(
      <>
        <Busy />
        <PromoDirector />
      </>,
      { user: makeUser({ images: [AVATAR], joinDate: LONG_AGO }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Открыть окно' }));
    await oneSecondLater();
    await justAfter();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Другое окно' })).toBeVisible();
    expect(getCookie(COOKIES.subscriptionPromoShown.name)).toBeNull();
  });

  it('run once per app start', async () => {
    const view = start(makeUser({ images: [AVATAR], joinDate: LONG_AGO }));
    view.unmount();
    renderInShell(<PromoDirector />, { user: makeUser({ images: [AVATAR], joinDate: LONG_AGO }) });
    await oneSecondLater();
    await justAfter();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the photo promo screen', () => {
  it('lets Continue through only with a main photo', () => {
    vi.useRealTimers();
    const onDone = vi.fn();
    const view = renderInShell(<PhotoPromoScreen onDone={onDone} />, { user: makeUser({ images: [] }) });
    const blocked = screen.getByRole('button', { name: 'Продолжить' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription('Чтобы продолжить, добавь главное фото.');
    view.unmount();

    renderInShell(<PhotoPromoScreen onDone={onDone} />, { user: makeUser({ images: [AVATAR] }) });
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
