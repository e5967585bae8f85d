import { describe, expect, it } from 'vitest';
import { type ScrubbableEvent, scrubEvent, scrubText, scrubUrl } from './error-reporting.ts';

describe('scrubText', () => {
  it('replaces e-mail addresses, tokens, secrets and IP addresses', () => {
    const text = [
      'no account for Ivan.Petrov+x@mail.example.ru and марина@почта.рф',
      'Authorization: Bearer abc.def-ghi',
      'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      'password=hunter2&token=t0k&uid=5',
      'restore link 3q2+7w_Zx9vQk1mN0pLr8sTuVwXyZaBcDeFgHiJk',
      'from 203.0.113.7 and 2001:db8::1:2:3',
    ].join('\n');
    const scrubbed = scrubText(text);
    for (const secret of [
      'Ivan.Petrov',
      'mail.example.ru',
      'марина',
      'abc.def-ghi',
      'eyJ',
      'hunter2',
      't0k',
      'uid=5',
      '7w_Zx9vQk1mN0pLr8sTuVwXyZaBcDeFgHiJk',
      '203.0.113.7',
      '2001:db8',
    ]) {
      expect(scrubbed).not.toContain(secret);
    }
    expect(scrubbed).toContain('[email]');
    expect(scrubbed).toContain('Bearer [token]');
    expect(scrubbed).toContain('password=[redacted]');
  });

  it('drops the parameters of a failed query but keeps its SQL, and keeps UUIDs and codes', () => {
    const text = 'Failed query: insert into "messages" ("text") values ($1)\nparams: Привет, позвони мне';
    expect(scrubText(text)).toBe(
      'Failed query: insert into "messages" ("text") values ($1)\nparams: [redacted]',
    );
    expect(scrubText('request 0b8c6a51-7d0e-4f4e-9a57-1f2e3d4c5b6a failed with 23505')).toBe(
      'request 0b8c6a51-7d0e-4f4e-9a57-1f2e3d4c5b6a failed with 23505',
    );
    expect(scrubText('Foo::bar at 12:30:45, code: 23505, ::1')).toBe(
      'Foo::bar at 12:30:45, code: 23505, [ip]',
    );
  });
});

describe('scrubUrl', () => {
  it('drops the query string and the fragment', () => {
    expect(scrubUrl('https://iskra.example/app/auth?uid=1&token=abc#x')).toBe(
      'https://iskra.example/app/auth',
    );
  });
});

describe('scrubEvent', () => {
  it('removes the user, breadcrumbs, extra data, request details and unknown contexts', () => {
    const event: ScrubbableEvent = {
      message: 'write to a@b.example',
      user: { id: '1', email: 'a@b.example', ip_address: '203.0.113.7' },
      breadcrumbs: [{ message: 'typed a message' }],
      extra: { body: { password: 'x' } },
      request: {
        method: 'POST',
        url: 'https://iskra.example/api/auth/login?email=a@b.example',
        headers: { Authorization: 'Bearer t', Cookie: 'sid=1', 'User-Agent': 'Firefox' },
      },
      tags: { request_id: 'req-1', route: '/api/user/pass-restore/:link', note: 'for a@b.example' },
      contexts: { os: { name: 'Linux' }, state: { form: 'secret' } },
      exception: {
        values: [{ value: 'no user a@b.example', stacktrace: { frames: [{ vars: { password: 'x' } }] } }],
      },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed).toEqual({
      user: { ip_address: null },
      message: 'write to [email]',
      request: {
        method: 'POST',
        url: 'https://iskra.example/api/auth/login',
        headers: { 'User-Agent': 'Firefox' },
      },
      tags: { request_id: 'req-1', route: '/api/user/pass-restore/:link', note: 'for [email]' },
      contexts: { os: { name: 'Linux' } },
      exception: { values: [{ value: 'no user [email]', stacktrace: { frames: [{}] } }] },
    });
  });

  it('passes the request URL through the caller’s rewrite', () => {
    const event = scrubEvent({ request: { url: 'https://x.example/a/b?c=1' } }, { url: (url) => `${url}!` });
    expect(event.request?.url).toBe('https://x.example/a/b!');
  });
});
