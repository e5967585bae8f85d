import type { PendingPhoto } from '@iskra/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { setStaffToken } from '../api/staff-api.ts';
import { PhotosQueue } from './photos-queue.tsx';

const photo = (n: number, name: string): PendingPhoto => ({
  imageId: `10000000-0000-4000-8000-00000000000${n}`,
  userId: `00000000-0000-4000-8000-00000000000${n}`,
  userNumber: n,
  name,
  uri: `/media/images/k${n}/full.jpg`,
  thumbnailUri: `/media/images/k${n}/thumb.jpg`,
  createdAt: '2026-11-24T10:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  setStaffToken(null);
});

describe('photo queue', () => {
  it('shows the waiting photos and decides by keyboard and by button', async () => {
    setStaffToken('staff.token');
    const decisions: Array<[string, unknown]> = [];
    const items = [photo(1, 'Анна'), photo(2, 'Борис'), photo(3, 'Карл')];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (init?.method === 'POST' && url.pathname.startsWith('/api/staff/photos/')) {
          const imageId = url.pathname.split('/').at(-1) ?? '';
          const { decision } = JSON.parse(String(init.body)) as { decision: string };
          decisions.push([imageId, decision]);
          return jsonResponse({ imageId, decision });
        }
        return fetchStub({ 'GET /api/staff/photos': () => jsonResponse({ items }) })(input, init);
      }),
    );
    const onOpenAccount = vi.fn();
    renderInShell(<PhotosQueue onError={vi.fn()} onOpenAccount={onOpenAccount} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('img', { name: 'Фото: Борис' })).toHaveAttribute(
      'src',
      '/media/images/k2/full.jpg',
    );

    await user.keyboard('j');
    expect(screen.getByRole('article', { name: 'Фото анкеты №2, Борис' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.keyboard('r');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Фото: Борис' })).not.toBeInTheDocument());
    expect(await screen.findByText('Фото отклонено и удалено')).toBeInTheDocument();

    const anna = screen.getByRole('article', { name: 'Фото анкеты №1, Анна' });
    await user.click(anna.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Фото: Анна' })).not.toBeInTheDocument());
    await user.keyboard('o');
    expect(onOpenAccount).toHaveBeenCalledWith(items[2]?.userId);
    expect(decisions).toEqual([
      [items[1]?.imageId, 'reject'],
      [items[0]?.imageId, 'approve'],
    ]);
  });
});
