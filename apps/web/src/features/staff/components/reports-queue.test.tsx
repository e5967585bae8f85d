import type { StaffReport } from '@iskra/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { setStaffToken } from '../api/staff-api.ts';
import { ReportsQueue } from './reports-queue.tsx';

function report(n: number, name: string, category: StaffReport['category']): StaffReport {
  return {
    id: `00000000-0000-4000-8000-0000000000${10 + n}`,
    category,
    comment: n === 1 ? 'Просит деньги' : '',
    createdAt: '2026-11-24T10:00:00.000Z',
    reporterNumber: 7,
    reportedId: `00000000-0000-4000-9000-0000000000${10 + n}`,
    reported: { userNumber: 100 + n, name, status: 'active' },
    openAgainst: 1,
    photoCount: 0,
    evidence: {
      profile: {
        userNumber: 100 + n,
        name,
        description: '',
        birthday: '1990-01-01',
        city: 'Москва',
        email: 'x@example.ru',
      },
      reportedPhoto: null,
      reportedMessageId: 'm1',
      messages: [
        { id: 'm1', fromReported: true, text: 'Переведи 500 рублей', at: '2026-11-24T09:00:00.000Z' },
      ],
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setStaffToken(null);
});

describe('reports queue', () => {
  it('shows the evidence and closes the current report with X', async () => {
    setStaffToken('staff.token');
    const items = [report(1, 'Олег', 'scam'), report(2, 'Игорь', 'spam')];
    const decisions: Array<[string, unknown]> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          'GET /api/staff/reports': () => jsonResponse({ items }),
          [`POST /api/staff/reports/${items[1]?.id}`]: (init) => {
            decisions.push([String(items[1]?.id), JSON.parse(String(init?.body))]);
            return jsonResponse({ id: items[1]?.id, decision: 'dismissed' });
          },
        }),
      ),
    );
    const onOpenAccount = vi.fn();
    renderInShell(<ReportsQueue onError={vi.fn()} onOpenAccount={onOpenAccount} />);
    const first = await screen.findByRole('article', { name: 'Жалоба 1' });
    expect(first).toHaveTextContent('Мошенничество, просьбы о деньгах · Олег');
    expect(first).toHaveTextContent('Комментарий: Просит деньги');
    expect(within(first).getByText('Переведи 500 рублей')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.keyboard('o');
    expect(onOpenAccount).toHaveBeenCalledWith(items[0]?.reportedId);
    await user.keyboard('j');
    await user.keyboard('x');
    await waitFor(() => expect(screen.queryByText(/Игорь/)).not.toBeInTheDocument());
    expect(decisions).toEqual([[items[1]?.id, { decision: 'dismissed' }]]);
  });
});
