import { AUTH_TEXT, accountBlockedMessage } from '@iskra/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse, makeAuth } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { authSchemas } from '../model/auth-schemas.ts';
import { LoginForm } from './login-form.tsx';

function errorOf(control: HTMLElement): string | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((node) => node?.className === 'field__error')
      ?.textContent ?? undefined
  );
}

function setup(answer: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({
        'POST /api/user/login': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return answer();
        },
      }),
    ),
  );
  const signIn = vi.fn();
  const onForgot = vi.fn();
  const view = renderInShell(<LoginForm onForgot={onForgot} />, { session: { signIn } });
  return { ...view, user: userEvent.setup(), signIn, onForgot, bodies };
}

afterEach(() => vi.unstubAllGlobals());

// The forms' schemas come in a chunk of their own (auth-schemas.ts): loaded once here, so the
// first test does not wait on its first import.
beforeAll(() => authSchemas());
describe('login form', () => {
  it('keeps the e-mail and the password, also shown, away from spell checkers', async () => {
    const { user } = setup(() => jsonResponse(makeAuth()));
    const password = screen.getByLabelText('Пароль');
    expect(screen.getByLabelText('Email')).toHaveAttribute('spellcheck', 'false');
    expect(password).toHaveAttribute('spellcheck', 'false');
    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('spellcheck', 'false');
  });

  it('checks the fields before sending', async () => {
    const { user, bodies } = setup(() => jsonResponse(makeAuth()));
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(errorOf(screen.getByLabelText('Email'))).toBe(AUTH_TEXT.emailInvalid);
    expect(errorOf(screen.getByLabelText('Пароль'))).toBe('Введи пароль');
    expect(bodies).toHaveLength(0);
  });

  it('shows the server errors on the email and password fields', async () => {
    const { user, signIn } = setup(() =>
      jsonResponse(
        {
          errors: [
            { param: 'email', msg: AUTH_TEXT.accountBlocked },
            { param: 'password', msg: AUTH_TEXT.wrongCredentials },
          ],
        },
        422,
      ),
    );
    await user.type(screen.getByLabelText('Email'), 'anna@example.ru');
    await user.type(screen.getByLabelText('Пароль'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Пароль'))).toBe(AUTH_TEXT.wrongCredentials));
    expect(errorOf(screen.getByLabelText('Email'))).toBe(AUTH_TEXT.accountBlocked);
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('keeps the reason of a block in view, leading to the help form', async () => {
    const message = accountBlockedMessage('spam');
    const { user, signIn, router } = setup(() => jsonResponse({ message, code: 'accountBlocked' }, 403));
    await user.type(screen.getByLabelText('Email'), 'anna@example.ru');
    await user.type(screen.getByLabelText('Пароль'), 'Right-password-1');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await user.click(await screen.findByRole('button', { name: message }));
    expect(router.state.location.pathname).toBe('/help');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in with the normalised e-mail and goes to /discover', async () => {
    const auth = makeAuth();
    const { user, signIn, bodies, router } = setup(() => jsonResponse(auth));
    await user.type(screen.getByLabelText('Email'), '  Anna@Example.RU ');
    await user.type(screen.getByLabelText('Пароль'), 'Zvezdopad-1987');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith(auth));
    expect(bodies).toEqual([{ email: 'anna@example.ru', password: 'Zvezdopad-1987' }]);
    expect(router.state.location.pathname).toBe('/discover');
  });

  it('shows and hides the password', async () => {
    const { user } = setup(() => jsonResponse(makeAuth()));
    const password = screen.getByLabelText('Пароль');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
