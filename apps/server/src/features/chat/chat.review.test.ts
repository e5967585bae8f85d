import {
  type CatchUp,
  type DialogsPage,
  type HeldMessagesResponse,
  type MessagesPage,
  STAFF_TEXT,
} from '@iskra/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { matchUsers, writeMessage } from '../../../test/fixtures.ts';
import { closeSockets, drained, openTab } from '../../../test/sockets.ts';
import { signedInStaff } from '../../../test/staff.ts';
import { createTestUser, type TestUser, useTestApp } from '../../../test/test-app.ts';
import { staffAudit } from '../staff/staff.schema.ts';

const app = useTestApp({ listen: true });
afterEach(closeSockets);

const DAY_MS = 24 * 60 * 60 * 1000;
const CONTACTS = 'Привет! Пиши мне в телегу @masha_love';

/** A pair with a match: `fresh` registered just now, `settled` two days ago. */
async function pair() {
  const fresh = await createTestUser(app, { name: 'Новенький' });
  const settled = await createTestUser(app, {
    name: 'Старожилка',
    gender: 2,
    looking: 1,
    createdAt: new Date(Date.now() - 2 * DAY_MS),
  });
  const dialogId = await matchUsers(app, fresh, settled);
  return { fresh, settled, dialogId };
}

const send = (from: TestUser, dialogId: string, text: string) => writeMessage(app, from, dialogId, text);

async function get<T>(user: { headers: Record<string, string> }, url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

const unreadDialogs = async (user: TestUser) =>
  (await get<{ menuData: { dialogs: number } }>(user, '/api/user/refresh')).menuData.dialogs;

function decide(staff: { headers: Record<string, string> }, messageId: string, decision: string) {
  return app.inject({
    method: 'POST',
    url: `/api/staff/messages/${messageId}`,
    headers: staff.headers,
    payload: { decision },
  });
}

describe('held first messages', () => {
  it('keeps a new account’s first message with contacts from the recipient until staff deliver it', async () => {
    const { fresh, settled, dialogId } = await pair();
    const theirTab = await openTab(app.url, settled);
    const myTab = await openTab(app.url, fresh);

    const answer = await send(fresh, dialogId, CONTACTS);
    expect(answer.message.review).toBe('held');
    expect(answer.dialog.lastMessage).toBeNull();
    // The author's other tabs hear it as it is.
    expect((await myTab.next('SERVER:NEW_MESSAGE')).message.review).toBe('held');

    // The recipient sees nothing of it: no push, no history, no unread, no catch-up.
    await drained(app, settled, theirTab);
    expect(theirTab.all('SERVER:NEW_MESSAGE')).toEqual([]);
    const theirs = await get<MessagesPage>(settled, `/api/dialogs/${dialogId}/messages`);
    expect(theirs.messages).toEqual([]);
    expect(await unreadDialogs(settled)).toBe(0);
    expect((await get<CatchUp>(settled, '/api/messages/since?seq=0')).messages).toEqual([]);
    const lists = await get<DialogsPage>(settled, '/api/dialogs?kind=dialogs');
    expect(lists.dialogs.map((d) => d.id)).not.toContain(dialogId);
    // The author sees it marked.
    const mine = await get<MessagesPage>(fresh, `/api/dialogs/${dialogId}/messages`);
    expect(mine.messages.map((m) => [m.text, m.review])).toEqual([[CONTACTS, 'held']]);

    const staff = await signedInStaff(app);
    const queue = await get<HeldMessagesResponse>(staff, '/api/staff/messages?limit=200');
    const item = queue.items.find((i) => i.id === answer.message.id);
    expect(item).toMatchObject({
      text: CONTACTS,
      reasons: ['handle'],
      author: { id: fresh.user.id, name: 'Новенький', status: 'active' },
      recipient: { id: settled.user.id, name: 'Старожилка' },
    });

    const delivered = await decide(staff, answer.message.id, 'deliver');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ messageId: answer.message.id, decision: 'deliver' });

    const arrived = await theirTab.next('SERVER:NEW_MESSAGE');
    expect(arrived.message).toMatchObject({ id: answer.message.id, text: CONTACTS, read: false });
    expect(arrived.message.review).toBeUndefined();
    expect(arrived.dialog.lastMessage?.id).toBe(answer.message.id);
    const myCopy = await myTab.next('SERVER:NEW_MESSAGE');
    expect(myCopy.message).toMatchObject({ id: answer.message.id, seq: answer.message.seq });
    expect(myCopy.message.review).toBeUndefined();
    expect(Date.parse(myCopy.message.updatedAt)).toBeGreaterThan(Date.parse(answer.message.updatedAt) - 1);

    expect(await unreadDialogs(settled)).toBe(1);
    const caughtUp = await get<CatchUp>(settled, '/api/messages/since?seq=0');
    expect(caughtUp.messages.map((m) => m.id)).toEqual([answer.message.id]);
    expect((await decide(staff, answer.message.id, 'deliver')).json()).toMatchObject({
      message: STAFF_TEXT.messageDecided,
    });
    const audit = await app.db.select().from(staffAudit).where(eq(staffAudit.staffId, staff.id));
    expect(audit.map((r) => r.action)).toEqual(['login', 'heldMessagesRead', 'heldMessageDecided']);
  });

  it('never delivers a rejected message and tells its author', async () => {
    const { fresh, settled, dialogId } = await pair();
    const theirTab = await openTab(app.url, settled);
    const myTab = await openTab(app.url, fresh);
    const answer = await send(fresh, dialogId, 'Скинь 500 на карту, потом верну');
    expect(answer.message.review).toBe('held');
    await myTab.next('SERVER:NEW_MESSAGE');

    const staff = await signedInStaff(app);
    const res = await decide(staff, answer.message.id, 'reject');
    expect(res.statusCode, res.body).toBe(200);
    const told = await myTab.next('SERVER:NEW_MESSAGE');
    expect(told.message).toMatchObject({ id: answer.message.id, review: 'rejected' });

    await drained(app, settled, theirTab);
    expect(theirTab.all('SERVER:NEW_MESSAGE')).toEqual([]);
    expect((await get<MessagesPage>(settled, `/api/dialogs/${dialogId}/messages`)).messages).toEqual([]);
    expect((await decide(staff, answer.message.id, 'deliver')).statusCode).toBe(409);
  });

  it('delivers at once an ordinary text, an older account’s, and anything after the partner wrote', async () => {
    const { fresh, settled, dialogId } = await pair();
    expect((await send(fresh, dialogId, 'Привет! Как твой вечер?')).message.review).toBeUndefined();
    // The older account's contacts go through.
    expect((await send(settled, dialogId, CONTACTS)).message.review).toBeUndefined();
    // Now the partner has written: the new account's contacts go through too.
    expect((await send(fresh, dialogId, CONTACTS)).message.review).toBeUndefined();
    const theirs = await get<MessagesPage>(settled, `/api/dialogs/${dialogId}/messages`);
    expect(theirs.messages).toHaveLength(3);
  });
});
