import { randomUUID } from 'node:crypto';
import {
  type CatchUp,
  CHAT,
  CHAT_FREE_LIMIT_STATUS,
  CHAT_TEXT,
  type Dialog,
  type DialogsPage,
  FREE_TIER,
  type MessagesPage,
  PAGE_SIZE,
  PLATFORM_MESSAGE,
  type ReadResponse,
  SERVER_MESSAGE,
  type SendMessageResponse,
  SOCKET_ID_HEADER,
} from '@iskra/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { likeUser, matchUsers, PREMIUM } from '../../../test/fixtures.ts';
import { closeSockets, drained as drainedTab, openTab, type SocketTab } from '../../../test/sockets.ts';
import { createTestUser, type NewTestUser, type TestUser, useTestApp } from '../../../test/test-app.ts';
import { accountCleanups } from '../../platform/account-cleanup.ts';
import { openDialog } from '../pairs/dialogs.repo.ts';
import { dialogs } from '../pairs/pairs.schema.ts';
import { messages } from './chat.schema.ts';

const app = useTestApp({ listen: true });

afterEach(closeSockets);

const person = (fields: NewTestUser = {}) => createTestUser(app, fields);

const drained = (user: TestUser, t: SocketTab) => drainedTab(app, user, t);

function send(
  from: TestUser,
  to: { dialogId?: string; userId?: string },
  text = 'Привет!',
  clientId = randomUUID(),
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { ...from.headers, ...headers },
    payload: { clientId, text, ...to },
  });
}

async function sent(from: TestUser, to: { dialogId?: string; userId?: string }, text?: string) {
  const res = await send(from, to, text);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SendMessageResponse>();
}

async function get<T>(user: TestUser, path: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url: path, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

async function refresh(user: TestUser) {
  return get<{ user: { freeMessages: number }; menuData: { dialogs: number } }>(user, '/api/user/refresh');
}

describe('who may write', () => {
  it('refuses a free user writing to someone without a match', async () => {
    const alice = await person();
    const bob = await person();
    const res = await send(alice, { userId: bob.user.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CHAT_TEXT.notAllowed, code: 'chatNotAllowed' });
    expect(
      await app.db.select().from(dialogs).where(sql`${dialogs.userA} in (${alice.user.id}, ${bob.user.id})`),
    ).toEqual([]);
  });

  it('lets matched people write, by dialog and by person', async () => {
    const alice = await person();
    const bob = await person();
    const dialogId = await matchUsers(app, alice, bob);
    const first = await sent(alice, { dialogId }, '  Привет, Боб!  ');
    expect(first.message).toMatchObject({
      dialog: dialogId,
      user: alice.user.id,
      text: 'Привет, Боб!',
      read: false,
    });
    expect(first.dialog).toMatchObject({ id: dialogId, disallowed: false, showActivate: false, unread: 0 });
    expect(first.dialog.lastMessage?.id).toBe(first.message.id);
    expect(first.freeMessages).toBe(FREE_TIER.messagesPerDay - 1);
    const reply = await sent(bob, { userId: alice.user.id }, 'Привет!');
    expect(reply.message.dialog).toBe(dialogId);
  });

  it('lets Premium write to anyone, which opens the dialog; the other person may answer', async () => {
    const vip = await person(PREMIUM);
    const bob = await person();
    const first = await sent(vip, { userId: bob.user.id }, 'Здравствуй');
    expect(first.freeMessages).toBe(FREE_TIER.messagesPerDay);
    const answer = await sent(bob, { dialogId: first.dialog.id }, 'И тебе');
    expect(answer.message.dialog).toBe(first.dialog.id);
    // A third person (free, no match) still may not write to Bob.
    const carol = await person();
    expect((await send(carol, { userId: bob.user.id })).statusCode).toBe(403);
  });

  it('refuses writing to or from a blocked person, either way, Premium or not', async () => {
    const alice = await person(PREMIUM);
    const bob = await person(PREMIUM);
    const { dialog } = await sent(alice, { userId: bob.user.id });
    await likeUser(app, bob, alice, { block: true });
    for (const [from, to] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const res = await send(from, { userId: to.user.id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: CHAT_TEXT.blocked, code: 'chatBlocked' });
    }
    expect((await send(alice, { dialogId: dialog.id })).statusCode).toBe(403);
    // The dialog is no longer shown to either of them.
    const res = await app.inject({ method: 'GET', url: `/api/dialogs/${dialog.id}`, headers: alice.headers });
    expect(res.statusCode).toBe(404);
  });

  it('counts a free daily allowance, shows it on the dialog and never gives it back', async () => {
    const alice = await person();
    const bob = await person();
    const dialogId = await matchUsers(app, alice, bob);
    for (let i = 0; i < FREE_TIER.messagesPerDay; i += 1) await sent(alice, { dialogId }, `#${i}`);
    const refused = await send(alice, { dialogId });
    expect(refused.statusCode).toBe(CHAT_FREE_LIMIT_STATUS);
    expect(refused.json()).toEqual({ message: CHAT_TEXT.freeLimit, code: 'chatFreeLimit' });
    expect((await refresh(alice)).user.freeMessages).toBe(0);
    const shown = await get<{ dialog: { disallowed: boolean; showActivate: boolean } }>(
      alice,
      `/api/dialogs/${dialogId}`,
    );
    expect(shown.dialog).toMatchObject({ disallowed: true, showActivate: true });
    // Bob still has his own allowance and sees a dialog open to him.
    const bobs = await get<{ dialog: { disallowed: boolean } }>(bob, `/api/dialogs/${dialogId}`);
    expect(bobs.dialog.disallowed).toBe(false);
    // Deleting the dialog does not give the messages back.
    await app.inject({ method: 'DELETE', url: `/api/dialogs/${dialogId}`, headers: alice.headers });
    const again = await send(alice, { userId: bob.user.id });
    expect(again.statusCode).toBe(CHAT_FREE_LIMIT_STATUS);
  });

  it('lets a woman write to anyone, beyond the free allowance, without Premium', async () => {
    const vera = await person({ gender: 2, looking: 1 });
    const bob = await person();
    const first = await sent(vera, { userId: bob.user.id }, 'Привет');
    expect(first.dialog).toMatchObject({ disallowed: false, showActivate: false });
    for (let i = 0; i < FREE_TIER.messagesPerDay + 2; i += 1) {
      const next = await sent(vera, { dialogId: first.dialog.id }, `#${i}`);
      expect(next.freeMessages).toBe(FREE_TIER.messagesPerDay);
    }
    expect((await refresh(vera)).user.freeMessages).toBe(FREE_TIER.messagesPerDay);
    // Bob, free, may answer the dialog she opened.
    expect((await sent(bob, { dialogId: first.dialog.id }, 'Привет!')).message.dialog).toBe(first.dialog.id);
  });

  it('never counts a reply: a man who spent his allowance still answers a woman who wrote', async () => {
    const bob = await person();
    const [anna, dasha] = [await person({ gender: 2, looking: 1 }), await person({ gender: 2, looking: 1 })];
    const withDasha = await matchUsers(app, bob, dasha);
    const withAnna = await matchUsers(app, bob, anna);
    // The first message of a dialog counts; so does one more after his own.
    expect((await sent(bob, { dialogId: withDasha }, 'Привет')).freeMessages).toBe(
      FREE_TIER.messagesPerDay - 1,
    );
    expect((await sent(bob, { dialogId: withDasha }, 'Как дела?')).freeMessages).toBe(
      FREE_TIER.messagesPerDay - 2,
    );
    // Dasha answers: his next message there is a reply and costs nothing.
    await sent(dasha, { dialogId: withDasha }, 'Хорошо!');
    expect((await sent(bob, { dialogId: withDasha }, 'Рад слышать')).freeMessages).toBe(
      FREE_TIER.messagesPerDay - 2,
    );
    // His previous message is newer than hers again: this one counts.
    expect((await sent(bob, { dialogId: withDasha }, 'А у меня…')).freeMessages).toBe(
      FREE_TIER.messagesPerDay - 3,
    );
    for (let i = 3; i < FREE_TIER.messagesPerDay; i += 1) await sent(bob, { dialogId: withDasha }, `#${i}`);
    expect((await refresh(bob)).user.freeMessages).toBe(0);
    expect((await send(bob, { dialogId: withDasha })).statusCode).toBe(CHAT_FREE_LIMIT_STATUS);
    // Nobody wrote in Anna's dialog yet: it is closed to him, open to her.
    const closed = await get<{ dialog: Dialog }>(bob, `/api/dialogs/${withAnna}`);
    expect(closed.dialog).toMatchObject({ disallowed: true, showActivate: true });
    expect((await send(bob, { dialogId: withAnna })).statusCode).toBe(CHAT_FREE_LIMIT_STATUS);

    // Anna writes: the push tells him the dialog is open, and his answer goes through.
    const hers = await sent(anna, { dialogId: withAnna }, 'Привет, Боб!');
    expect(hers.freeMessages).toBe(FREE_TIER.messagesPerDay);
    const open = await get<{ dialog: Dialog }>(bob, `/api/dialogs/${withAnna}`);
    expect(open.dialog).toMatchObject({ disallowed: false, showActivate: false });
    const reply = await sent(bob, { dialogId: withAnna }, 'Привет, Анна!');
    expect(reply.freeMessages).toBe(0);
    // After his answer the newest message is his: a second one would not be a reply.
    expect(reply.dialog).toMatchObject({ disallowed: true, showActivate: true });
    expect((await send(bob, { dialogId: withAnna })).statusCode).toBe(CHAT_FREE_LIMIT_STATUS);
    expect((await refresh(bob)).user.freeMessages).toBe(0);
  });

  it('validates the message and the addressee', async () => {
    const alice = await person(PREMIUM);
    const bob = await person();
    const empty = await send(alice, { userId: bob.user.id }, ' \n\t ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ errors: [{ param: 'text', msg: CHAT_TEXT.textEmpty }] });
    const long = await send(alice, { userId: bob.user.id }, 'я'.repeat(2001));
    expect(long.json()).toEqual({ errors: [{ param: 'text', msg: CHAT_TEXT.textTooLong }] });
    expect((await send(alice, { userId: bob.user.id }, 'я'.repeat(2000))).statusCode).toBe(200);
    const both = await send(alice, { userId: bob.user.id, dialogId: randomUUID() });
    expect(both.statusCode).toBe(400);
    expect((await send(alice, {})).statusCode).toBe(400);
    expect((await send(alice, { userId: alice.user.id })).statusCode).toBe(400);
    const nobody = await send(alice, { userId: randomUUID() });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ message: SERVER_MESSAGE.userNotFound, code: 'notFound' });
    expect((await send(alice, { dialogId: randomUUID() })).statusCode).toBe(404);
    const service = await person({ isService: true });
    expect((await send(alice, { userId: service.user.id })).statusCode).toBe(404);
    const gone = await person({ status: 'deleted' });
    expect((await send(alice, { userId: gone.user.id })).statusCode).toBe(404);
    // Control characters are dropped; the text stays plain (HTML is just text).
    const plain = await sent(alice, { userId: bob.user.id }, '<b>жирный</b>\u0007\r\nи всё');
    expect(plain.message.text).toBe('<b>жирный</b>\nи всё');
    // A NUL, which no text column can hold, is refused like any field error.
    const nul = await send(alice, { userId: bob.user.id }, 'при\u0000вет');
    expect(nul.statusCode).toBe(422);
    expect(nul.json()).toEqual({ errors: [{ param: 'text', msg: PLATFORM_MESSAGE.forbiddenCharacter }] });
  });

  it('limits how many new messages a person sends per minute, Premium too', async () => {
    const vip = await person(PREMIUM);
    const bob = await person();
    const clientId = randomUUID();
    expect((await send(vip, { userId: bob.user.id }, 'до потока', clientId)).statusCode).toBe(200);
    // The rest of this minute's budget goes elsewhere.
    for (let i = 1; i < CHAT.sendsPerMinute; i += 1)
      await app.rateLimit.hit(`chat-send:${vip.user.id}`, 1, 60_000);
    const refused = await send(vip, { userId: bob.user.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: SERVER_MESSAGE.tooManyRequests, code: 'rateLimited' });
    // A retry of a stored message is still answered.
    expect((await send(vip, { userId: bob.user.id }, 'до потока', clientId)).statusCode).toBe(200);
  });

  it('keeps a dialog of someone else private', async () => {
    const alice = await person();
    const bob = await person();
    const eve = await person(PREMIUM);
    const dialogId = await matchUsers(app, alice, bob);
    expect((await send(eve, { dialogId })).statusCode).toBe(404);
    for (const path of [`/api/dialogs/${dialogId}`, `/api/dialogs/${dialogId}/messages`]) {
      const res = await app.inject({ method: 'GET', url: path, headers: eve.headers });
      expect(res.statusCode).toBe(404);
    }
    const read = await app.inject({
      method: 'POST',
      url: `/api/dialogs/${dialogId}/read`,
      headers: eve.headers,
    });
    expect(read.statusCode).toBe(404);
    const del = await app.inject({ method: 'DELETE', url: `/api/dialogs/${dialogId}`, headers: eve.headers });
    expect(del.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/dialogs/not-a-uuid', headers: eve.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('marks the service account as the partner of its dialogs, and nobody else', async () => {
    const alice = await person();
    const bob = await person();
    const service = await person({ isService: true, name: 'Искра' });
    // The service account writes first (people cannot write to it).
    const bot = await openDialog(app.db, {
      a: service.user.id,
      b: alice.user.id,
      openedBy: service.user.id,
      at: new Date(),
    });
    const shown = await get<{ dialog: Dialog }>(alice, `/api/dialogs/${bot.id}`);
    expect(shown.dialog.partner).toMatchObject({ id: service.user.id, name: 'Искра', service: true });
    const matched = await matchUsers(app, alice, bob);
    const plain = await get<{ dialog: Dialog }>(alice, `/api/dialogs/${matched}`);
    expect(plain.dialog.partner).toMatchObject({ id: bob.user.id, service: false });
  });
});

describe('sending once', () => {
  it('answers a retry with the stored message, never a duplicate', async () => {
    const alice = await person(PREMIUM);
    const bob = await person();
    const clientId = randomUUID();
    const first = await send(alice, { userId: bob.user.id }, 'один раз', clientId);
    const retry = await send(alice, { userId: bob.user.id }, 'один раз', clientId);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<SendMessageResponse>().message).toEqual(first.json<SendMessageResponse>().message);
    const rows = await app.db.select().from(messages).where(eq(messages.clientId, clientId));
    expect(rows).toHaveLength(1);
    // The same id for another addressee is a client bug.
    const carol = await person();
    const elsewhere = await send(alice, { userId: carol.user.id }, 'один раз', clientId);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({ message: CHAT_TEXT.clientIdReused, code: 'conflict' });
  });

  it('numbers simultaneous sends to one person without gaps or repeats', async () => {
    // (A popular person's stream: the sends queue for its lock, none is refused.)
    const recipient = await person();
    const senders = await Promise.all(Array.from({ length: 24 }, () => person(PREMIUM)));
    const answers = await Promise.all(senders.map((s) => send(s, { userId: recipient.user.id })));
    expect(answers.map((a) => a.statusCode)).toEqual(senders.map(() => 200));
    const rows = await app.db.select().from(messages).where(eq(messages.recipientId, recipient.user.id));
    const numbers = rows.map((m) => m.recipientSeq ?? 0).sort((x, y) => x - y);
    expect(numbers).toEqual(senders.map((_, n) => n + 1));
    expect(rows.every((m) => m.authorSeq === 1)).toBe(true);
  });

  it("shows a match's dialog that went meanwhile to nobody, without failing the match", async () => {
    const alice = await person();
    const bob = await person(PREMIUM);
    const dialogId = (await sent(bob, { userId: alice.user.id })).dialog.id;
    const [dialog] = await app.db.select().from(dialogs).where(eq(dialogs.id, dialogId));
    if (!dialog) throw new Error('dialog missing');
    await app.db.delete(dialogs).where(eq(dialogs.id, dialogId));
    const { views } = await app.services.chat.newMatchViews(
      dialog,
      [alice.user, bob.user],
      new Date(),
      false,
    );
    expect(views).toEqual([null, null]);
  });

  it('stores concurrent retries once and answers them all with it', async () => {
    const alice = await person();
    const bob = await person();
    const dialogId = await matchUsers(app, alice, bob);
    const clientId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(alice, { dialogId }, 'гонка', clientId)),
    );
    const ids = new Set(answers.map((a) => a.json<SendMessageResponse>().message.id));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(ids.size).toBe(1);
    expect(await app.db.select().from(messages).where(eq(messages.clientId, clientId))).toHaveLength(1);
    // One message spent one free message.
    expect((await refresh(alice)).user.freeMessages).toBe(FREE_TIER.messagesPerDay - 1);
  });
});

describe('live delivery, read receipts, typing, presence, deletion', () => {
  it('pushes a new message to every tab of both people, the sending tab excepted', async () => {
    const alice = await person();
    const bob = await person();
    const dialogId = await matchUsers(app, alice, bob);
    const [aliceTab1, aliceTab2, bobTab1, bobTab2] = await Promise.all([
      openTab(app.url, alice),
      openTab(app.url, alice),
      openTab(app.url, bob),
      openTab(app.url, bob),
    ]);
    const res = await send(alice, { dialogId }, 'Живьём', randomUUID(), {
      [SOCKET_ID_HEADER]: aliceTab1.socket.id ?? '',
    });
    const answer = res.json<SendMessageResponse>();
    const [toBob1, toBob2, toAlice2] = await Promise.all([
      bobTab1.next('SERVER:NEW_MESSAGE'),
      bobTab2.next('SERVER:NEW_MESSAGE'),
      aliceTab2.next('SERVER:NEW_MESSAGE'),
    ]);
    expect(toAlice2.message).toEqual(answer.message);
    expect(toBob1.message).toMatchObject({ id: answer.message.id, text: 'Живьём', user: alice.user.id });
    expect(toBob1.dialog).toMatchObject({ id: dialogId, unread: 1 });
    expect(toBob1.dialog.partner).toMatchObject({ id: alice.user.id, service: false });
    expect(toBob2.message.id).toBe(answer.message.id);
    expect(await bobTab1.next('SERVER:MENU_COUNTERS')).toEqual({ dialogs: 1 });
    await drained(alice, aliceTab1);
    expect(aliceTab1.all('SERVER:NEW_MESSAGE')).toEqual([]);
    // A second unread message in the same dialog does not count the dialog twice.
    await sent(alice, { dialogId }, 'Ещё');
    expect((await bobTab1.next('SERVER:NEW_MESSAGE')).dialog).toMatchObject({ unread: 2 });
    await drained(bob, bobTab1);
    expect(bobTab1.all('SERVER:MENU_COUNTERS')).toEqual([{ dialogs: 1 }]);
    expect((await refresh(bob)).menuData.dialogs).toBe(1);
    // A reply before reading: each view counts what its own person has not read.
    const reply = await sent(bob, { dialogId }, 'Отвечаю, не прочитав');
    expect(reply.dialog).toMatchObject({ id: dialogId, unread: 2 });
    expect(reply.dialog.lastMessage).toMatchObject({ id: reply.message.id, text: 'Отвечаю, не прочитав' });
    await drained(alice, aliceTab2);
    const toAlice = aliceTab2.all('SERVER:NEW_MESSAGE').at(-1);
    expect(toAlice?.message.id).toBe(reply.message.id);
    expect(toAlice?.dialog).toMatchObject({ id: dialogId, unread: 1 });
    expect(toAlice?.dialog.lastMessage?.id).toBe(reply.message.id);
  });

  it('marks read over HTTP and over the socket, and tells the partner', async () => {
    const alice = await person();
    const bob = await person();
    const dialogId = await matchUsers(app, alice, bob);
    await sent(alice, { dialogId }, 'раз');
    const two = await sent(alice, { dialogId }, 'два');
    const [aliceTab, bobTab1, bobTab2] = await Promise.all([
      openTab(app.url, alice),
      openTab(app.url, bob),
      openTab(app.url, bob),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/dialogs/${dialogId}/read`,
      headers: { ...bob.headers, [SOCKET_ID_HEADER]: bobTab1.socket.id ?? '' },
    });
    const answer = res.json<ReadResponse>();
    expect(answer.read).toBe(2);
    expect(answer.dialog.unread).toBe(0);
    expect(answer.dialog.lastMessage?.read).toBe(true);
    const bobsTwo = answer.dialog.lastMessage?.seq;
    expect(await aliceTab.next('SERVER:MESSAGES_READED')).toEqual({
      userId: bob.user.id,
      dialogId,
      upToSeq: two.message.seq,
    });
    expect(await bobTab2.next('SERVER:MESSAGES_READED')).toEqual({
      userId: bob.user.id,
      dialogId,
      upToSeq: bobsTwo,
    });
    expect(await bobTab2.next('SERVER:MENU_COUNTERS')).toEqual({ dialogs: -1 });
    await drained(bob, bobTab1);
    expect(bobTab1.all('SERVER:MESSAGES_READED')).toEqual([]);
    expect((await refresh(bob)).menuData.dialogs).toBe(0);
    const page = await get<MessagesPage>(alice, `/api/dialogs/${dialogId}/messages`);
    expect(page.messages.map((m) => m.read)).toEqual([true, true]);

    // Reading again changes nothing and tells nobody.
    const again = await app.inject({
      method: 'POST',
      url: `/api/dialogs/${dialogId}/read`,
      headers: bob.headers,
    });
    expect(again.json<ReadResponse>().read).toBe(0);

    // Over the socket: every tab of the reader hears it (there is no answer).
    const three = await sent(alice, { dialogId }, 'три');
    const { message: bobsThree } = await bobTab1.next('SERVER:NEW_MESSAGE');
    bobTab1.socket.emit('CLIENT:MESSAGES_READED', {
      userId: bob.user.id,
      dialogId,
      dialogPartner: alice.user.id,
    });
    expect(await aliceTab.next('SERVER:MESSAGES_READED')).toEqual({
      userId: bob.user.id,
      dialogId,
      upToSeq: three.message.seq,
    });
    expect(await bobTab1.next('SERVER:MESSAGES_READED')).toEqual({
      userId: bob.user.id,
      dialogId,
      upToSeq: bobsThree.seq,
    });
    expect((await refresh(bob)).menuData.dialogs).toBe(0);
  });

  it('says how far a read went, in the stream of each tab that hears it', async () => {
    const alice = await person();
    const bob = await person();
    const carol = await person();
    // Alice's and Bob's streams differ: Alice has written to Carol first.
    const withCarol = await matchUsers(app, alice, carol);
    await sent(alice, { dialogId: withCarol }, 'Карине');
    await sent(alice, { dialogId: withCarol }, 'Ещё Карине');
    const dialogId = await matchUsers(app, alice, bob);
    await sent(alice, { dialogId }, 'первое');
    const fromBob = await sent(bob, { dialogId }, 'ответ Боба');
    const second = await sent(alice, { dialogId }, 'второе');
    const [aliceTab, bobTab] = await Promise.all([openTab(app.url, alice), openTab(app.url, bob)]);

    const readRes = await app.inject({
      method: 'POST',
      url: `/api/dialogs/${dialogId}/read`,
      headers: bob.headers,
    });
    expect(readRes.json<ReadResponse>().read).toBe(2);
    const bobsSecond = readRes.json<ReadResponse>().dialog.lastMessage;
    expect(bobsSecond?.id).toBe(second.message.id);
    expect(bobsSecond?.seq).not.toBe(second.message.seq);
    // Alice hears the newest of her messages it marked, by her number of it; Bob by his.
    expect(await aliceTab.next('SERVER:MESSAGES_READED')).toEqual({
      userId: bob.user.id,
      dialogId,
      upToSeq: second.message.seq,
    });
    expect(await bobTab.next('SERVER:MESSAGES_READED')).toEqual({
      userId: bob.user.id,
      dialogId,
      upToSeq: bobsSecond?.seq,
    });

    // A later read covers only what it marked: Alice's third message, not Bob's own one.
    const third = await sent(alice, { dialogId }, 'третье');
    const { message: bobsThird } = await bobTab.next('SERVER:NEW_MESSAGE');
    await app.inject({ method: 'POST', url: `/api/dialogs/${dialogId}/read`, headers: bob.headers });
    expect(await aliceTab.next('SERVER:MESSAGES_READED')).toEqual({
      userId: bob.user.id,
      dialogId,
      upToSeq: third.message.seq,
    });
    expect(await bobTab.next('SERVER:MESSAGES_READED')).toEqual({
      userId: bob.user.id,
      dialogId,
      upToSeq: bobsThird.seq,
    });
    // Alice reading Bob's message tells Bob the number his own copy of it has.
    await app.inject({ method: 'POST', url: `/api/dialogs/${dialogId}/read`, headers: alice.headers });
    expect(await bobTab.next('SERVER:MESSAGES_READED')).toEqual({
      userId: alice.user.id,
      dialogId,
      upToSeq: fromBob.message.seq,
    });
  });

  it('forwards typing to the partner, at most once per throttle period', async () => {
    const alice = await person();
    const bob = await person();
    const carol = await person();
    const dialogId = await matchUsers(app, alice, bob);
    const [aliceTab, bobTab, carolTab] = await Promise.all([
      openTab(app.url, alice),
      openTab(app.url, bob),
      openTab(app.url, carol),
    ]);
    aliceTab.socket.emit('CLIENT:TYPING', { dialogId });
    expect(await bobTab.next('SERVER:TYPING')).toEqual({ userId: alice.user.id, dialogId });
    aliceTab.socket.emit('CLIENT:TYPING', { dialogId });
    aliceTab.socket.emit('CLIENT:TYPING', { dialogId });
    // Someone outside the dialog cannot type into it.
    carolTab.socket.emit('CLIENT:TYPING', { dialogId });
    carolTab.socket.emit('CLIENT:TYPING', { dialogId: 'nonsense' });
    await sent(alice, { dialogId }, 'после набора');
    await bobTab.next('SERVER:NEW_MESSAGE');
    await drained(bob, bobTab);
    await drained(alice, aliceTab);
    expect(bobTab.all('SERVER:TYPING')).toHaveLength(1);
    expect(aliceTab.all('SERVER:TYPING')).toEqual([]);
  });

  it('shows presence to partners; several tabs go offline with the last one', async () => {
    const alice = await person();
    const bob = await person();
    const stranger = await person();
    await matchUsers(app, alice, bob);
    const [bobTab, strangerTab] = await Promise.all([openTab(app.url, bob), openTab(app.url, stranger)]);
    await drained(bob, bobTab);
    bobTab.events.length = 0;
    const first = await openTab(app.url, alice);
    expect(await bobTab.next('SERVER:JOIN')).toEqual({ userId: alice.user.id });
    const second = await openTab(app.url, alice);
    await drained(bob, bobTab);
    first.socket.disconnect();
    await waitUntil(
      async () => (await app.realtime.io.in(`user:${alice.user.id}`).fetchSockets()).length === 1,
    );
    await drained(bob, bobTab);
    expect(bobTab.all('SERVER:DISCONNECTED')).toEqual([]);
    second.socket.disconnect();
    expect(await bobTab.next('SERVER:DISCONNECTED')).toEqual({ userId: alice.user.id });
    await drained(stranger, strangerTab);
    expect(strangerTab.events).toEqual([]);
  });

  it('deletes a dialog for both people and tells every tab', async () => {
    const alice = await person();
    const bob = await person();
    const dialogId = await matchUsers(app, alice, bob);
    await sent(alice, { dialogId }, 'не прочитано');
    const [aliceTab1, aliceTab2, bobTab] = await Promise.all([
      openTab(app.url, alice),
      openTab(app.url, alice),
      openTab(app.url, bob),
    ]);
    expect((await refresh(bob)).menuData.dialogs).toBe(1);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/dialogs/${dialogId}`,
      headers: { ...alice.headers, [SOCKET_ID_HEADER]: aliceTab1.socket.id ?? '' },
    });
    expect(res.json()).toEqual({ id: dialogId });
    expect(await bobTab.next('SERVER:DELETE_DIALOG')).toEqual({ id: dialogId });
    expect(await aliceTab2.next('SERVER:DELETE_DIALOG')).toEqual({ id: dialogId });
    expect(await bobTab.next('SERVER:MENU_COUNTERS')).toEqual({ dialogs: -1 });
    await drained(alice, aliceTab1);
    expect(aliceTab1.all('SERVER:DELETE_DIALOG')).toEqual([]);
    expect((await refresh(bob)).menuData.dialogs).toBe(0);
    expect(await app.db.select().from(messages).where(eq(messages.dialogId, dialogId))).toEqual([]);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/dialogs/${dialogId}`,
      headers: bob.headers,
    });
    expect(again.statusCode).toBe(404);
    // The match stays: writing again opens a new dialog.
    const next = await sent(bob, { userId: alice.user.id }, 'Начнём сначала');
    expect(next.dialog.id).not.toBe(dialogId);
  });
});

/** Polls a condition of server state (not a clock): sockets leaving are seen asynchronously. */
async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('condition never held');
}

describe('lists and pages', () => {
  it('lists dialogs by last activity in pages of 40, and chat matches apart', async () => {
    const vip = await person(PREMIUM);
    const people = await Promise.all(Array.from({ length: PAGE_SIZE.dialogs + 3 }, () => person()));
    for (const p of people) await sent(vip, { userId: p.user.id }, `Привет, ${p.user.name}`);
    // The first person answers: their dialog moves to the front.
    const first = people[0] as TestUser;
    await sent(first, { userId: vip.user.id }, 'Ответ');
    const matchPartner = await person();
    const matchDialog = await matchUsers(app, vip, matchPartner);

    const page1 = await get<DialogsPage>(vip, '/api/dialogs');
    expect(page1.dialogs).toHaveLength(PAGE_SIZE.dialogs);
    expect(page1.dialogs[0]?.partner.id).toBe(first.user.id);
    expect(page1.dialogs[0]?.lastMessage?.text).toBe('Ответ');
    expect(page1.dialogs[0]?.unread).toBe(1);
    expect(page1.seq).toBe(PAGE_SIZE.dialogs + 4);
    expect(page1.dialogs[1]?.partner.id).toBe(people.at(-1)?.user.id);
    const page2 = await get<DialogsPage>(vip, `/api/dialogs?offset=${PAGE_SIZE.dialogs}`);
    expect(page2.dialogs).toHaveLength(3);
    const all = [...page1.dialogs, ...page2.dialogs].map((d) => d.id);
    expect(new Set(all).size).toBe(PAGE_SIZE.dialogs + 3);
    expect(all).not.toContain(matchDialog);

    const chatMatches = await get<DialogsPage>(vip, '/api/dialogs?kind=matches');
    expect(chatMatches.dialogs.map((d) => d.id)).toEqual([matchDialog]);
    expect(chatMatches.dialogs[0]?.lastMessage).toBeNull();
    const bad = await app.inject({ method: 'GET', url: '/api/dialogs?kind=other', headers: vip.headers });
    expect(bad.statusCode).toBe(422);
  });

  it('pages messages backwards with a cursor', async () => {
    const vip = await person(PREMIUM);
    const bob = await person();
    const total = 12;
    let dialogId = '';
    for (let i = 1; i <= total; i += 1)
      dialogId = (await sent(vip, { userId: bob.user.id }, `${i}`)).dialog.id;
    const texts: string[] = [];
    let before = '';
    let pages = 0;
    for (;;) {
      const query = `?limit=5${before ? `&before=${before}` : ''}`;
      const page = await get<MessagesPage>(bob, `/api/dialogs/${dialogId}/messages${query}`);
      pages += 1;
      texts.unshift(...page.messages.map((m) => m.text));
      if (!page.more) break;
      before = page.messages[0]?.id ?? '';
    }
    expect(pages).toBe(3);
    expect(texts).toEqual(Array.from({ length: total }, (_, i) => `${i + 1}`));
    const whole = await get<MessagesPage>(bob, `/api/dialogs/${dialogId}/messages`);
    expect(whole).toMatchObject({ more: false });
    expect(whole.messages).toHaveLength(total);
    const tooMany = await app.inject({
      method: 'GET',
      url: `/api/dialogs/${dialogId}/messages?limit=${PAGE_SIZE.messages + 1}`,
      headers: bob.headers,
    });
    expect(tooMany.statusCode).toBe(422);
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/dialogs/${dialogId}/messages?before=${randomUUID()}`,
      headers: bob.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('catch-up', () => {
  it('returns what arrived while offline, in stream order, from any position', async () => {
    const alice = await person();
    const bob = await person();
    const dialogId = await matchUsers(app, alice, bob);
    const start = (await get<DialogsPage>(alice, '/api/dialogs')).seq;
    const mine = await sent(alice, { dialogId }, 'моё');
    await sent(bob, { dialogId }, 'раз');
    await sent(bob, { dialogId }, 'два');
    const caught = await get<CatchUp>(alice, `/api/messages/since?seq=${start}`);
    expect(caught.messages.map((m) => m.text)).toEqual(['моё', 'раз', 'два']);
    expect(caught.messages.map((m) => m.seq)).toEqual([start + 1, start + 2, start + 3]);
    expect(caught.messages[0]?.seq).toBe(mine.message.seq);
    expect(caught).toMatchObject({ seq: start + 3, more: false });
    expect(caught.dialogs.map((d) => [d.id, d.unread])).toEqual([[dialogId, 2]]);
    const paged = await get<CatchUp>(alice, `/api/messages/since?seq=${start}&limit=2`);
    expect(paged).toMatchObject({ seq: start + 2, more: true });
    const rest = await get<CatchUp>(alice, `/api/messages/since?seq=${paged.seq}`);
    expect(rest.messages.map((m) => m.text)).toEqual(['два']);
    // Bob's stream numbers the same messages in his own order.
    const bobs = await get<CatchUp>(bob, '/api/messages/since?seq=0');
    expect(bobs.messages.map((m) => [m.text, m.seq])).toEqual([
      ['моё', 1],
      ['раз', 2],
      ['два', 3],
    ]);
  });

  it('skips the numbers of a deleted dialog', async () => {
    const alice = await person(PREMIUM);
    const bob = await person();
    const carol = await person();
    const gone = await sent(alice, { userId: bob.user.id }, 'удалится');
    await sent(alice, { userId: carol.user.id }, 'останется');
    await app.inject({ method: 'DELETE', url: `/api/dialogs/${gone.dialog.id}`, headers: alice.headers });
    const caught = await get<CatchUp>(alice, '/api/messages/since?seq=0');
    expect(caught.messages.map((m) => m.text)).toEqual(['останется']);
    expect(caught.seq).toBe(2);
    const nothing = await get<CatchUp>(alice, '/api/messages/since?seq=2');
    expect(nothing).toEqual({ messages: [], dialogs: [], seq: 2, more: false });
  });
});

describe('account destruction', () => {
  it('removes the dialogs and messages of the account', async () => {
    const alice = await person();
    const bob = await person();
    const dialogId = await matchUsers(app, alice, bob);
    await sent(alice, { dialogId }, 'раз');
    await sent(bob, { dialogId }, 'два');
    const cleanup = accountCleanups().get('chat');
    if (!cleanup) throw new Error('chat cleanup missing');
    const counts = await app.db.transaction((tx) =>
      cleanup(tx, { userId: alice.user.id, email: alice.user.email }),
    );
    expect(counts).toEqual({ dialogs: 1, messages: 2 });
    expect(await app.db.select().from(dialogs).where(eq(dialogs.id, dialogId))).toEqual([]);
    expect(await app.db.transaction((tx) => cleanup(tx, { userId: alice.user.id, email: '' }))).toEqual({});
  });
});
