import type { ModerationItem } from '@iskra/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../shared/api/index.ts';
import { fetchStub, jsonResponse } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { setStaffToken } from '../api/staff-api.ts';
import { ModerationQueue } from './moderation-queue.tsx';

const item = (userNumber: number, name: string, description = ''): ModerationItem => ({
  userId: `00000000-0000-4000-8000-00000000000${userNumber}`,
  userNumber,
  name,
  description,
  pending: { name: true, description: description !== '' },
  updatedAt: '2026-11-24T10:00:00.000Z',
});

function setup(items: ModerationItem[]) {
  const decisions: unknown[] = [];
  const headers: Array<string | null> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({
        'GET /api/staff/moderation': (init) => {
          headers.push(new Headers(init?.headers).get('authorization'));
          return jsonResponse({ items });
        },
        'POST /api/staff/moderation': (init) => {
          const body = JSON.parse(String(init?.body)) as { userId: string };
          decisions.push(body);
          const decided = items.find((i) => i.userId === body.userId);
          return jsonResponse({
            userId: body.userId,
            userNumber: decided?.userNumber ?? 0,
            nameConfirmed: 1,
            descriptionConfirmed: 1,
          });
        },
      }),
    ),
  );
  const onOpenAccount = vi.fn();
  renderInShell(<ModerationQueue onError={vi.fn()} onOpenAccount={onOpenAccount} />);
  return { decisions, headers, onOpenAccount, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setStaffToken(null);
  clearToken();
});

describe('moderation queue', () => {
  it('sends the staff token, never the user token, and decides by keyboard', async () => {
    setToken('user.token');
    setStaffToken('staff.token');
    const anna = item(1, 'Анна');
    const boris = item(2, 'Борис', 'Люблю горы');
    const carl = item(3, 'Карл');
    const { decisions, headers, onOpenAccount, user } = setup([anna, boris, carl]);
    await screen.findByText('Борис');
    expect(headers).toEqual(['Bearer staff.token']);

    await user.keyboard('j');
    expect(screen.getByRole('article', { name: 'Анкета №2' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('r');
    await waitFor(() => expect(screen.queryByText('Борис')).not.toBeInTheDocument());
    expect(decisions).toEqual([
      {
        userId: boris.userId,
        name: 'reject',
        nameReviewed: 'Борис',
        description: 'reject',
        descriptionReviewed: 'Люблю горы',
      },
    ]);

    // The next case is current now; K goes back, A approves, O opens the account.
    expect(screen.getByRole('article', { name: 'Анкета №3' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('k');
    await user.keyboard('o');
    expect(onOpenAccount).toHaveBeenCalledWith(anna.userId);
    await user.keyboard('a');
    await waitFor(() => expect(decisions).toHaveLength(2));
    expect(decisions[1]).toEqual({ userId: anna.userId, name: 'approve', nameReviewed: 'Анна' });
  });
});
