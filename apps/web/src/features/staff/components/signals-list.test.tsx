import { SAFETY_SIGNAL_LABEL, type StaffSignal } from '@iskra/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { SignalsList } from './signals-list.tsx';

const signal: StaffSignal = {
  id: '00000000-0000-4000-8000-000000000031',
  kind: 'manyRecipients',
  details: { recipients: 24 },
  createdAt: '2026-11-24T10:00:00.000Z',
  user: { id: '00000000-0000-4000-9000-000000000031', userNumber: 31, name: 'Глеб', status: 'active' },
};

afterEach(() => vi.unstubAllGlobals());

describe('signals list', () => {
  it('shows what the signal saw, opens the account and marks the signal done with D', async () => {
    const resolved: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          'GET /api/staff/signals': () => jsonResponse({ items: [signal] }),
          [`POST /api/staff/signals/${signal.id}/resolve`]: () => {
            resolved.push(signal.id);
            return jsonResponse({ success: true });
          },
        }),
      ),
    );
    const onOpenAccount = vi.fn();
    renderInShell(<SignalsList onError={vi.fn()} onOpenAccount={onOpenAccount} />);
    const card = await screen.findByRole('article', { name: SAFETY_SIGNAL_LABEL.manyRecipients });
    expect(card).toHaveTextContent('Глеб');
    expect(card).toHaveTextContent('recipients: 24');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Открыть аккаунт' }));
    expect(onOpenAccount).toHaveBeenCalledWith(signal.user.id);
    expect(within(card).getByRole('button', { name: 'Разобрано' })).toBeEnabled();
    await user.keyboard('d');
    await waitFor(() => expect(screen.queryByText(/Глеб/)).not.toBeInTheDocument());
    expect(resolved).toEqual([signal.id]);
  });
});
