import type { HeldMessage } from '@iskra/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { HeldMessagesQueue } from './held-messages-queue.tsx';

const held = (n: number, text: string): HeldMessage => ({
  id: `00000000-0000-4000-8000-00000000004${n}`,
  text,
  reasons: ['handle'],
  createdAt: '2026-11-24T10:00:00.000Z',
  author: {
    id: `00000000-0000-4000-9000-00000000004${n}`,
    userNumber: 40 + n,
    name: 'Глеб',
    registeredAt: '2026-11-24T09:00:00.000Z',
    status: 'active',
  },
  recipient: { id: '00000000-0000-4000-9000-000000000050', userNumber: 50, name: 'Вера' },
});

afterEach(() => vi.unstubAllGlobals());

describe('held messages queue', () => {
  it('shows the text and why it waits; A delivers the current one, R rejects the next', async () => {
    const first = held(1, 'Пиши в телегу @gleb');
    const second = held(2, 'Мой тг gleb_99');
    const decisions: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          'GET /api/staff/messages': () => jsonResponse({ items: [first, second] }),
          ...Object.fromEntries(
            [first, second].map((m) => [
              `POST /api/staff/messages/${m.id}`,
              (init?: RequestInit) => {
                const { decision } = JSON.parse(String(init?.body)) as { decision: string };
                decisions.push(`${m.author.userNumber}:${decision}`);
                return jsonResponse({ messageId: m.id, decision });
              },
            ]),
          ),
        }),
      ),
    );
    renderInShell(<HeldMessagesQueue onError={vi.fn()} onOpenAccount={vi.fn()} />);
    const card = await screen.findByRole('article', { name: 'Сообщение от анкеты №41' });
    expect(card).toHaveTextContent('Пиши в телегу @gleb');
    expect(card).toHaveTextContent('Глеб (№41) → Вера (№50)');
    expect(card).toHaveTextContent('Найдено: ник в мессенджере');
    expect(card).toHaveAttribute('aria-current', 'true');

    const user = userEvent.setup();
    await user.keyboard('a');
    await waitFor(() => expect(screen.queryByText('Пиши в телегу @gleb')).not.toBeInTheDocument());
    await user.keyboard('r');
    await waitFor(() => expect(screen.queryByText('Мой тг gleb_99')).not.toBeInTheDocument());
    expect(decisions).toEqual(['41:deliver', '42:reject']);
    expect(within(document.body).getByText('Задержанных сообщений нет')).toBeInTheDocument();
  });
});
