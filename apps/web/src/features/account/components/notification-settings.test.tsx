import type { NotificationSettings } from '@iskra/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse, makeUser } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { NotificationSettingsForm } from './notification-settings.tsx';

const PATH = '/api/notifications/settings';
const KEY_PATH = '/api/notifications/push/key';
const PUSH_OFF = { pushMatch: true, pushMessage: true };
const LABEL = {
  match: 'Взаимные симпатии',
  message: 'Новые сообщения',
  activity: 'Лайки и посетители за день',
} as const;

afterEach(() => vi.unstubAllGlobals());

function setup(stored: NotificationSettings, answer?: (change: Partial<NotificationSettings>) => Response) {
  const changes: Array<Partial<NotificationSettings>> = [];
  let current = stored;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({
        [`GET ${PATH}`]: () => jsonResponse(current),
        // The server sends no push here: only the letters are shown.
        [`GET ${KEY_PATH}`]: () => jsonResponse({ enabled: false }),
        [`PUT ${PATH}`]: (init) => {
          const change = JSON.parse(String(init?.body)) as Partial<NotificationSettings>;
          changes.push(change);
          if (answer) return answer(change);
          current = { ...current, ...change };
          return jsonResponse(current);
        },
      }),
    ),
  );
  return changes;
}

describe('notification letters in account settings', () => {
  it('shows no push part when the server sends no push', async () => {
    setup({ match: true, message: true, activity: true, ...PUSH_OFF });
    renderInShell(<NotificationSettingsForm />, { user: makeUser() });
    expect(await screen.findByRole('group', { name: 'Письма на почту' })).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith(KEY_PATH, expect.anything()));
    expect(screen.queryByRole('group', { name: 'Push-уведомления' })).not.toBeInTheDocument();
  });

  it('shows each kind as the server stores it and saves a switch at once', async () => {
    const changes = setup({ match: true, message: false, activity: true, ...PUSH_OFF });
    renderInShell(<NotificationSettingsForm />, { user: makeUser() });
    const message = await screen.findByRole('checkbox', { name: LABEL.message });
    expect(message).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: LABEL.match })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: LABEL.activity })).toBeChecked();

    const actor = userEvent.setup();
    await actor.click(screen.getByRole('checkbox', { name: LABEL.activity }));
    await waitFor(() => expect(changes).toEqual([{ activity: false }]));
    expect(screen.getByRole('checkbox', { name: LABEL.activity })).not.toBeChecked();
    expect(await screen.findByText('Настройки уведомлений сохранены')).toBeInTheDocument();

    await actor.click(message);
    await waitFor(() => expect(changes).toEqual([{ activity: false }, { message: true }]));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: LABEL.message })).toBeChecked());
  });

  it('puts a switch back when saving fails', async () => {
    setup({ match: true, message: true, activity: true, ...PUSH_OFF }, () =>
      jsonResponse({ message: 'Что-то пошло не так!', code: 'internal' }, 500),
    );
    renderInShell(<NotificationSettingsForm />, { user: makeUser() });
    const match = await screen.findByRole('checkbox', { name: LABEL.match });
    await userEvent.setup().click(match);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: LABEL.match })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: LABEL.match })).toBeEnabled());
  });

  it('says letters wait for a confirmed address', async () => {
    setup({ match: true, message: true, activity: true, ...PUSH_OFF });
    renderInShell(<NotificationSettingsForm />, { user: makeUser({ isActivated: false }) });
    expect(
      await screen.findByText('Письма начнут приходить, когда ты подтвердишь email.'),
    ).toBeInTheDocument();
  });
});
