/**
 * When the texts that decline a name cannot be loaded (the connection dropped), a notification
 * still shows, with the name in the nominative.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ME, makeDialog, makeMessage } from '../../features/chat/test/fixtures.ts';
import { makeCard, makeMatch } from '../../features/sympathies/test/fixtures.ts';
import { ProvideRealtime } from '../../shared/realtime/realtime-provider.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { RealtimeNotifications } from './notifications.tsx';

vi.mock('../../i18n/ru/realtime-named.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('notifications without the declension', () => {
  it('keep the name in the nominative', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const socket = new FakeSocket();
    renderInShell(
      <ProvideRealtime value={{ socket: socket.asClient(), connected: true }}>
        <RealtimeNotifications reload={() => undefined} />
      </ProvideRealtime>,
      { user: makeUser({ id: ME }), path: '/discover' },
    );
    const shown = () => screen.queryAllByTestId('notification').map((node) => node.textContent);

    const match = makeMatch(makeCard({ name: 'Марина' }));
    act(() => socket.serverEmit('SERVER:NEW_LOVE', { match, dialog: null }));
    await waitFor(() => expect(shown()).toEqual(['Взаимная симпатия: Марина']));

    act(() =>
      socket.serverEmit('SERVER:NEW_MESSAGE', { message: makeMessage({ seq: 1 }), dialog: makeDialog() }),
    );
    await waitFor(() => expect(shown()).toContain('Анна написала тебе сообщение'));
  });
});
