import { close, flush } from '@sentry/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSentry } from './sentry.ts';

afterEach(async () => {
  await close(100);
});

describe('the browser SDK as configured', () => {
  it('posts a scrubbed event to the DSN’s endpoint', async () => {
    const bodies: string[] = [];
    const urls: string[] = [];
    const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(input));
      bodies.push(String(init?.body));
      return new Response('{}', { status: 200 });
    });
    vi.stubGlobal('fetch', fetchSpy);
    window.history.replaceState(null, '', '/app/restore-pass/secretLink123?token=abc');
    const sink = startSentry({
      dsn: 'https://webkey@errors.example/7',
      environment: 'test',
      release: 'iskra@1.0.0',
    });
    sink.capture(new Error('profile of marina@mail.example failed'), 'route-boundary');
    await flush(2000);
    vi.unstubAllGlobals();

    expect(urls[0]).toMatch(/^https:\/\/errors\.example\/api\/7\/envelope\//);
    const body = bodies.join('\n');
    expect(body).toContain('profile of [email] failed');
    expect(body).toContain('"source":"route-boundary"');
    expect(body).toContain('/app/restore-pass/[link]');
    for (const secret of ['marina', 'secretLink123', 'token=abc']) expect(body).not.toContain(secret);
  });
});
