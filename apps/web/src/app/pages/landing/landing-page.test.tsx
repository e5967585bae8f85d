import { LANDING_SLIDESHOW, PROFILE_TEXT, SUCCESS_TEXT } from '@iskra/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authSchemas } from '../../../features/auth/model/auth-schemas.ts';
import { fetchStub, jsonResponse } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { LandingPage } from './landing-page.tsx';

function tab(name: string) {
  return screen.getByRole('tab', { name });
}

function activeSlide() {
  return document.querySelector('.slideshow__slide--active')?.getAttribute('aria-label');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The forms' schemas come in a chunk of their own (auth-schemas.ts): loaded once here, so the
// first test does not wait on its first import.
beforeAll(() => authSchemas());
describe('landing', () => {
  it('starts on registration', () => {
    renderInShell(<LandingPage />);
    expect(tab('Регистрация')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Создать аккаунт' })).toBeInTheDocument();
  });

  it("after activation opens login and says 'Email успешно подтвержден!'", () => {
    renderInShell(<LandingPage />, { path: '/?activated' });
    expect(tab('Вход')).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByText(SUCCESS_TEXT.emailConfirmed)).toBeInTheDocument();
  });

  it('coming from a legal page opens login without a notice', () => {
    renderInShell(<LandingPage />, { path: '/?fromLegal' });
    expect(tab('Вход')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(SUCCESS_TEXT.emailConfirmed)).not.toBeInTheDocument();
  });

  it('a bad activation link gives an error notice', () => {
    renderInShell(<LandingPage />, { path: '/?activation=invalid' });
    expect(screen.getByText(/недействительна или уже использована/)).toBeInTheDocument();
  });

  it('an e-mail change link whose address was taken meanwhile says so', () => {
    renderInShell(<LandingPage />, { path: '/?activation=invalid&emailTaken' });
    expect(screen.getByText(PROFILE_TEXT.emailTaken)).toBeInTheDocument();
    expect(screen.queryByText(/недействительна или уже использована/)).not.toBeInTheDocument();
  });

  it('keeps the registration draft while another tab is open', () => {
    renderInShell(<LandingPage />);
    fireEvent.input(screen.getByLabelText('Имя'), { target: { value: 'Анна' } });
    fireEvent.click(tab('Вход'));
    fireEvent.click(tab('Регистрация'));
    expect(screen.getByLabelText('Имя')).toHaveValue('Анна');
  });

  it('"forgot password" opens restore; a sent request says where the letter went and leads back to login', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          'POST /api/user/pass-restore': (init) => {
            bodies.push(JSON.parse(String(init?.body)));
            return jsonResponse({ success: true });
          },
        }),
      ),
    );
    renderInShell(<LandingPage />, { path: '/?activated' });
    fireEvent.click(screen.getByRole('button', { name: 'Не помнишь пароль?' }));
    expect(tab('Восстановление')).toHaveAttribute('aria-selected', 'true');
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: ' Anna@Mail.ru ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Восстановить пароль' }));
    const heading = await screen.findByRole('heading', { name: 'Проверь почту' });
    const sent = heading.closest<HTMLElement>('[role="status"]');
    if (!sent) throw new Error('the sent state is not announced');
    expect(sent).toHaveTextContent('anna@mail.ru');
    expect(tab('Восстановление')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(SUCCESS_TEXT.restoreMailSent)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'anna@mail.ru' }]);
    fireEvent.click(within(sent).getByRole('button', { name: 'Вернуться ко входу' }));
    expect(tab('Вход')).toHaveAttribute('aria-selected', 'true');
  });

  it('leads from the first screen to the forms: «Создать анкету» and «Войти»', () => {
    renderInShell(<LandingPage />);
    const intro = screen.getByRole('region', { name: /Знакомься/ });
    fireEvent.click(within(intro).getByRole('button', { name: 'Войти' }));
    expect(tab('Вход')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(within(intro).getByRole('button', { name: 'Создать анкету' }));
    expect(tab('Регистрация')).toHaveAttribute('aria-selected', 'true');
  });

  it('after an undone e-mail change opens login and says what happened', () => {
    renderInShell(<LandingPage />, { path: '/?emailReverted' });
    expect(tab('Вход')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/Прежний email вернули/)).toBeInTheDocument();
  });

  it('opens on the login tab for /?login (the header’s «Войти»)', () => {
    renderInShell(<LandingPage />, { path: '/?login' });
    expect(tab('Вход')).toHaveAttribute('aria-selected', 'true');
  });

  it(`changes the picture every ${LANDING_SLIDESHOW.slideMs / 1000} s, and can be paused`, () => {
    vi.useFakeTimers();
    renderInShell(<LandingPage />);
    expect(activeSlide()).toBe('1 из 3');
    act(() => vi.advanceTimersByTime(LANDING_SLIDESHOW.slideMs));
    expect(activeSlide()).toBe('2 из 3');
    act(() => vi.advanceTimersByTime(LANDING_SLIDESHOW.slideMs));
    expect(activeSlide()).toBe('3 из 3');
    act(() => vi.advanceTimersByTime(LANDING_SLIDESHOW.slideMs));
    expect(activeSlide()).toBe('1 из 3');
    fireEvent.click(screen.getByRole('button', { name: 'Остановить показ' }));
    act(() => vi.advanceTimersByTime(LANDING_SLIDESHOW.slideMs * 3));
    expect(activeSlide()).toBe('1 из 3');
    fireEvent.click(screen.getByRole('button', { name: 'Показать картинку 3' }));
    expect(activeSlide()).toBe('3 из 3');
  });

  it('stands still for people who asked for reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('prefers-reduced-motion'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );
    renderInShell(<LandingPage />);
    act(() => vi.advanceTimersByTime(LANDING_SLIDESHOW.slideMs * 2));
    expect(activeSlide()).toBe('1 из 3');
    expect(screen.getByRole('button', { name: 'Продолжить показ' })).toBeInTheDocument();
  });
});
