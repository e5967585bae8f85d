import type { ErrorEvent } from '@sentry/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureErrorReporting, type ErrorSink, reportCaughtError, resetErrorReporting } from './index.ts';
import { scrubBrowserEvent, scrubPageUrl } from './scrub.ts';

const sdk = vi.hoisted(() => ({
  imported: 0,
  captured: [] as Array<[unknown, string]>,
  started: [] as unknown[],
}));

// Stands in for the SDK chunk: counts whether it was ever imported.
vi.mock('./sentry.ts', () => {
  sdk.imported += 1;
  return {
    startSentry(settings: unknown): ErrorSink {
      sdk.started.push(settings);
      return { capture: (error, source) => sdk.captured.push([error, source]) };
    },
  };
});

const SETTINGS = {
  dsn: 'https://webkey@errors.example/7',
  environment: 'production',
  release: 'iskra@1.0.0',
};

/** Lets the dynamic import and the promise chain behind it settle. */
async function settled() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('browser error reporting', () => {
  beforeEach(() => {
    resetErrorReporting();
    sdk.captured.length = 0;
    sdk.started.length = 0;
  });
  afterEach(() => resetErrorReporting());

  it('loads nothing without a DSN and drops what was caught', async () => {
    reportCaughtError(new Error('before the site info'), 'route-boundary');
    configureErrorReporting(null);
    reportCaughtError(new Error('after'), 'route-boundary');
    await settled();
    expect(sdk.imported).toBe(0);
    expect(sdk.started).toEqual([]);
    expect(sdk.captured).toEqual([]);
  });

  it('starts the SDK with a DSN and sends what a boundary caught before and after', async () => {
    const early = new Error('early');
    const late = new Error('late');
    reportCaughtError(early, 'route-boundary');
    configureErrorReporting(SETTINGS);
    reportCaughtError(late, 'route-boundary');
    configureErrorReporting(SETTINGS);
    await settled();
    expect(sdk.imported).toBe(1);
    expect(sdk.started).toEqual([SETTINGS]);
    expect(sdk.captured).toEqual([
      [early, 'route-boundary'],
      [late, 'route-boundary'],
    ]);
  });

  it('keeps quiet when the SDK chunk cannot be downloaded', async () => {
    configureErrorReporting(SETTINGS, () => Promise.reject(new Error('offline')));
    reportCaughtError(new Error('x'), 'route-boundary');
    await settled();
    expect(sdk.captured).toEqual([]);
  });
});

describe('scrubBrowserEvent', () => {
  it('hides the restore link, the query string and everything about the person', () => {
    const event: ErrorEvent = {
      type: undefined,
      transaction: '/app/restore-pass/Zx9vQ',
      request: {
        url: 'https://iskra.example/app/restore-pass/Zx9vQ?email=marina@mail.example#top',
        headers: { 'User-Agent': 'Firefox/140', Referer: 'https://iskra.example/app/auth?uid=1&token=abc' },
      },
      user: { id: '42', email: 'marina@mail.example', username: 'Марина' },
      breadcrumbs: [{ category: 'ui.click', message: 'div.message-text' }],
      exception: { values: [{ type: 'TypeError', value: 'cannot read a profile of marina@mail.example' }] },
    };
    expect(scrubBrowserEvent(event)).toEqual({
      type: undefined,
      transaction: '/app/restore-pass/[link]',
      request: {
        url: 'https://iskra.example/app/restore-pass/[link]',
        headers: { 'User-Agent': 'Firefox/140' },
      },
      user: { ip_address: null },
      exception: { values: [{ type: 'TypeError', value: 'cannot read a profile of [email]' }] },
    });
  });

  it('leaves ordinary page addresses readable', () => {
    expect(scrubPageUrl('https://iskra.example/app/chat')).toBe('https://iskra.example/app/chat');
  });
});
