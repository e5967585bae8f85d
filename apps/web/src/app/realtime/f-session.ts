/**
 * The client side of the "f" session protocol (core-application §4 "Realtime"), as plain logic
 * with no React: the live-socket initialisation and the scheduled nudges. The server answers a
 * nudge only with real activity the user has not seen yet, or not at all (DESIGN.md §4,
 * packages/contract/src/socket.ts), so this module only decides when to ask.
 *
 * - Initialisation (once per app start, when connected and the photo promo is over): the
 *   day-long counter cookies fvisit, flike and invite_meetup get their daily value when missing.
 *   A gender-1 user with fewer than REALTIME.sessionUpdateThreshold session visits or likes
 *   sends F_SESSIONS_UPDATE with those two flags. Otherwise the nudges are scheduled:
 *   CLIENT:F_VISIT after 120 s (gender 1, fvisit above 0), CLIENT:INVITE_MEETUP after 300 s
 *   (invite_meetup not 0), CLIENT:F_LIKE after 360 s (gender 1, at least one image, flike above 0).
 * - A server event marked f (and SERVER:INVITE_MEETUP, which has no flag) takes one from its
 *   counter and, while the counter stays above 0, asks again after the follow-up delay: visit
 *   400 s, like 410 s, meetup invite 405 s. A message has no counter: CLIENT:F_MESSAGE for its
 *   dialog follows after 420 s.
 * - One nudge of a kind (one per dialog for messages) is pending at a time; a new one replaces it.
 */
import { type ClientToServerEvents, COOKIES, GENDER, type Gender, REALTIME } from '@iskra/contract';
import { getCookie, setCookie } from '../../shared/cookies.ts';

/**
 * Ours: the daily value a missing counter cookie starts from — how many nudges of a kind (each
 * surfacing one real, unseen visit, like or invitation) the user may get in a day.
 */
export const F_DAILY_NUDGES = 3;

export type FClientEvent =
  | 'CLIENT:F_VISIT'
  | 'CLIENT:F_LIKE'
  | 'CLIENT:F_MESSAGE'
  | 'CLIENT:INVITE_MEETUP'
  | 'F_SESSIONS_UPDATE';

export type FSend = <E extends FClientEvent>(event: E, ...args: Parameters<ClientToServerEvents[E]>) => void;

/** Where the day-long counters live (the browser's cookies in the app). */
export interface CounterCookies {
  get: (name: string) => string | null;
  set: (name: string, value: string, days: number) => void;
}

export const browserCookies: CounterCookies = { get: getCookie, set: setCookie };

/** What the protocol needs to know of the signed-in user. */
export interface FSessionUser {
  id: string;
  gender: Gender;
  looking: Gender;
  imageCount: number;
  fSessions: { visits: number; likes: number };
}

export interface FSessionDeps {
  send: FSend;
  /** The current user, read when a nudge is sent (null once signed out: nothing is sent). */
  user: () => FSessionUser | null;
  cookies?: CounterCookies;
}

export interface FSession {
  /** The live-socket initialisation; only the first call in the session's life acts. */
  start: () => void;
  /** SERVER:NEW_VISIT arrived. */
  serverVisit: (f: boolean | undefined) => void;
  /** SERVER:LIKE arrived. */
  serverLike: (f: boolean | undefined) => void;
  /** SERVER:NEW_MESSAGE arrived in `dialogId`. */
  serverMessage: (dialogId: string, f: boolean | undefined) => void;
  /** SERVER:INVITE_MEETUP arrived. */
  serverMeetupInvite: () => void;
  /** Cancels every pending nudge; the session is over. */
  stop: () => void;
}

type Counter = (typeof COOKIES)['fVisit' | 'fLike' | 'inviteMeetup'];

/** A counter's value; a missing or broken cookie reads as null. */
export function readCounter(cookies: CounterCookies, counter: Counter): number | null {
  const raw = cookies.get(counter.name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

export function createFSession({ send, user, cookies = browserCookies }: FSessionDeps): FSession {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let started = false;
  let stopped = false;

  function schedule(key: string, delayMs: number, fire: (me: FSessionUser) => void) {
    if (stopped) return;
    clearTimeout(timers.get(key));
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        const me = user();
        if (me && !stopped) fire(me);
      }, delayMs),
    );
  }

  const askVisit = (me: FSessionUser) => send('CLIENT:F_VISIT', { userId: me.id, looking: me.looking });
  const askLike = (me: FSessionUser) => send('CLIENT:F_LIKE', { userId: me.id, looking: me.looking });
  const askMeetup = (me: FSessionUser) => send('CLIENT:INVITE_MEETUP', me.id);

  /** Takes one from a counter (never below 0) and returns what is left. */
  function decrement(counter: Counter): number {
    const left = Math.max(0, (readCounter(cookies, counter) ?? F_DAILY_NUDGES) - 1);
    cookies.set(counter.name, String(left), counter.days);
    return left;
  }

  return {
    start() {
      if (started || stopped) return;
      const me = user();
      if (!me) return;
      started = true;

      const counters = [COOKIES.fVisit, COOKIES.fLike, COOKIES.inviteMeetup] as const;
      for (const counter of counters) {
        if (readCounter(cookies, counter) === null)
          cookies.set(counter.name, String(F_DAILY_NUDGES), counter.days);
      }

      const man = me.gender === GENDER.MAN;
      const threshold = REALTIME.sessionUpdateThreshold;
      const fewVisits = me.fSessions.visits < threshold;
      const fewLikes = me.fSessions.likes < threshold;
      if (man && (fewVisits || fewLikes)) {
        send('F_SESSIONS_UPDATE', { userId: me.id, likes: fewLikes, visits: fewVisits });
        return;
      }

      if (man && (readCounter(cookies, COOKIES.fVisit) ?? 0) > 0)
        schedule('visit', REALTIME.visitDelayMs, askVisit);
      if (readCounter(cookies, COOKIES.inviteMeetup) !== 0)
        schedule('meetup', REALTIME.inviteMeetupDelayMs, askMeetup);
      if (man && me.imageCount > 0 && (readCounter(cookies, COOKIES.fLike) ?? 0) > 0)
        schedule('like', REALTIME.likeDelayMs, askLike);
    },

    serverVisit(f) {
      if (!f || stopped) return;
      if (decrement(COOKIES.fVisit) > 0) schedule('visit', REALTIME.followUp.visitMs, askVisit);
    },

    serverLike(f) {
      if (!f || stopped) return;
      if (decrement(COOKIES.fLike) > 0) schedule('like', REALTIME.followUp.likeMs, askLike);
    },

    serverMessage(dialogId, f) {
      if (!f) return;
      schedule(`message:${dialogId}`, REALTIME.followUp.messageMs, () => send('CLIENT:F_MESSAGE', dialogId));
    },

    serverMeetupInvite() {
      if (stopped) return;
      if (decrement(COOKIES.inviteMeetup) > 0)
        schedule('meetup', REALTIME.followUp.meetupInviteMs, askMeetup);
    },

    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
