import { COOKIES, REALTIME } from '@iskra/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CounterCookies, createFSession, F_DAILY_NUDGES, type FSessionUser } from './f-session.ts';

function memoryCookies(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const days = new Map<string, number>();
  const cookies: CounterCookies = {
    get: (name) => values.get(name) ?? null,
    set: (name, value, lifetime) => {
      values.set(name, value);
      days.set(name, lifetime);
    },
  };
  return { cookies, values, days };
}

const MAN: FSessionUser = {
  id: 'me',
  gender: 1,
  looking: 2,
  imageCount: 1,
  fSessions: { visits: 5, likes: 5 },
};

function setup(user: FSessionUser | null = MAN, cookieValues: Record<string, string> = {}) {
  const jar = memoryCookies(cookieValues);
  const sent: unknown[][] = [];
  let current = user;
  const session = createFSession({
    send: (event, ...args) => sent.push([event, ...args]),
    user: () => current,
    cookies: jar.cookies,
  });
  return {
    session,
    sent,
    jar,
    signOut: () => {
      current = null;
    },
  };
}

/** Events sent so far, by name. */
const names = (sent: unknown[][]) => sent.map(([event]) => event);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live-socket initialisation', () => {
  it('gives missing counters their daily value for one day', () => {
    const { session, jar } = setup(MAN, { [COOKIES.fLike.name]: '1' });
    session.start();
    expect(jar.values.get(COOKIES.fVisit.name)).toBe(String(F_DAILY_NUDGES));
    expect(jar.values.get(COOKIES.inviteMeetup.name)).toBe(String(F_DAILY_NUDGES));
    expect(jar.values.get(COOKIES.fLike.name)).toBe('1');
    expect(jar.days.get(COOKIES.fVisit.name)).toBe(1);
    expect(jar.days.get(COOKIES.inviteMeetup.name)).toBe(1);
  });

  it('schedules visit at 120 s, meetup invite at 300 s and like at 360 s for a man', () => {
    const { session, sent } = setup();
    session.start();
    vi.advanceTimersByTime(REALTIME.visitDelayMs - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([['CLIENT:F_VISIT', { userId: 'me', looking: 2 }]]);
    vi.advanceTimersByTime(REALTIME.inviteMeetupDelayMs - REALTIME.visitDelayMs);
    expect(sent.at(-1)).toEqual(['CLIENT:INVITE_MEETUP', 'me']);
    vi.advanceTimersByTime(REALTIME.likeDelayMs - REALTIME.inviteMeetupDelayMs - 1);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sent.at(-1)).toEqual(['CLIENT:F_LIKE', { userId: 'me', looking: 2 }]);
    vi.advanceTimersByTime(24 * 3600 * 1000);
    expect(sent).toHaveLength(3);
  });

  it('acts only once', () => {
    const { session, sent } = setup();
    session.start();
    session.start();
    vi.advanceTimersByTime(REALTIME.likeDelayMs);
    expect(names(sent)).toEqual(['CLIENT:F_VISIT', 'CLIENT:INVITE_MEETUP', 'CLIENT:F_LIKE']);
  });

  it('sends only the meetup invite for a woman', () => {
    const { session, sent } = setup({ ...MAN, gender: 2, looking: 1, fSessions: { visits: 0, likes: 0 } });
    session.start();
    vi.advanceTimersByTime(REALTIME.likeDelayMs);
    expect(sent).toEqual([['CLIENT:INVITE_MEETUP', 'me']]);
  });

  it('asks for likes only with an image, and respects spent counters', () => {
    const { session, sent } = setup(
      { ...MAN, imageCount: 0 },
      { [COOKIES.fVisit.name]: '0', [COOKIES.inviteMeetup.name]: '0' },
    );
    session.start();
    vi.advanceTimersByTime(REALTIME.likeDelayMs);
    expect(sent).toEqual([]);
  });

  it('sends a session update instead for a man with fewer than 3 session visits or likes', () => {
    const { session, sent } = setup({ ...MAN, fSessions: { visits: 2, likes: 3 } });
    session.start();
    expect(sent).toEqual([['F_SESSIONS_UPDATE', { userId: 'me', likes: false, visits: true }]]);
    vi.advanceTimersByTime(REALTIME.likeDelayMs);
    expect(sent).toHaveLength(1);
  });

  it('does nothing without a user, and nothing after stop', () => {
    const none = setup(null);
    none.session.start();
    vi.advanceTimersByTime(REALTIME.likeDelayMs);
    expect(none.sent).toEqual([]);

    const stopped = setup();
    stopped.session.start();
    stopped.session.stop();
    vi.advanceTimersByTime(REALTIME.likeDelayMs);
    expect(stopped.sent).toEqual([]);
  });

  it('sends nothing when the user signed out before the timer fired', () => {
    const { session, sent, signOut } = setup();
    session.start();
    signOut();
    vi.advanceTimersByTime(REALTIME.likeDelayMs);
    expect(sent).toEqual([]);
  });
});

describe('server events marked f', () => {
  it('a visit takes one from fvisit and asks again after 400 s while some are left', () => {
    const { session, sent, jar } = setup(MAN, { [COOKIES.fVisit.name]: '2' });
    session.serverVisit(true);
    expect(jar.values.get(COOKIES.fVisit.name)).toBe('1');
    expect(jar.days.get(COOKIES.fVisit.name)).toBe(1);
    vi.advanceTimersByTime(REALTIME.followUp.visitMs - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([['CLIENT:F_VISIT', { userId: 'me', looking: 2 }]]);

    session.serverVisit(true);
    expect(jar.values.get(COOKIES.fVisit.name)).toBe('0');
    vi.advanceTimersByTime(REALTIME.followUp.visitMs);
    expect(sent).toHaveLength(1);
  });

  it('a like takes one from flike and asks again after 410 s', () => {
    const { session, sent, jar } = setup(MAN, { [COOKIES.fLike.name]: '3' });
    session.serverLike(true);
    expect(jar.values.get(COOKIES.fLike.name)).toBe('2');
    vi.advanceTimersByTime(REALTIME.followUp.likeMs - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([['CLIENT:F_LIKE', { userId: 'me', looking: 2 }]]);
  });

  it('a meetup invite takes one from invite_meetup and asks again after 405 s', () => {
    const { session, sent, jar } = setup(MAN, { [COOKIES.inviteMeetup.name]: '2' });
    session.serverMeetupInvite();
    expect(jar.values.get(COOKIES.inviteMeetup.name)).toBe('1');
    vi.advanceTimersByTime(REALTIME.followUp.meetupInviteMs - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([['CLIENT:INVITE_MEETUP', 'me']]);
  });

  it('a message asks for its dialog again after 420 s, one pending nudge per dialog', () => {
    const { session, sent } = setup();
    session.serverMessage('d1', true);
    vi.advanceTimersByTime(1000);
    session.serverMessage('d1', true);
    session.serverMessage('d2', true);
    vi.advanceTimersByTime(REALTIME.followUp.messageMs - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      ['CLIENT:F_MESSAGE', 'd1'],
      ['CLIENT:F_MESSAGE', 'd2'],
    ]);
  });

  it('events without f change nothing', () => {
    const { session, sent, jar } = setup(MAN, { [COOKIES.fVisit.name]: '2', [COOKIES.fLike.name]: '2' });
    session.serverVisit(undefined);
    session.serverLike(false);
    session.serverMessage('d1', undefined);
    vi.advanceTimersByTime(REALTIME.followUp.messageMs);
    expect(sent).toEqual([]);
    expect(jar.values.get(COOKIES.fVisit.name)).toBe('2');
    expect(jar.values.get(COOKIES.fLike.name)).toBe('2');
  });

  it('the follow-up replaces a pending nudge of the same kind', () => {
    const { session, sent } = setup();
    session.start();
    vi.advanceTimersByTime(REALTIME.visitDelayMs);
    session.serverVisit(true);
    vi.advanceTimersByTime(REALTIME.followUp.visitMs);
    expect(names(sent).filter((name) => name === 'CLIENT:F_VISIT')).toHaveLength(2);
  });
});
