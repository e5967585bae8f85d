import { AUTH_TEXT, ERROR_TEXT } from '@iskra/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse, makeAuth } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { INVALID_LINK_REDIRECT_MS, RestorePassPage } from './restore-pass-page.tsx';

function setup(routes: Parameters<typeof fetchStub>[0]) {
  const fetchMock = vi.fn(fetchStub(routes));
  vi.stubGlobal('fetch', fetchMock);
  const signIn = vi.fn();
  const view = renderInShell(
    <Routes>
      <Route path="/restore-pass/:link" element={<RestorePassPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { path: '/restore-pass/abc123', session: { signIn } },
  );
  return { ...view, signIn, fetchMock };
}

const invalid = () => jsonResponse({ message: AUTH_TEXT.restoreLinkInvalid }, 400);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/restore-pass/:link', () => {
  it('an invalid link disables the form, says so and goes to the root after a moment', async () => {
    vi.useFakeTimers();
    const { router, fetchMock } = setup({ 'POST /api/user/check-restore-link/': invalid });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_TEXT.linkInvalid);
    expect(screen.getByLabelText('Новый пароль')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ link: 'abc123' });
    expect(screen.getByText(/^Вернём на главную через\s3\sс$/)).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText(/^Вернём на главную через\s2\sс$/)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(INVALID_LINK_REDIRECT_MS - 1000);
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('the button goes to the root at once', async () => {
    const { router } = setup({ 'POST /api/user/check-restore-link/': invalid });
    fireEvent.click(await screen.findByRole('button', { name: 'На главную' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the server error on pass under the new-password field', async () => {
    setup({
      'POST /api/user/check-restore-link/': () => jsonResponse({ success: true }),
      'POST /api/user/pass-restore/abc123': () =>
        jsonResponse({ errors: [{ param: 'pass', msg: AUTH_TEXT.passwordCommon }] }, 422),
    });
    const field = screen.getByLabelText('Новый пароль');
    await waitFor(() => expect(field).toBeEnabled());
    fireEvent.input(field, { target: { value: 'password1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText(AUTH_TEXT.passwordCommon)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the length with the contract before sending', async () => {
    const { fetchMock } = setup({
      'POST /api/user/check-restore-link/': () => jsonResponse({ success: true }),
    });
    const field = screen.getByLabelText('Новый пароль');
    await waitFor(() => expect(field).toBeEnabled());
    fireEvent.input(field, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText(AUTH_TEXT.passwordShort)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a new password signs in and goes to /discover with a notice', async () => {
    const auth = makeAuth();
    const { signIn, router } = setup({
      'POST /api/user/check-restore-link/': () => jsonResponse({ success: true }),
      'POST /api/user/pass-restore/abc123': () => jsonResponse({ success: true, userData: auth }),
    });
    const field = screen.getByLabelText('Новый пароль');
    await waitFor(() => expect(field).toBeEnabled());
    fireEvent.input(field, { target: { value: 'Zvezdopad-2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith(auth));
    expect(router.state.location.pathname).toBe('/discover');
    expect(screen.getByText('Пароль изменён. С возвращением!')).toBeInTheDocument();
  });

  it('a link spent meanwhile turns the page to the invalid state', async () => {
    setup({
      'POST /api/user/check-restore-link/': () => jsonResponse({ success: true }),
      'POST /api/user/pass-restore/abc123': invalid,
    });
    const field = screen.getByLabelText('Новый пароль');
    await waitFor(() => expect(field).toBeEnabled());
    fireEvent.input(field, { target: { value: 'Zvezdopad-2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXT.linkInvalid);
    expect(field).toBeDisabled();
  });
});
