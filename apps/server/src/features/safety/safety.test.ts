import { randomUUID } from 'node:crypto';
import { type BlocksResponse, type Dialog, SAFETY, type SendMessageResponse } from '@iskra/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestUserWithPhoto, likeUser, matchUsers } from '../../../test/fixtures.ts';
import { jpeg, RED } from '../../../test/pictures.ts';
import { closeSockets, openTab } from '../../../test/sockets.ts';
import { createTestUser, fieldErrorParams, type TestUser, useTestApp } from '../../../test/test-app.ts';
import { images, users } from '../../platform/db/schema.ts';
import { destroyAccountRows } from '../account/account.repo.ts';
import { imageKeys } from '../users/image-keys.ts';
import { reportPhotos, reports } from './safety.schema.ts';

const app = useTestApp({ listen: true });
afterEach(closeSockets);

async function call(user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}

async function write(from: TestUser, dialogId: string, text: string): Promise<SendMessageResponse> {
  const res = await call(from, 'POST', '/api/messages', { clientId: randomUUID(), dialogId, text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SendMessageResponse>();
}

async function dialogsOf(user: TestUser): Promise<Dialog[]> {
  const res = await call(user, 'GET', '/api/dialogs');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ dialogs: Dialog[] }>().dialogs;
}

/** A person with a real stored photo (the evidence copies its bytes). */
async function personWithStoredPhoto(name: string) {
  const person = await createTestUserWithPhoto(app, {
    name,
    gender: 1,
    looking: 2,
    description: 'Люблю горы',
  });
  await app.storage.put(imageKeys(person.fileKey).full, await jpeg(400, 500, RED), 'image/jpeg');
  return person;
}

describe('reports', () => {
  it('keep the evidence as it was, through the reported person’s edits and account destruction', async () => {
    const vera = await createTestUser(app, { name: 'Вера', gender: 2, looking: 1 });
    const oleg = await personWithStoredPhoto('Олег');
    const dialogId = await matchUsers(app, vera, oleg);
    await write(vera, dialogId, 'Привет!');
    const rude = await write(oleg, dialogId, 'Переведи мне 500 рублей на карту');

    const res = await call(vera, 'POST', '/api/safety/reports', {
      userId: oleg.user.id,
      category: 'scam',
      comment: '  Просит деньги  ',
      messageId: rude.message.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, blocked: false });

    // Oleg tidies up: another description, the photo gone, then the whole account.
    await app.db.update(users).set({ description: 'Всё хорошо' }).where(eq(users.id, oleg.user.id));
    await app.db.delete(images).where(eq(images.userId, oleg.user.id));
    await app.storage.delete(imageKeys(oleg.fileKey).full);
    await destroyAccountRows(app.db, oleg.user.id);

    const [report] = await app.db.select().from(reports).where(eq(reports.reportedId, oleg.user.id));
    expect(report).toMatchObject({
      reporterId: vera.user.id,
      category: 'scam',
      comment: 'Просит деньги',
      status: 'open',
    });
    expect(report?.evidence?.profile).toMatchObject({ name: 'Олег', description: 'Люблю горы' });
    expect(report?.evidence?.reportedMessageId).toBe(rude.message.id);
    expect(report?.evidence?.messages.map((m) => [m.text, m.fromReported])).toEqual([
      ['Переведи мне 500 рублей на карту', true],
      ['Привет!', false],
    ]);
    const copies = await app.db
      .select()
      .from(reportPhotos)
      .where(eq(reportPhotos.reportId, report?.id ?? ''));
    expect(copies).toHaveLength(1);
    expect(copies[0]?.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('with a block, hide both people from each other, and the dialog may no longer be deleted', async () => {
    const anna = await createTestUser(app, { name: 'Анна', gender: 2, looking: 1 });
    const ivan = await personWithStoredPhoto('Иван');
    const dialogId = await matchUsers(app, anna, ivan);
    await write(ivan, dialogId, 'Ты где живёшь?');
    const ivanTab = await openTab(app.url, ivan);

    const res = await call(anna, 'POST', '/api/safety/reports', {
      userId: ivan.user.id,
      category: 'harassment',
      photoId: (await app.db.select().from(images).where(eq(images.userId, ivan.user.id)))[0]?.id,
      block: true,
    });
    expect(res.json()).toEqual({ success: true, blocked: true });
    const [report] = await app.db.select().from(reports).where(eq(reports.reportedId, ivan.user.id));
    expect(report?.evidence?.reportedPhoto).toBe(0);

    // The dialog is gone for both, live for Ivan, who is not told why.
    expect((await ivanTab.next('SERVER:DELETE_DIALOG')).id).toBe(dialogId);
    expect(await dialogsOf(anna)).toEqual([]);
    expect(await dialogsOf(ivan)).toEqual([]);
    expect((await call(ivan, 'DELETE', `/api/dialogs/${dialogId}`)).statusCode).toBe(404);
    expect((await call(ivan, 'GET', `/api/user/page/${anna.user.userNumber}`)).statusCode).toBe(404);

    // Anna's block list, and unblocking.
    const list = (await call(anna, 'GET', '/api/safety/blocks')).json<BlocksResponse>();
    expect(list.blocked.map((p) => [p.id, p.name])).toEqual([[ivan.user.id, 'Иван']]);
    expect(list.blocked[0]?.avatar).toContain(imageKeys(ivan.fileKey).thumb);
    expect((await call(anna, 'DELETE', `/api/safety/blocks/${ivan.user.id}`)).statusCode).toBe(200);
    expect((await call(anna, 'GET', '/api/safety/blocks')).json<BlocksResponse>().blocked).toEqual([]);
    expect((await call(ivan, 'GET', `/api/user/page/${anna.user.userNumber}`)).statusCode).toBe(200);
  });

  it('refuse bad input with field errors, foreign photos and messages, oneself, and too many', async () => {
    const kira = await createTestUser(app, { name: 'Кира', gender: 2, looking: 1 });
    const lev = await createTestUser(app, { name: 'Лев', gender: 1, looking: 2 });
    const other = await createTestUserWithPhoto(app, { name: 'Пётр' });
    const otherPhoto = (await app.db.select().from(images).where(eq(images.userId, other.user.id)))[0]?.id;

    const bad = await call(kira, 'POST', '/api/safety/reports', {
      userId: lev.user.id,
      category: 'weather',
      comment: 'x'.repeat(SAFETY.reportCommentMax + 1),
    });
    expect(bad.statusCode).toBe(422);
    expect(fieldErrorParams(bad)).toEqual(['category', 'comment']);
    const foreignPhoto = await call(kira, 'POST', '/api/safety/reports', {
      userId: lev.user.id,
      category: 'fake',
      photoId: otherPhoto,
    });
    expect(foreignPhoto.statusCode).toBe(404);
    const foreignMessage = await call(kira, 'POST', '/api/safety/reports', {
      userId: lev.user.id,
      category: 'spam',
      messageId: randomUUID(),
    });
    expect(foreignMessage.statusCode).toBe(404);
    const self = await call(kira, 'POST', '/api/safety/reports', { userId: kira.user.id, category: 'other' });
    expect(self.statusCode).toBe(400);
    expect(await app.db.select().from(reports).where(eq(reports.reporterId, kira.user.id))).toEqual([]);

    // Every attempt that got past the checks of the person counts, refused ones too (2 above).
    for (let i = 2; i < SAFETY.reportsPerDay.limit; i += 1) {
      const ok = await call(kira, 'POST', '/api/safety/reports', { userId: lev.user.id, category: 'spam' });
      expect(ok.statusCode).toBe(200);
    }
    const tooMany = await call(kira, 'POST', '/api/safety/reports', {
      userId: lev.user.id,
      category: 'spam',
    });
    expect(tooMany.statusCode).toBe(429);
  });
});

describe('unmatch', () => {
  it('ends the match and deletes the dialog for both, live on the other side', async () => {
    const maria = await createTestUser(app, { name: 'Мария', gender: 2, looking: 1 });
    const pavel = await createTestUser(app, { name: 'Павел', gender: 1, looking: 2 });
    const dialogId = await matchUsers(app, maria, pavel);
    await write(pavel, dialogId, 'Привет');
    const pavelTab = await openTab(app.url, pavel);

    const res = await call(maria, 'POST', '/api/safety/unmatch', { userId: pavel.user.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await pavelTab.next('SERVER:DELETE_DIALOG')).id).toBe(dialogId);
    expect(await dialogsOf(maria)).toEqual([]);
    expect(await dialogsOf(pavel)).toEqual([]);
    expect((await call(pavel, 'GET', '/api/matches')).json<{ matches: unknown[] }>().matches).toEqual([]);
    // Pavel cannot write to her any more.
    const again = await call(pavel, 'POST', '/api/messages', {
      clientId: randomUUID(),
      userId: maria.user.id,
      text: 'Почему?',
    });
    expect(again.statusCode).toBe(403);
  });

  it('is refused for a blocked pair and for unknown people', async () => {
    const nina = await createTestUser(app, { name: 'Нина', gender: 2, looking: 1 });
    const yuri = await createTestUser(app, { name: 'Юрий', gender: 1, looking: 2 });
    await likeUser(app, nina, yuri, { love: false, block: true });
    expect((await call(yuri, 'POST', '/api/safety/unmatch', { userId: nina.user.id })).statusCode).toBe(404);
    expect((await call(nina, 'POST', '/api/safety/unmatch', { userId: randomUUID() })).statusCode).toBe(404);
    expect((await call(nina, 'POST', '/api/safety/unmatch', { userId: 'nope' })).statusCode).toBe(422);
  });
});
