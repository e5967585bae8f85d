import { randomUUID } from 'node:crypto';
import { NOTIFICATIONS_PATHS, type PushPayload } from '@iskra/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { likeUser, matchUsers, writeMessage } from '../../../test/fixtures.ts';
import { browserSubscription, type FakePushService, useFakePushService } from '../../../test/push-service.ts';
import { closeSockets, openTab } from '../../../test/sockets.ts';
import { createTestUser, type NewTestUser, type TestUser, useTestApp } from '../../../test/test-app.ts';
import { jobs, users } from '../../platform/db/schema.ts';
import type { App } from '../../platform/types.ts';
import { PUSH_JOB } from './notifications.push.ts';
import { pushSubscriptions } from './notifications.schema.ts';

const KEYS = webpush.generateVAPIDKeys();
const WEB_PUSH = { ...KEYS, subject: 'mailto:support@iskra.example', allowLocalEndpoints: true };

const man = (app: App, fields: NewTestUser = {}) => createTestUser(app, { gender: 1, looking: 2, ...fields });
const woman = (app: App, fields: NewTestUser = {}) =>
  createTestUser(app, { gender: 2, looking: 1, ...fields });

type Browser = ReturnType<typeof browserSubscription> & { path: string };

/** `user` allows push in a new browser whose endpoint is on the local push service. */
async function subscribe(app: App, service: FakePushService, user: TestUser): Promise<Browser> {
  const path = `/push/${randomUUID()}`;
  const browser = browserSubscription(`${service.url}${path}`);
  const res = await app.inject({
    method: 'POST',
    url: NOTIFICATIONS_PATHS.pushSubscription,
    headers: user.headers,
    payload: browser.body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...browser, path };
}

const write = writeMessage;

/** Runs the queued push jobs; what arrived at the browser, decrypted. */
async function pushesTo(app: App, service: FakePushService, browser: Browser): Promise<PushPayload[]> {
  await app.jobs.runDue([PUSH_JOB]);
  return service.at(browser.path).map((r) => JSON.parse(browser.decrypt(r.body)) as PushPayload);
}

const subscriptionsOf = (app: App, user: TestUser) =>
  app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.user.id));

describe('web push', () => {
  const service = useFakePushService();
  const app = useTestApp({ config: { webPush: WEB_PUSH } });

  it('posts an encrypted push with the VAPID header and a TTL; a free user is told who, not what', async () => {
    const ivan = await man(app);
    const marina = await woman(app, { name: 'Марина' });
    const dialogId = await matchUsers(app, ivan, marina);
    const browser = await subscribe(app, service, ivan);
    await write(app, marina, dialogId, 'Как насчёт кофе в субботу?');
    await app.jobs.runDue([PUSH_JOB]);

    const [push] = service.at(browser.path);
    expect(push?.method).toBe('POST');
    expect(push?.headers.ttl).toBe('86400');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${KEYS.publicKey}$`),
    );
    const jwt = String(push?.headers.authorization).split(/[ =,.]+/)[3] ?? '';
    expect(JSON.parse(Buffer.from(jwt, 'base64url').toString())).toMatchObject({
      aud: service.url,
      sub: 'mailto:support@iskra.example',
    });
    // Encrypted: the text is not in the body as sent.
    expect(push?.body.toString('utf8')).not.toContain('Марина');
    expect(JSON.parse(browser.decrypt(push?.body ?? Buffer.alloc(0)))).toEqual({
      title: 'Новое сообщение',
      body: 'Марина написала тебе сообщение',
      url: `/app/chat/${dialogId}`,
      tag: `dialog-${dialogId}`,
    });
  });

  it('shows the text to someone with Premium features (a woman), and tells of a match by name', async () => {
    const marina = await woman(app);
    const browser = await subscribe(app, service, marina);
    const ivan = await man(app, { name: 'Иван' });
    // Marina likes first, Ivan's like makes the match: Marina is the one to tell.
    const dialogId = await matchUsers(app, marina, ivan);
    await write(app, ivan, dialogId, 'Привет!   Как  дела?');
    expect(await pushesTo(app, service, browser)).toEqual([
      {
        title: 'Взаимная симпатия',
        body: 'Иван тоже поставил тебе лайк — можно начинать общение!',
        url: `/app/chat/${dialogId}`,
        tag: expect.stringMatching(/^match-/),
      },
      { title: 'Иван', body: 'Привет! Как дела?', url: `/app/chat/${dialogId}`, tag: `dialog-${dialogId}` },
    ]);
  });

  it('tells nothing to the one whose like made the match', async () => {
    const ivan = await man(app);
    const marina = await woman(app);
    const browser = await subscribe(app, service, marina);
    await matchUsers(app, ivan, marina);
    expect(await pushesTo(app, service, browser)).toEqual([]);
  });

  it('forgets a browser the push service calls gone (410, 404), keeps it on a failure and retries', async () => {
    const ivan = await man(app);
    const marina = await woman(app);
    const dialogId = await matchUsers(app, ivan, marina);
    const gone = await subscribe(app, service, ivan);
    const missing = await subscribe(app, service, ivan);
    service.answer(gone.path, 410);
    service.answer(missing.path, 404);
    await write(app, marina, dialogId);
    await app.jobs.runDue([PUSH_JOB]);
    expect(service.at(gone.path)).toHaveLength(1);
    expect(service.at(missing.path)).toHaveLength(1);
    expect(await subscriptionsOf(app, ivan)).toEqual([]);

    const broken = await subscribe(app, service, ivan);
    service.answer(broken.path, 500);
    await write(app, marina, dialogId, 'Ещё');
    await app.jobs.runDue([PUSH_JOB]);
    expect(service.at(broken.path)).toHaveLength(1);
    expect(await subscriptionsOf(app, ivan)).toHaveLength(1);
    // No browser got it: the job waits for another attempt.
    const waiting = (await app.db.select().from(jobs).where(eq(jobs.kind, PUSH_JOB))).filter(
      (j) => j.doneAt === null,
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.lastError).toContain('push service answered 500');
  });

  it('respects each switch apart from the letters', async () => {
    const ivan = await man(app);
    const browser = await subscribe(app, service, ivan);
    const res = await app.inject({
      method: 'PUT',
      url: NOTIFICATIONS_PATHS.settings,
      headers: ivan.headers,
      payload: { pushMessage: false },
    });
    expect(res.json()).toEqual({
      match: true,
      message: true,
      activity: true,
      pushMatch: true,
      pushMessage: false,
    });
    const marina = await woman(app, { name: 'Марина' });
    const dialogId = await matchUsers(app, ivan, marina);
    await write(app, marina, dialogId);
    expect((await pushesTo(app, service, browser)).map((p) => p.title)).toEqual(['Взаимная симпатия']);
  });

  it('tells nothing about someone blocked either way, nor to a blocked account', async () => {
    const ivan = await man(app);
    const marina = await woman(app);
    const dialogId = await matchUsers(app, ivan, marina);
    const browser = await subscribe(app, service, ivan);
    await write(app, marina, dialogId);
    // Ivan blocks Marina before the queued push goes.
    await likeUser(app, ivan, marina, { love: false, block: true });
    expect(await pushesTo(app, service, browser)).toEqual([]);

    const banned = await man(app);
    const olga = await woman(app);
    const theirs = await matchUsers(app, banned, olga);
    const bannedBrowser = await subscribe(app, service, banned);
    await write(app, olga, theirs);
    await app.db.update(users).set({ status: 'blocked' }).where(eq(users.id, banned.user.id));
    expect(await pushesTo(app, service, bannedBrowser)).toEqual([]);
  });

  it('sends nothing to a browser whose session was signed out', async () => {
    const ivan = await man(app);
    const marina = await woman(app);
    const dialogId = await matchUsers(app, ivan, marina);
    const browser = await subscribe(app, service, ivan);
    const out = await app.inject({ method: 'POST', url: '/api/user/logout', headers: ivan.headers });
    expect(out.statusCode, out.body).toBe(200);
    await write(app, marina, dialogId);
    expect(await pushesTo(app, service, browser)).toEqual([]);
  });

  it('tells nothing of a message read before the push goes', async () => {
    const ivan = await man(app);
    const marina = await woman(app);
    const dialogId = await matchUsers(app, ivan, marina);
    const browser = await subscribe(app, service, ivan);
    await write(app, marina, dialogId);
    const read = await app.inject({
      method: 'POST',
      url: `/api/dialogs/${dialogId}/read`,
      headers: ivan.headers,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await pushesTo(app, service, browser)).toEqual([]);
  });
});

describe('push subscriptions', () => {
  const service = useFakePushService();
  const app = useTestApp({ config: { webPush: WEB_PUSH } });

  it('hands out the public key', async () => {
    const res = await app.inject({ method: 'GET', url: NOTIFICATIONS_PATHS.pushKey });
    expect(res.json()).toEqual({ enabled: true, publicKey: KEYS.publicKey });
  });

  it('keep one row per endpoint, which moves to whoever subscribed last, and can be dropped', async () => {
    const ivan = await man(app);
    const browser = await subscribe(app, service, ivan);
    const again = await app.inject({
      method: 'POST',
      url: NOTIFICATIONS_PATHS.pushSubscription,
      headers: ivan.headers,
      payload: browser.body,
    });
    expect(again.statusCode).toBe(200);
    expect(await subscriptionsOf(app, ivan)).toHaveLength(1);

    // Another account signs in on the same browser.
    const petr = await man(app);
    await app.inject({
      method: 'POST',
      url: NOTIFICATIONS_PATHS.pushSubscription,
      headers: petr.headers,
      payload: browser.body,
    });
    expect(await subscriptionsOf(app, ivan)).toEqual([]);
    expect(await subscriptionsOf(app, petr)).toHaveLength(1);

    const drop = (user: TestUser) =>
      app.inject({
        method: 'DELETE',
        url: NOTIFICATIONS_PATHS.pushSubscription,
        headers: user.headers,
        payload: { endpoint: browser.body.endpoint },
      });
    // Ivan cannot drop what is Petr's now; Petr can.
    expect((await drop(ivan)).statusCode).toBe(200);
    expect(await subscriptionsOf(app, petr)).toHaveLength(1);
    expect((await drop(petr)).statusCode).toBe(200);
    expect(await subscriptionsOf(app, petr)).toEqual([]);
  });

  it('refuse a guest and a malformed subscription', async () => {
    const guest = await app.inject({
      method: 'POST',
      url: NOTIFICATIONS_PATHS.pushSubscription,
      payload: browserSubscription(`${service.url}/x`).body,
    });
    expect(guest.statusCode).toBe(401);
    const ivan = await man(app);
    const bad = await app.inject({
      method: 'POST',
      url: NOTIFICATIONS_PATHS.pushSubscription,
      headers: ivan.headers,
      payload: { endpoint: 'not a url', keys: { p256dh: 'a', auth: 'b' } },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('push when the server has no keys', () => {
  const app = useTestApp();

  it('says so, and takes no subscription', async () => {
    expect((await app.inject({ method: 'GET', url: NOTIFICATIONS_PATHS.pushKey })).json()).toEqual({
      enabled: false,
    });
    const ivan = await man(app);
    const res = await app.inject({
      method: 'POST',
      url: NOTIFICATIONS_PATHS.pushSubscription,
      headers: ivan.headers,
      payload: browserSubscription('https://push.example.com/abc').body,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Push-уведомления на этом сервере выключены' });
  });
});

describe('push endpoints of a real server', () => {
  const app = useTestApp({ config: { webPush: { ...WEB_PUSH, allowLocalEndpoints: false } } });

  it('refuse plain http and local addresses', async () => {
    const ivan = await man(app);
    for (const endpoint of [
      'http://push.example.com/a',
      'https://127.0.0.1/a',
      'https://localhost/a',
      'https://[::1]/a',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: NOTIFICATIONS_PATHS.pushSubscription,
        headers: ivan.headers,
        payload: browserSubscription(endpoint).body,
      });
      expect(res.statusCode, endpoint).toBe(400);
    }
    const fine = await app.inject({
      method: 'POST',
      url: NOTIFICATIONS_PATHS.pushSubscription,
      headers: ivan.headers,
      payload: browserSubscription('https://fcm.googleapis.com/fcm/send/abc').body,
    });
    expect(fine.statusCode).toBe(200);
  });
});

describe('push and presence', () => {
  const service = useFakePushService();
  const app = useTestApp({ listen: true, config: { webPush: WEB_PUSH } });
  afterEach(closeSockets);

  it('sends nothing to someone with an open tab', async () => {
    const ivan = await man(app);
    const marina = await woman(app);
    const dialogId = await matchUsers(app, ivan, marina);
    const browser = await subscribe(app, service, ivan);
    await openTab(app.url, ivan);
    await write(app, marina, dialogId);
    expect(await pushesTo(app, service, browser)).toEqual([]);
    const queued = await app.db.select().from(jobs).where(eq(jobs.kind, PUSH_JOB));
    expect(queued).toEqual([]);
  });
});
