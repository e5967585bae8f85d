import { COOKIES } from '@iskra/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCookie } from '../../shared/cookies.ts';
import { SITE_INFO } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { Analytics, METRIKA_TAG_SRC } from './analytics.tsx';
import { CookieBanner } from './cookie-banner.tsx';

const tagScripts = () => document.querySelectorAll(`script[src="${METRIKA_TAG_SRC}"]`);

function consent() {
  setCookie(COOKIES.consent.name, '1', COOKIES.consent.days);
}

afterEach(() => {
  for (const script of tagScripts()) script.remove();
  delete window.ym;
});

describe('Analytics (Yandex Metrika)', () => {
  it('loads nothing when the operator configured no counter', () => {
    consent();
    renderInShell(<Analytics />, { siteInfo: { ...SITE_INFO, metrikaId: null } });
    expect(tagScripts()).toHaveLength(0);
    expect(window.ym).toBeUndefined();
  });

  it('loads nothing before the visitor accepts cookies', () => {
    renderInShell(<Analytics />, { siteInfo: { ...SITE_INFO, metrikaId: '1001' } });
    expect(tagScripts()).toHaveLength(0);
    expect(window.ym).toBeUndefined();
  });

  it('injects the tag once and initialises the counter when the visitor accepts', () => {
    const { router } = renderInShell(
      <>
        <CookieBanner />
        <Analytics />
      </>,
      { siteInfo: { ...SITE_INFO, metrikaId: '1002' } },
    );
    expect(tagScripts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));

    expect(tagScripts()).toHaveLength(1);
    expect(window.ym?.a).toEqual([
      [1002, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true }],
    ]);
    act(() => {
      void router.navigate('/help');
    });
    expect(tagScripts()).toHaveLength(1);
    expect(window.ym?.a?.filter(([, method]) => method === 'init')).toHaveLength(1);
  });

  it('reports a page view on every route change', () => {
    consent();
    const { router } = renderInShell(<Analytics />, {
      siteInfo: { ...SITE_INFO, metrikaId: '1003' },
      path: '/discover',
    });
    const origin = window.location.origin;
    expect(window.ym?.a).toHaveLength(1);

    act(() => {
      void router.navigate('/matches?tab=new');
    });
    act(() => {
      void router.navigate('/matches?tab=new');
    });

    expect(window.ym?.a?.slice(1)).toEqual([
      [1003, 'hit', `${origin}/matches?tab=new`, { referer: `${origin}/discover` }],
    ]);
  });

  it('never lets the counter see a sign-in or restore link: it starts on the page after', () => {
    consent();
    const { router } = renderInShell(<Analytics />, {
      siteInfo: { ...SITE_INFO, metrikaId: '1004' },
      path: '/auth?uid=00000000-0000-0000-0000-000000000000&token=secret-token',
    });
    expect(tagScripts()).toHaveLength(0);
    expect(window.ym).toBeUndefined();

    act(() => {
      void router.navigate('/restore-pass/secret-link');
    });
    expect(window.ym).toBeUndefined();

    act(() => {
      void router.navigate('/discover');
    });
    expect(tagScripts()).toHaveLength(1);
    expect(window.ym?.a).toEqual([
      [1004, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true }],
    ]);
    expect(JSON.stringify(window.ym?.a)).not.toContain('secret');
  });
});
