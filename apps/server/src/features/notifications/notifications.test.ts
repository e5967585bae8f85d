import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NOTIFICATIONS_PATHS, type NotificationSettings } from '@iskra/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { likeUser, matchUsers, visitPage, writeMessage } from '../../../test/fixtures.ts';
import { closeSockets, openTab } from '../../../test/sockets.ts';
import {
  createTestUser,
  type NewTestUser,
  readOutbox,
  type TestUser,
  useTestApp,
} from '../../../test/test-app.ts';
import { jobs, users } from '../../platform/db/schema.ts';
import { type OutboxRecord, outboxDir } from '../../platform/mail.ts';
import type { App } from '../../platform/types.ts';
import { messages } from '../chat/chat.schema.ts';
import { unsubscribeToken } from './notifications.policy.ts';
import { notificationSends, notificationSettings } from './notifications.schema.ts';
import { NOTIFICATION_JOBS } from './notifications.service.ts';

const HOUR_MS = 60 * 60 * 1000;
const SUBJECT = {
  match: 'Взаимная симпатия в Искре',
  message: 'Новое сообщение в Искре',
  messages: 'Новые сообщения в Искре',
  activity: 'Лайки и посетители за день в Искре',
} as const;

const man = (app: App, fields: NewTestUser = {}) => createTestUser(app, { gender: 1, looking: 2, ...fields });
const woman = (app: App, fields: NewTestUser = {}) =>
  createTestUser(app, { gender: 2, looking: 1, ...fields });

const write = writeMessage;

/** Runs the due notification checks, then sends the letters they queued; the letters to `to`. */
async function lettersTo(app: App, to: TestUser, subject?: string): Promise<OutboxRecord[]> {
  await app.jobs.runDue([NOTIFICATION_JOBS.check]);
  const letters = await readOutbox(app, to.user.email);
  return subject ? letters.filter((l) => l.subject === subject) : letters;
}

const messageLetters = async (app: App, to: TestUser) => [
  ...(await lettersTo(app, to, SUBJECT.message)),
  ...(await lettersTo(app, to, SUBJECT.messages)),
];

function settingsOf(app: App, user: TestUser) {
  return app.inject({ method: 'GET', url: NOTIFICATIONS_PATHS.settings, headers: user.headers });
}

function changeSettings(app: App, user: TestUser, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: NOTIFICATIONS_PATHS.settings, headers: user.headers, payload });
}

/** The waiting check jobs of a user. */
async function waitingChecks(app: App, user: TestUser) {
  const rows = await app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, NOTIFICATION_JOBS.check), isNull(jobs.doneAt)));
  return rows.filter((r) => (r.payload as { userId?: string }).userId === user.user.id);
}

describe('notification letters', () => {
  const app = useTestApp({ env: { NOTIFICATIONS_DELAY_MS: '0' } });

  it('tells an offline person of a new match, by name; not the one who made it and saw it', async () => {
    const ivan = await man(app, { name: 'Иван' });
    const marina = await woman(app, { name: 'Марина' });
    // Ivan liked first; Marina's like made the match, and her answer showed it to her.
    await matchUsers(app, ivan, marina);
    const toIvan = await lettersTo(app, ivan, SUBJECT.match);
    expect(toIvan).toHaveLength(1);
    expect(toIvan[0]?.text).toContain('Марина тоже поставила тебе лайк — симпатия взаимная!');
    expect(await lettersTo(app, marina, SUBJECT.match)).toEqual([]);

    const olga = await woman(app, { name: 'Ольга' });
    await matchUsers(app, olga, ivan);
    // Here Ivan's like made the match: Olga hears of it.
    const [toOlga] = await lettersTo(app, olga, SUBJECT.match);
    expect(toOlga?.text).toContain('Иван тоже поставил тебе лайк');
  });

  it('sends a digest of unread messages with real counts, and nothing to the author', async () => {
    const ivan = await man(app, { name: 'Иван' });
    const marina = await woman(app, { name: 'Марина' });
    const dialogId = await matchUsers(app, ivan, marina);
    await write(app, marina, dialogId, 'Привет!');
    await write(app, marina, dialogId, 'Как дела?');
    const letters = await messageLetters(app, ivan);
    expect(letters).toHaveLength(1);
    expect(letters[0]?.text).toContain('Марина написала тебе 2 новых сообщения.');
    // The text of a private message never goes by mail.
    expect(letters[0]?.text).not.toContain('Как дела?');
    expect(await messageLetters(app, marina)).toEqual([]);
  });

  it('carries the one-click unsubscribe headers and the same link in the letter', async () => {
    const ivan = await man(app);
    const marina = await woman(app, { name: 'Марина' });
    const dialogId = await matchUsers(app, ivan, marina);
    await write(app, marina, dialogId);
    const [letter] = await messageLetters(app, ivan);
    const url = `http://localhost:8080${NOTIFICATIONS_PATHS.unsubscribe}?token=${unsubscribeToken(app.config.jwtSecret, ivan.user.id, 'message')}`;
    expect(letter?.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(letter?.links).toContain(url);
    // The headers are in the letter as sent, not only in the outbox record.
    const dir = outboxDir(app.config.dataDir);
    const raw = await Promise.all(
      (await readdir(dir)).filter((n) => n.endsWith('.eml')).map((n) => readFile(join(dir, n), 'utf8')),
    );
    const eml = raw.find((r) => r.includes(ivan.user.email) && r.includes('List-Unsubscribe-Post'));
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('says nothing of messages read before the check runs', async () => {
    const ivan = await man(app);
    const marina = await woman(app);
    const dialogId = await matchUsers(app, ivan, marina);
    await write(app, marina, dialogId);
    const read = await app.inject({
      method: 'POST',
      url: `/api/dialogs/${dialogId}/read`,
      headers: ivan.headers,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await messageLetters(app, ivan)).toEqual([]);
  });

  it('queues the check of a new match only for the side who wants match letters', async () => {
    const ivan = await man(app);
    const marina = await woman(app);
    expect((await changeSettings(app, marina, { match: false })).statusCode).toBe(200);
    await matchUsers(app, ivan, marina);
    // (Ivan's like also queued Marina's check of likes and visits.)
    const matchChecks = async (user: TestUser) =>
      (await waitingChecks(app, user)).filter((r) => (r.payload as { kind?: string }).kind === 'match');
    expect(await matchChecks(ivan)).toHaveLength(1);
    expect(await matchChecks(marina)).toEqual([]);
  });

  it('sends nothing of a kind switched off, and nothing to an unconfirmed address', async () => {
    const ivan = await man(app);
    const unconfirmed = await man(app, { isActivated: false });
    const marina = await woman(app);
    expect((await changeSettings(app, ivan, { message: false })).statusCode).toBe(200);
    const [one, two] = [await matchUsers(app, ivan, marina), await matchUsers(app, unconfirmed, marina)];
    await write(app, marina, one);
    await write(app, marina, two);
    expect(await messageLetters(app, ivan)).toEqual([]);
    // The match letter still goes to Ivan: only messages were switched off.
    expect(await lettersTo(app, ivan, SUBJECT.match)).toHaveLength(1);
    expect(await lettersTo(app, unconfirmed)).toEqual([]);
  });

  it('sends nothing about a person blocked either way, nor to a blocked account', async () => {
    const ivan = await man(app);
    const marina = await woman(app);
    const dialogId = await matchUsers(app, ivan, marina);
    await write(app, marina, dialogId);
    await likeUser(app, ivan, marina, { love: false, block: true });
    expect(await lettersTo(app, ivan)).toEqual([]);

    const banned = await man(app);
    const olga = await woman(app);
    await matchUsers(app, banned, olga);
    await app.db.update(users).set({ status: 'blocked' }).where(eq(users.id, banned.user.id));
    expect(await lettersTo(app, banned)).toEqual([]);
  });

  it('sends at most one letter of a kind in 3 hours; what comes meanwhile waits for the next', async () => {
    const ivan = await man(app);
    const marina = await woman(app, { name: 'Марина' });
    const dialogId = await matchUsers(app, ivan, marina);
    await write(app, marina, dialogId, 'Первое');
    expect(await messageLetters(app, ivan)).toHaveLength(1);

    await write(app, marina, dialogId, 'Второе');
    expect(await messageLetters(app, ivan)).toHaveLength(1);
    const [later] = await waitingChecks(app, ivan);
    const [sent] = await app.db
      .select()
      .from(notificationSends)
      .where(and(eq(notificationSends.userId, ivan.user.id), eq(notificationSends.kind, 'message')));
    expect(later?.runAt.getTime()).toBe((sent?.lastSentAt?.getTime() ?? 0) + 3 * HOUR_MS);

    // Three hours on: the first message was told of already, the second one is new.
    const back = (d: Date | null | undefined) => new Date((d?.getTime() ?? 0) - 3 * HOUR_MS - 60_000);
    await app.db
      .update(notificationSends)
      .set({ lastSentAt: back(sent?.lastSentAt) })
      .where(and(eq(notificationSends.userId, ivan.user.id), eq(notificationSends.kind, 'message')));
    const [first] = await app.db.select().from(messages).where(eq(messages.text, 'Первое'));
    await app.db
      .update(messages)
      .set({ createdAt: back(first?.createdAt) })
      .where(eq(messages.id, first?.id ?? ''));
    await app.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, later?.id ?? 0));
    const letters = await messageLetters(app, ivan);
    expect(letters).toHaveLength(2);
    expect(letters[1]?.text).toContain('Марина написала тебе 1 новое сообщение.');
  });

  it('sends a daily digest of likes and visits at noon in Moscow, with counts and no names', async () => {
    const anna = await woman(app, { name: 'Анна' });
    const petr = await man(app, { name: 'Пётр' });
    const oleg = await man(app, { name: 'Олег' });
    await likeUser(app, petr, anna);
    await visitPage(app, oleg, anna);
    expect(await lettersTo(app, anna)).toEqual([]);
    const checks = await waitingChecks(app, anna);
    expect(checks).toHaveLength(1);
    const runAt = checks[0]?.runAt ?? new Date(0);
    expect((runAt.getUTCHours() + 3) % 24).toBe(12);
    expect(runAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * HOUR_MS);

    await app.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, checks[0]?.id ?? 0));
    const [letter] = await lettersTo(app, anna, SUBJECT.activity);
    expect(letter?.text).toContain(
      'За последние сутки тебе поставили 1 лайк, а твою анкету посмотрел 1 человек.',
    );
    expect(letter?.text).not.toContain('Пётр');
    expect(letter?.text).not.toContain('Олег');
  });
});

describe('settings', () => {
  const app = useTestApp();

  it('are all on by default and change one kind at a time', async () => {
    const ivan = await man(app);
    expect((await settingsOf(app, ivan)).json<NotificationSettings>()).toEqual({
      match: true,
      message: true,
      activity: true,
      pushMatch: true,
      pushMessage: true,
    });
    const res = await changeSettings(app, ivan, { activity: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<NotificationSettings>()).toEqual({
      match: true,
      message: true,
      activity: false,
      pushMatch: true,
      pushMessage: true,
    });
    expect((await settingsOf(app, ivan)).json<NotificationSettings>().activity).toBe(false);
  });

  it('refuse an empty change, an unknown kind and a guest', async () => {
    const ivan = await man(app);
    expect((await changeSettings(app, ivan, {})).statusCode).toBe(400);
    expect((await changeSettings(app, ivan, { push: true })).statusCode).toBe(400);
    expect((await changeSettings(app, ivan, { match: 'yes' })).statusCode).toBe(422);
    const guest = await app.inject({ method: 'GET', url: NOTIFICATIONS_PATHS.settings });
    expect(guest.statusCode).toBe(401);
  });
});

describe('the unsubscribe link', () => {
  const app = useTestApp();
  const link = (token: string) => `${NOTIFICATIONS_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`;

  /** The one-click POST of RFC 8058 as a mail client sends it. */
  const oneClick = (token: string) =>
    app.inject({
      method: 'POST',
      url: link(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('switches off the kind it names with one POST, without signing in', async () => {
    const ivan = await man(app);
    const res = await oneClick(unsubscribeToken(app.config.jwtSecret, ivan.user.id, 'message'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, kind: 'message' });
    expect((await settingsOf(app, ivan)).json<NotificationSettings>()).toMatchObject({
      match: true,
      message: false,
      activity: true,
    });
    // Again: still off, still fine.
    expect((await oneClick(unsubscribeToken(app.config.jwtSecret, ivan.user.id, 'message'))).statusCode).toBe(
      200,
    );
  });

  it('refuses a forged token and a token whose kind was changed', async () => {
    const ivan = await man(app);
    const token = unsubscribeToken(app.config.jwtSecret, ivan.user.id, 'message');
    const forged = unsubscribeToken('another-secret-of-at-least-32-characters', ivan.user.id, 'message');
    const otherKind = token.replace('.message.', '.match.');
    const otherUser = token.replace(ivan.user.id, randomUUID());
    for (const bad of [forged, otherKind, otherUser, 'nonsense']) {
      const res = await oneClick(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'linkInvalid' });
    }
    expect((await settingsOf(app, ivan)).json<NotificationSettings>()).toMatchObject({
      match: true,
      message: true,
      activity: true,
    });
  });

  it('shows a person a page that asks first, and says it is done after the button', async () => {
    const marina = await woman(app);
    const url = link(unsubscribeToken(app.config.jwtSecret, marina.user.id, 'activity'));
    const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Отписаться от писем?');
    expect(page.body).toContain('Лайки и посетители за день');
    // Opening the page changed nothing (mail scanners open links too).
    expect((await settingsOf(app, marina)).json<NotificationSettings>().activity).toBe(true);

    const posted = await app.inject({
      method: 'POST',
      url,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`http://localhost:8080${url}`);
    expect((await settingsOf(app, marina)).json<NotificationSettings>().activity).toBe(false);
    const after = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(after.body).toContain('Готово, ты отписалась');

    const broken = await app.inject({
      method: 'GET',
      url: link('nonsense'),
      headers: { accept: 'text/html' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toContain('Ссылка не работает');
  });
});

describe('presence', () => {
  const app = useTestApp({ listen: true, env: { NOTIFICATIONS_DELAY_MS: '0' } });
  afterEach(closeSockets);

  it('holds letters while the person is online, and sends them once they leave', async () => {
    const ivan = await man(app);
    const marina = await woman(app, { name: 'Марина' });
    const dialogId = await matchUsers(app, ivan, marina);
    const tab = await openTab(app.url, ivan);
    await write(app, marina, dialogId);
    expect(await messageLetters(app, ivan)).toEqual([]);

    tab.socket.disconnect();
    await expect
      .poll(async () => {
        await app.realtime.settled();
        const [row] = await app.db
          .select()
          .from(notificationSettings)
          .where(eq(notificationSettings.userId, ivan.user.id));
        return row?.offlineAt !== null && row?.offlineAt !== undefined;
      })
      .toBe(true);
    const letters = await messageLetters(app, ivan);
    expect(letters).toHaveLength(1);
    expect(letters[0]?.text).toContain('Марина написала тебе 1 новое сообщение.');
  });
});

describe('claims of a check', () => {
  const app = useTestApp({ env: { NOTIFICATIONS_DELAY_MS: String(10 * 60_000) } });
  afterEach(() => vi.restoreAllMocks());

  it('a chat claims one check within the delay; once that check ran, the next message claims again', async () => {
    const ivan = await man(app);
    const marina = await woman(app, { name: 'Марина' });
    const dialogId = await matchUsers(app, ivan, marina);
    const enqueue = vi.spyOn(app.jobs, 'enqueueEach');
    const claims = () => enqueue.mock.calls.filter(([kind]) => kind === NOTIFICATION_JOBS.check).length;

    await write(app, marina, dialogId, 'Первое');
    await write(app, marina, dialogId, 'Второе');
    await write(app, marina, dialogId, 'Третье');
    expect(claims()).toBe(1);
    const messageChecks = async () =>
      (await waitingChecks(app, ivan)).filter((job) => (job.payload as { kind?: string }).kind === 'message');
    const [waiting, ...more] = await messageChecks();
    expect(more).toEqual([]);

    // The check runs (its time brought forward): the claim is released, the next message claims.
    await app.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, waiting?.id ?? 0));
    expect(await messageLetters(app, ivan)).toHaveLength(1);
    await write(app, marina, dialogId, 'Четвёртое');
    expect(claims()).toBe(2);
    const next = await messageChecks();
    expect(next).toHaveLength(1);
    expect(next[0]?.id).not.toBe(waiting?.id);
  });
});
