import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportCaughtError } from '../../shared/error-reporting/index.ts';
import { RouteErrorBoundary } from './crash-screen.tsx';

vi.mock('../../shared/error-reporting/index.ts', () => ({ reportCaughtError: vi.fn() }));

function Exploding(): never {
  throw new Error('render failed');
}

/** The boundary around a page and a broken page, at `path`; `outside` renders beside it. */
function renderAt(path: string, outside?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/" element={<p>главная</p>} />
          <Route path="/broken" element={<Exploding />} />
        </Routes>
      </RouteErrorBoundary>
      {outside}
    </MemoryRouter>,
  );
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.mocked(reportCaughtError).mockClear());

  it('shows the crash screen for a render error below it, and reports the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(await screen.findByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
    expect(reportCaughtError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render failed' }),
      'route-boundary',
    );
  });

  it('renders the page itself when nothing fails, and reports nothing', () => {
    renderAt('/');
    expect(screen.getByText('главная')).toBeInTheDocument();
    expect(reportCaughtError).not.toHaveBeenCalled();
  });
});

describe('RouteErrorBoundary after a navigation', () => {
  it('tries the new address again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let explode = true;
    function Flaky() {
      if (explode) throw new Error('render failed');
      return <p>главная</p>;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/" element={<Flaky />} />
            <Route path="/other" element={<p>другая</p>} />
          </Routes>
        </RouteErrorBoundary>
        <Link to="/other">уйти</Link>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
    explode = false;
    await userEvent.click(screen.getByRole('link', { name: 'уйти' }));
    expect(await screen.findByText('другая')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Обновить страницу' })).not.toBeInTheDocument();
  });

  it('shows and reports once an error that a navigation itself runs into', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(reportCaughtError).mockClear();
    renderAt('/', <Link to="/broken">дальше</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'дальше' }));
    expect(await screen.findByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
    expect(reportCaughtError).toHaveBeenCalledTimes(1);
  });
});
