import { randomUUID } from 'node:crypto';
import {
  type DialogsPage,
  FREE_TIER,
  type GetMessagesResponse,
  type MessagesPage,
  SERVICES_PATHS,
  SMART_MESSAGES,
  SMART_TEXT,
  type SmartMessagesSummary,
} from '@iskra/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { likeUser, matchUsers } from '../../../test/fixtures.ts';
import { createTestUser, type NewTestUser, type TestUser, useTestApp } from '../../../test/test-app.ts';
import { messages } from '../chat/chat.schema.ts';
import { messageTemplates, smartMessagesSent } from './smart-messages.schema.ts';

const app = useTestApp({ env: { SMART_MESSAGES_DELAY_MS: '0' } });

/** Men write to women (looking 2) unless told otherwise; free users, so the allowance shows. */
const person = (fields: NewTestUser = {}) => createTestUser(app, fields);
const woman = (fields: NewTestUser = {}) => person({ gender: 2, looking: 1, ...fields });

async function get<T>(user: TestUser, url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

function library(user: TestUser, looking: number | string) {
  return get<GetMessagesResponse>(user, SERVICES_PATHS.messages.replace(':looking', String(looking)));
}

function switchTo(user: TestUser, smartMessages: boolean, messageIds?: number[]) {
  return app.inject({
    method: 'POST',
    url: SERVICES_PATHS.switch,
    headers: user.headers,
    payload: { setServices: true, data: { iskraServices: { smartMessages }, messageIds } },
  });
}

/** Switches the user's smart messages on with the first `n` openers of their library. */
async function switchOn(user: TestUser, n: number = SMART_MESSAGES.minimum): Promise<number[]> {
  const { messages: offered } = await library(user, user.user.looking);
  const ids = offered.slice(0, n).map((t) => t.id);
  const res = await switchTo(user, true, ids);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ success: true, servicesState: { smartMessages: true } });
  return ids;
}

function textsOf(ids: readonly number[]) {
  return Promise.all(
    ids.map(async (id) => {
      const [row] = await app.db.select().from(messageTemplates).where(eq(messageTemplates.id, id));
      return row?.text;
    }),
  );
}

function dialogMessages(user: TestUser, dialogId: string) {
  return get<MessagesPage>(user, `/api/dialogs/${dialogId}/messages`).then((p) => p.messages);
}

function write(from: TestUser, dialogId: string, text = 'Привет!') {
  return app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: from.headers,
    payload: { clientId: randomUUID(), text, dialogId },
  });
}

describe('the library and the choice', () => {
  it('offers at least 40 openers for each addressee gender, and 422 for another', async () => {
    const ivan = await person();
    for (const looking of [1, 2]) {
      const answer = await library(ivan, looking);
      expect(answer.success).toBe(true);
      expect(answer.messages.length).toBeGreaterThanOrEqual(40);
      expect(answer.chosen).toEqual([]);
      expect(new Set(answer.messages.map((t) => t.text)).size).toBe(answer.messages.length);
    }
    for (const bad of [0, 3, 'men']) {
      const res = await app.inject({
        method: 'GET',
        url: SERVICES_PATHS.messages.replace(':looking', String(bad)),
        headers: ivan.headers,
      });
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.json().errors[0].param).toBe('looking');
    }
    const anonymous = await app.inject({
      method: 'GET',
      url: SERVICES_PATHS.messages.replace(':looking', '1'),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses fewer than 5 or foreign openers with a field error', async () => {
    const ivan = await person();
    const mine = (await library(ivan, 2)).messages.map((t) => t.id);
    const theirs = (await library(ivan, 1)).messages.map((t) => t.id);

    const few = await switchTo(ivan, true, mine.slice(0, 4));
    expect(few.statusCode).toBe(422);
    expect(few.json()).toEqual({ errors: [{ param: 'messageIds', msg: SMART_TEXT.tooFew }] });
    const none = await switchTo(ivan, true);
    expect(none.statusCode).toBe(422);
    const repeated = await switchTo(ivan, true, [mine[0], mine[0], mine[1], mine[2], mine[3]] as number[]);
    expect(repeated.json()).toEqual({ errors: [{ param: 'messageIds', msg: SMART_TEXT.tooFew }] });

    const foreign = await switchTo(ivan, true, [...mine.slice(0, 4), theirs[0] as number]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({ errors: [{ param: 'messageIds', msg: SMART_TEXT.foreign }] });

    const me = await get<{ user: { iskraServices: { smartMessages: boolean } } }>(ivan, '/api/user/refresh');
    expect(me.user.iskraServices.smartMessages).toBe(false);
  });

  it('saves the choice, shows it, and keeps it when switched off', async () => {
    const ivan = await person();
    const ids = await switchOn(ivan, 6);
    expect((await library(ivan, 2)).chosen).toEqual(ids);
    const me = await get<{ user: { iskraServices: { smartMessages: boolean } } }>(ivan, '/api/user/refresh');
    expect(me.user.iskraServices.smartMessages).toBe(true);

    const off = await switchTo(ivan, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ success: true, servicesState: { smartMessages: false } });
    expect((await library(ivan, 2)).chosen).toEqual(ids);
  });
});

describe('openers', () => {
  it('reach a new match once, through normal delivery, free and marked for the sender only', async () => {
    const ivan = await person();
    const anna = await woman();
    const ids = await switchOn(ivan);
    const [first] = await textsOf(ids);
    const dialogId = await matchUsers(app, ivan, anna);

    await app.jobs.runDue();
    await app.jobs.runDue();

    const hers = await dialogMessages(anna, dialogId);
    expect(hers).toHaveLength(1);
    expect(hers[0]).toMatchObject({ text: first, user: ivan.user.id });
    expect(hers[0]).not.toHaveProperty('smart');
    const his = await dialogMessages(ivan, dialogId);
    expect(his).toHaveLength(1);
    expect(his[0]).toMatchObject({ text: first, smart: true });

    const herDialogs = await get<DialogsPage>(anna, '/api/dialogs');
    const shown = herDialogs.dialogs.find((d) => d.id === dialogId);
    expect(shown?.unread).toBe(1);
    expect(shown?.lastMessage?.text).toBe(first);
    expect(shown?.lastMessage).not.toHaveProperty('smart');

    // Free: the allowance is untouched, and Ivan can still write all of it himself.
    const me = await get<{ user: { freeMessages: number } }>(ivan, '/api/user/refresh');
    expect(me.user.freeMessages).toBe(FREE_TIER.messagesPerDay);
    const reply = await write(ivan, dialogId);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).not.toHaveProperty('smart');
  });

  it('goes once however often its job runs, at the same time or again', async () => {
    const ivan = await person();
    const anna = await woman();
    await switchOn(ivan);
    const dialogId = await matchUsers(app, ivan, anna);
    const job = { senderId: ivan.user.id, recipientId: anna.user.id, dialogId, matchId: randomUUID() };
    await Promise.all([app.services.smart.send(job), app.services.smart.send(job)]);
    await app.jobs.runDue();
    await app.services.smart.send(job);
    expect(await dialogMessages(anna, dialogId)).toHaveLength(1);
    const log = await app.db
      .select()
      .from(smartMessagesSent)
      .where(eq(smartMessagesSent.senderId, ivan.user.id));
    expect(log).toHaveLength(1);
  });

  it('goes once when both people have it on: the first wins', async () => {
    const ivan = await person();
    const anna = await woman();
    await switchOn(ivan);
    await switchOn(anna);
    const dialogId = await matchUsers(app, ivan, anna);
    await app.jobs.runDue();
    expect(await dialogMessages(anna, dialogId)).toHaveLength(1);
  });

  it('does not go when the other person wrote first', async () => {
    const ivan = await person();
    const anna = await woman();
    await switchOn(ivan);
    const dialogId = await matchUsers(app, ivan, anna);
    expect((await write(anna, dialogId, 'Привет, Иван!')).statusCode).toBe(200);
    await app.jobs.runDue();
    const all = await dialogMessages(ivan, dialogId);
    expect(all.map((m) => m.text)).toEqual(['Привет, Иван!']);
    expect(
      await app.db.select().from(smartMessagesSent).where(eq(smartMessagesSent.senderId, ivan.user.id)),
    ).toEqual([]);
  });

  it('never goes to a blocked person', async () => {
    const ivan = await person();
    const anna = await woman();
    await switchOn(ivan);
    const dialogId = await matchUsers(app, ivan, anna);
    await likeUser(app, anna, ivan, { love: false, block: true });
    await app.jobs.runDue();
    expect(await app.db.select().from(messages).where(eq(messages.dialogId, dialogId))).toEqual([]);
  });

  it('is cancelled by switching off, even if switched on again before its time', async () => {
    const ivan = await person();
    const anna = await woman();
    await switchOn(ivan);
    const dialogId = await matchUsers(app, ivan, anna);
    expect((await switchTo(ivan, false)).statusCode).toBe(200);
    await switchOn(ivan);
    await app.jobs.runDue();
    expect(await app.db.select().from(messages).where(eq(messages.dialogId, dialogId))).toEqual([]);
  });

  it('rotates through the choice without repeating one to the next people', async () => {
    const ivan = await person();
    const ids = await switchOn(ivan);
    const expected = await textsOf(ids.slice(0, 3));
    const got: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const someone = await woman();
      const dialogId = await matchUsers(app, ivan, someone);
      await app.jobs.runDue();
      const [opener] = await dialogMessages(someone, dialogId);
      got.push(opener?.text ?? '');
    }
    expect(got).toEqual(expected);
  });

  it('stops at the daily cap', async () => {
    const ivan = await person();
    const ids = await switchOn(ivan);
    // The day's openers so far, to as many people as the cap allows.
    for (let i = 0; i < SMART_MESSAGES.perDay; i += 1) {
      const earlier = await woman();
      await app.db.insert(smartMessagesSent).values({
        senderId: ivan.user.id,
        recipientId: earlier.user.id,
        templateId: ids[i % ids.length] ?? null,
        messageId: randomUUID(),
      });
    }
    const anna = await woman();
    const dialogId = await matchUsers(app, ivan, anna);
    await app.jobs.runDue();
    expect(await dialogMessages(anna, dialogId)).toEqual([]);
  });

  it('shows the intro real figures', async () => {
    const ivan = await person();
    const anna = await woman();
    const olga = await woman();
    await matchUsers(app, ivan, anna);
    const withOlga = await matchUsers(app, ivan, olga);
    expect((await write(olga, withOlga)).statusCode).toBe(200);
    const summary = await get<SmartMessagesSummary>(ivan, SERVICES_PATHS.summary);
    expect(summary).toEqual({ waitingMatches: 1, newMatchesWeek: 2 });
  });
});
