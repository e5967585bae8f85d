import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportCaughtError } from '../../shared/error-reporting/index.ts';
import { CrashScreen } from './crash-screen.tsx';

vi.mock('../../shared/error-reporting/index.ts', () => ({ reportCaughtError: vi.fn() }));

function Exploding(): never {
  throw new Error('render failed');
}

function renderAt(element: React.ReactNode, loader?: () => never) {
  const router = createMemoryRouter([
    { path: '/', element, errorElement: <CrashScreen />, ...(loader ? { loader } : {}) },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('CrashScreen', () => {
  afterEach(() => vi.mocked(reportCaughtError).mockClear());

  it('reports the render error it caught', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<Exploding />);
    await screen.findByRole('button');
    expect(reportCaughtError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render failed' }),
      'route-boundary',
    );
  });

  it('does not report a thrown HTTP answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<p>page</p>, () => {
      throw new Response('gone', { status: 404 });
    });
    await screen.findByRole('button');
    expect(reportCaughtError).not.toHaveBeenCalled();
  });
});
