import { randomUUID } from 'node:crypto';
import type { ClientToServerEvents } from '@iskra/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { likeUser, PREMIUM, visitPage } from '../../../test/fixtures.ts';
import { closeSockets, openTab, type SocketTab } from '../../../test/sockets.ts';
import { createTestUser, type NewTestUser, type TestUser, useTestApp } from '../../../test/test-app.ts';

const app = useTestApp({ listen: true });

afterEach(closeSockets);

const person = (fields: NewTestUser = {}) => createTestUser(app, fields);

type Emit = (event: string, ...args: unknown[]) => Promise<unknown>;

/**
 * Sends client events, each with an acknowledgement, and returns what the server sent in
 * answer: an event is acknowledged only after its handler finished and sent what it caused.
 */
async function answersTo(
  t: SocketTab,
  ...events: Array<[keyof ClientToServerEvents, unknown]>
): Promise<Array<{ event: string; payload: unknown }>> {
  const from = t.events.length;
  const emit = (t.socket.emitWithAck as unknown as Emit).bind(t.socket);
  for (const [event, payload] of events) expect(await emit(event, payload)).toEqual({ ok: true, data: null });
  return t.events.slice(from).map(([event, payload]) => ({ event, payload }));
}

async function fSessions(user: TestUser) {
  const res = await app.inject({ method: 'GET', url: '/api/user/refresh', headers: user.headers });
  return res.json<{ user: { fSessions: { visits: number; likes: number } } }>().user.fSessions;
}

describe('"f" nudges answer only with real, unseen activity', () => {
  it('answers nothing when nothing real happened, and counts zero', async () => {
    const lonely = await person();
    const t = await openTab(app.url, lonely);
    const answers = await answersTo(
      t,
      ['CLIENT:F_VISIT', { userId: lonely.user.id, looking: 2 }],
      ['CLIENT:F_LIKE', { userId: lonely.user.id, looking: 2 }],
      ['CLIENT:F_MESSAGE', randomUUID()],
      ['CLIENT:INVITE_MEETUP', lonely.user.id],
    );
    expect(answers).toEqual([]);
    expect(await fSessions(lonely)).toEqual({ visits: 0, likes: 0 });
    const counts = await answersTo(t, [
      'F_SESSIONS_UPDATE',
      { userId: lonely.user.id, likes: true, visits: true },
    ]);
    expect(counts).toEqual([{ event: 'SERVER:F_SESSIONS_UPDATED', payload: { visits: 0, likes: 0 } }]);
  });

  it('re-sends the newest unseen real visit, hidden for a free user, until it is seen', async () => {
    const me = await person();
    const first = await person({ name: 'Первый' });
    const second = await person({ name: 'Второй' });
    await visitPage(app, first, me);
    await visitPage(app, second, me);
    expect(await fSessions(me)).toEqual({ visits: 2, likes: 0 });
    const t = await openTab(app.url, me);
    const answers = await answersTo(t, ['CLIENT:F_VISIT', { userId: me.user.id, looking: 2 }]);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.event).toBe('SERVER:NEW_VISIT');
    const payload = answers[0]?.payload as {
      visit: { visitor: { id: string | null; name: string | null } };
      f: boolean;
    };
    expect(payload.f).toBe(true);
    // A free user never learns who it was from a nudge either.
    expect(payload.visit.visitor).toMatchObject({ id: null, name: null });

    // Once the list is opened the visits are seen: nothing is left to nudge with.
    await app.inject({ method: 'GET', url: '/api/visits', headers: me.headers });
    const after = await answersTo(t, ['CLIENT:F_VISIT', { userId: me.user.id, looking: 2 }]);
    expect(after.filter((a) => a.event === 'SERVER:NEW_VISIT')).toEqual([]);
    expect(await fSessions(me)).toEqual({ visits: 0, likes: 0 });
  });

  it('shows a Premium user the real visitor', async () => {
    const me = await person(PREMIUM);
    const visitor = await person({ name: 'Гость' });
    await visitPage(app, visitor, me);
    const t = await openTab(app.url, me);
    const [answer] = await answersTo(t, ['CLIENT:F_VISIT', { userId: me.user.id, looking: 2 }]);
    expect(answer?.payload).toMatchObject({
      visit: { visitor: { id: visitor.user.id, name: 'Гость' } },
      f: true,
    });
  });

  it('re-sends the newest unseen waiting like', async () => {
    const me = await person();
    const admirer = await person();
    await likeUser(app, admirer, me);
    expect(await fSessions(me)).toEqual({ visits: 0, likes: 1 });
    const t = await openTab(app.url, me);
    const answers = await answersTo(t, ['CLIENT:F_LIKE', { userId: me.user.id, looking: 2 }]);
    expect(answers.map((a) => a.event)).toEqual(['SERVER:LIKE']);
    expect(answers[0]?.payload).toMatchObject({ like: { new: true, user: { id: null } }, f: true });
    // Answering the like (a match) takes it out of liked-you: nothing more to nudge with.
    await likeUser(app, me, admirer);
    const after = await answersTo(t, ['CLIENT:F_LIKE', { userId: me.user.id, looking: 2 }]);
    expect(after.filter((a) => a.event === 'SERVER:LIKE')).toEqual([]);
  });

  it('re-sends the newest unread real message, and nothing once it is read', async () => {
    const me = await person();
    const writer = await person(PREMIUM);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: writer.headers,
      payload: { clientId: randomUUID(), userId: me.user.id, text: 'Настоящее сообщение' },
    });
    const { message, dialog } = sent.json<{ message: { id: string }; dialog: { id: string } }>();
    const t = await openTab(app.url, me);
    // Any dialog id (even one that is not mine) falls back to my newest unread message.
    for (const dialogId of [dialog.id, randomUUID()]) {
      const answers = await answersTo(t, ['CLIENT:F_MESSAGE', dialogId]);
      expect(answers.map((a) => a.event)).toEqual(['SERVER:NEW_MESSAGE']);
      expect(answers[0]?.payload).toMatchObject({
        message: { id: message.id, text: 'Настоящее сообщение' },
        dialog: { id: dialog.id },
        f: true,
      });
    }
    await app.inject({ method: 'POST', url: `/api/dialogs/${dialog.id}/read`, headers: me.headers });
    const after = await answersTo(t, ['CLIENT:F_MESSAGE', dialog.id]);
    expect(after.filter((a) => a.event === 'SERVER:NEW_MESSAGE')).toEqual([]);
  });
});
