import { ACCOUNT_TEXT, STORAGE_KEYS } from '@iskra/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse, makeUser } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { Button } from '../../../ui/button/button.tsx';
import { useAccountSettings } from '../hooks/use-account-settings.tsx';

const PATHS = { deletion: '/api/user/delete', consent: '/api/user/consent/withdraw' } as const;
const SECTION = {
  deletion: 'Удалить аккаунт',
  consent: 'Отозвать согласие на обработку персональных данных',
} as const;
const ACTION = { deletion: 'Удалить аккаунт', consent: 'Отозвать согласие' } as const;
const CONFIRM = {
  deletion: { title: 'Удалить аккаунт навсегда?', button: 'Удалить навсегда' },
  consent: { title: 'Отозвать согласие и удалить аккаунт?', button: 'Отозвать согласие' },
} as const;

function Opener() {
  const open = useAccountSettings();
  return <Button onClick={open}>Настройки</Button>;
}

function errorOf(control: HTMLElement): string | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((node) => node?.className === 'field__error')
      ?.textContent ?? undefined
  );
}

async function setup(kind: 'deletion' | 'consent', answer: () => Response) {
  const bodies: unknown[] = [];
  const fetchMock = vi.fn(
    fetchStub({
      [`POST ${PATHS[kind]}`]: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return answer();
      },
      // The block list of the settings loads with them.
      'GET /api/safety/blocks': () => jsonResponse({ blocked: [] }),
      'GET /api/notifications/settings': () => jsonResponse({ match: true, message: true, activity: true }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(STORAGE_KEYS.token, 'live-token');
  const logout = vi.fn(async () => undefined);
  renderInShell(<Opener />, { user: makeUser({ email: 'alexey@iskra.test' }), session: { logout } });
  const actor = userEvent.setup();
  await actor.click(screen.getByRole('button', { name: 'Настройки' }));
  const dialog = screen.getByRole('dialog', { name: 'Настройки аккаунта' });
  const section = within(dialog).getByRole('region', { name: SECTION[kind] });
  return {
    actor,
    bodies,
    fetchMock,
    logout,
    dialog,
    section,
    password: within(section).getByLabelText('Пароль'),
    action: within(section).getByRole('button', { name: ACTION[kind] }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('account settings', () => {
  it('explains plainly what happens in both sections', async () => {
    const { dialog } = await setup('deletion', () => jsonResponse({ success: true }));
    for (const name of Object.values(SECTION)) {
      const section = within(dialog).getByRole('region', { name });
      expect(section).toHaveTextContent('сразу скроется');
      expect(section).toHaveTextContent('в течение 3 рабочих дней');
      expect(section).toHaveTextContent('нельзя');
      expect(section).toHaveTextContent('письмо');
    }
    expect(within(dialog).getByRole('region', { name: SECTION.consent })).toHaveTextContent(
      'прекратим обработку',
    );
  });

  it('asks for the password before anything else', async () => {
    const { actor, action, password, fetchMock } = await setup('deletion', () =>
      jsonResponse({ success: true }),
    );
    await actor.click(action);
    expect(errorOf(password)).toBe(ACCOUNT_TEXT.passwordRequired);
    expect(screen.queryByRole('dialog', { name: CONFIRM.deletion.title })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('sends nothing when the confirmation is declined', async () => {
    const { actor, action, password, fetchMock } = await setup('deletion', () =>
      jsonResponse({ success: true }),
    );
    await actor.type(password, 'Zvezdopad-1987');
    await actor.click(action);
    const confirm = screen.getByRole('dialog', { name: CONFIRM.deletion.title });
    await actor.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: CONFIRM.deletion.title })).not.toBeInTheDocument(),
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('live-token');
  });

  it('shows a wrong password under the field and stays signed in', async () => {
    const { actor, action, password, logout } = await setup('deletion', () =>
      jsonResponse({ errors: [{ param: 'password', msg: ACCOUNT_TEXT.wrongPassword }] }, 422),
    );
    await actor.type(password, 'не-тот-пароль');
    await actor.click(action);
    await actor.click(
      within(screen.getByRole('dialog', { name: CONFIRM.deletion.title })).getByRole('button', {
        name: CONFIRM.deletion.button,
      }),
    );
    await waitFor(() => expect(errorOf(password)).toBe(ACCOUNT_TEXT.wrongPassword));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('live-token');
    expect(logout).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Настройки аккаунта' })).toBeInTheDocument();
  });

  it.each(['deletion', 'consent'] as const)(
    '%s: confirmed, it calls the endpoint, forgets the session and says goodbye',
    async (kind) => {
      const { actor, action, password, bodies, logout } = await setup(kind, () =>
        jsonResponse({ success: true }),
      );
      await actor.type(password, 'Zvezdopad-1987');
      await actor.click(action);
      const confirm = screen.getByRole('dialog', { name: CONFIRM[kind].title });
      await actor.click(within(confirm).getByRole('button', { name: CONFIRM[kind].button }));

      const farewell = await screen.findByRole('dialog', { name: /аккаунт удаляется/i });
      expect(bodies).toEqual([{ password: 'Zvezdopad-1987' }]);
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(farewell).toHaveTextContent('alexey@iskra.test');
      expect(farewell).toHaveTextContent('в течение 3 рабочих дней');
      // The farewell cannot be dismissed: the way on is out of the app.
      expect(within(farewell).queryByRole('button', { name: 'Закрыть окно' })).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Настройки аккаунта' })).not.toBeInTheDocument();
      expect(logout).not.toHaveBeenCalled();
      await actor.click(within(farewell).getByRole('button', { name: 'Понятно' }));
      expect(logout).toHaveBeenCalledTimes(1);
    },
  );

  it('shows other failures as a notification and keeps the session', async () => {
    const { actor, action, password, logout } = await setup('consent', () =>
      jsonResponse({ message: 'Слишком много попыток. Попробуй позже' }, 429),
    );
    await actor.type(password, 'Zvezdopad-1987');
    await actor.click(action);
    await actor.click(
      within(screen.getByRole('dialog', { name: CONFIRM.consent.title })).getByRole('button', {
        name: CONFIRM.consent.button,
      }),
    );
    const notices = screen.getByRole('region', { name: 'Уведомления' });
    expect(await within(notices).findByText('Слишком много попыток. Попробуй позже')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('live-token');
    expect(logout).not.toHaveBeenCalled();
  });
});
