import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration.tsx';

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

function renderRouter() {
  const shell = (
    <>
      <ScrollRestoration />
      <p id="faq">вопросы</p>
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: shell }], { initialEntries: ['/a'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollRestoration', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    scrollTo.mockClear();
    setScrollY(0);
  });

  it('starts a new page at the top and returns to where an entry was left on back', async () => {
    const router = renderRouter();
    await act(() => router.navigate('/a2'));
    setScrollY(640);
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    setScrollY(120);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('scrolls to the element an #anchor names', async () => {
    const router = renderRouter();
    const scrollIntoView = vi.fn();
    const anchor = document.getElementById('faq');
    if (!anchor) throw new Error('no anchor');
    anchor.scrollIntoView = scrollIntoView;
    await act(() => router.navigate('/help#faq'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('keeps no position for entries the router did not make (the first page, the browser’s #anchor jumps)', async () => {
    const router = renderRouter();
    setScrollY(500);
    await act(() => router.navigate('/b'));
    setScrollY(80);
    await act(() => router.navigate(-1));
    expect(router.state.location.key).toBe('default');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps the positions for a reload of the tab', async () => {
    const router = renderRouter();
    await act(() => router.navigate('/c'));
    setScrollY(300);
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem('iskra:scroll-positions') ?? '[]') as [string, number][];
    expect(saved).toContainEqual([router.state.location.key, 300]);
  });

  describe('on a page still loading its chunk', () => {
    let grow: () => void = () => undefined;
    let pageHeight = 900;
    beforeEach(() => {
      pageHeight = 900;
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: () => void) {
            grow = callback;
          }
          observe() {}
          disconnect() {
            grow = () => undefined;
          }
        },
      );
      vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => pageHeight);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('returns to the position once the page is tall enough, and not after the person scrolled', async () => {
      const router = renderRouter();
      await act(() => router.navigate('/a2'));
      setScrollY(2400);
      await act(() => router.navigate('/b'));
      await act(() => router.navigate(-1));
      expect(scrollTo).toHaveBeenLastCalledWith(0, 2400);
      scrollTo.mockClear();
      pageHeight = 4000;
      grow();
      expect(scrollTo).toHaveBeenCalledWith(0, 2400);

      await act(() => router.navigate(1));
      pageHeight = 900;
      await act(() => router.navigate(-1));
      scrollTo.mockClear();
      window.dispatchEvent(new Event('wheel'));
      pageHeight = 4000;
      grow();
      expect(scrollTo).not.toHaveBeenCalled();
    });

    it('finds an #anchor that the page renders later', async () => {
      const router = renderRouter();
      await act(() => router.navigate('/help#later'));
      const later = document.createElement('p');
      later.id = 'later';
      later.scrollIntoView = vi.fn();
      document.body.append(later);
      grow();
      expect(later.scrollIntoView).toHaveBeenCalledTimes(1);
      later.remove();
    });
  });
});
