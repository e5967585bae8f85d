import { COOKIES, RESEND_EMAIL_LOCK_MS, SUCCESS_TEXT } from '@iskra/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '../../../shared/cookies.ts';
import { fetchStub, jsonResponse, makeUser } from '../../../test/fixtures.ts';
import { EVERY_THIRD_START, startsInARow } from '../../../test/reminder-cycle.ts';
import { renderInShell } from '../../../test/render.tsx';
import { nextCycleValue, resetEmailConfirmStart } from '../model/email-confirm-cycle.ts';
import { mailSiteFor } from '../model/mail-sites.ts';
import { EmailConfirmReminder } from './email-confirm-reminder.tsx';

const COOKIE = COOKIES.emailConfirmPopup.name;
const unconfirmed = makeUser({ email: 'anna@mail.ru', isActivated: false });

/** One app start: a fresh page load renders the shell with this user. */
function appStart(user = unconfirmed) {
  resetEmailConfirmStart();
  return renderInShell(<EmailConfirmReminder />, { user });
}

function popup() {
  return screen.queryByRole('dialog', { name: 'Подтверди email' });
}

beforeEach(() => resetEmailConfirmStart());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('e-mail confirmation reminder', () => {
  it('cycles the cookie 1 → 2 → 3 → 1 and shows only on 1', () => {
    expect([null, '1', '2', '3', 'x', '7'].map(nextCycleValue)).toEqual([1, 2, 3, 1, 1, 1]);
    expect(
      startsInARow(
        4,
        () => appStart(),
        COOKIE,
        () => popup() !== null,
      ),
    ).toEqual(EVERY_THIRD_START);
  });

  it('never shows for a confirmed address, and does not touch the cookie', () => {
    setCookie(COOKIE, '3', 1);
    appStart(makeUser({ isActivated: true }));
    expect(popup()).toBeNull();
    expect(getCookie(COOKIE)).toBe('3');
  });

  it('names the address and offers its webmail', () => {
    appStart();
    expect(popup()).toHaveTextContent('anna@mail.ru');
    const link = screen.getByRole('link', { name: /Открыть Почту Mail\.ru/ });
    expect(link).toHaveAttribute('href', 'https://e.mail.ru/');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('knows five domains of two mail services, and nothing else', () => {
    expect(
      ['mail.ru', 'inbox.ru', 'bk.ru', 'yandex.ru', 'ya.ru', 'gmail.com'].map(
        (d) => mailSiteFor(`a@${d}`)?.url,
      ),
    ).toEqual([
      'https://e.mail.ru/',
      'https://e.mail.ru/',
      'https://e.mail.ru/',
      'https://mail.yandex.ru/',
      'https://mail.yandex.ru/',
      undefined,
    ]);
    expect(mailSiteFor('a@Yandex.RU')?.url).toBe('https://mail.yandex.ru/');
    expect(mailSiteFor('a@example.org')).toBeNull();
    expect(mailSiteFor('broken')).toBeNull();
  });

  it(`sends the letter again and locks the button for ${RESEND_EMAIL_LOCK_MS / 1000} s with a countdown`, async () => {
    vi.useFakeTimers();
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          'POST /api/user/resend-activation-link/': (init) => {
            bodies.push(JSON.parse(String(init?.body)));
            return jsonResponse({ success: true });
          },
        }),
      ),
    );
    appStart();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(bodies).toEqual([{ email: 'anna@mail.ru' }]);
    expect(screen.getByText(SUCCESS_TEXT.activationMailSent)).toBeInTheDocument();
    const locked = screen.getByRole('button', { name: /^Отправить ещё раз через\s5\sс$/ });
    expect(locked).toBeDisabled();

    for (const left of [4, 3, 2, 1]) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(
        screen.getByRole('button', { name: new RegExp(`^Отправить ещё раз через\\s${left}\\sс$`) }),
      ).toBeDisabled();
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('button', { name: 'Отправить письмо ещё раз' })).toBeEnabled();
    expect(bodies).toHaveLength(1);
  });

  it('keeps the lock when the server refuses, and shows its message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          'POST /api/user/resend-activation-link/': () =>
            jsonResponse({ errors: [{ param: 'email', msg: 'Email уже подтверждён' }] }, 422),
        }),
      ),
    );
    appStart();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Email уже подтверждён')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /через\s5\sс/ })).toBeDisabled();
  });
});
