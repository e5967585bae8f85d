import { GENDER } from '@iskra/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse, makeUser } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { BlockedList } from './blocked-list.tsx';

const IVAN = '8d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60';

afterEach(() => vi.unstubAllGlobals());

describe('the block list', () => {
  it('lists the blocked people and unblocks one', async () => {
    const unblocked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          'GET /api/safety/blocks': () =>
            jsonResponse({
              blocked: [
                {
                  id: IVAN,
                  userNumber: 12,
                  name: 'Иван',
                  gender: GENDER.MAN,
                  avatar: null,
                  blockedAt: '2026-11-02T10:00:00.000Z',
                },
              ],
            }),
          [`DELETE /api/safety/blocks/${IVAN}`]: () => {
            unblocked.push(IVAN);
            return jsonResponse({ success: true });
          },
        }),
      ),
    );
    renderInShell(<BlockedList />, { user: makeUser({ gender: GENDER.WOMAN }) });
    expect(await screen.findByText('Иван')).toBeInTheDocument();
    expect(screen.getByText('в списке с 2 ноября 2026 г.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Разблокировать: Иван' }));
    await waitFor(() => expect(screen.getByText('Ты пока никого не заблокировала.')).toBeInTheDocument());
    expect(unblocked).toEqual([IVAN]);
    expect(await screen.findByText('Пользователь разблокирован')).toBeInTheDocument();
  });

  it('offers to try again when the list does not load', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          'GET /api/safety/blocks': () =>
            fail ? jsonResponse({ message: 'Что-то пошло не так!' }, 500) : jsonResponse({ blocked: [] }),
        }),
      ),
    );
    renderInShell(<BlockedList />, { user: makeUser({ gender: GENDER.MAN }) });
    expect(await screen.findByText('Не получилось загрузить список.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Ты пока никого не заблокировал.')).toBeInTheDocument();
  });
});
