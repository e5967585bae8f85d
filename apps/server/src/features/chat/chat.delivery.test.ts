/**
 * Delivery without loss: through disconnects, a restart of the server process (a new app
 * instance on the same database) and, with DATABASE_URL and REDIS_URL, two instances at once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { CatchUp, Dialog, Message, SendMessageResponse } from '@iskra/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeUser, PREMIUM } from '../../../test/fixtures.ts';
import { type ClientSocket, closeSockets, connected, openSocket, openTab } from '../../../test/sockets.ts';
import { createTestApp, createTestUser, listen, type TestUser, useTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import type { App } from '../../platform/types.ts';
import { messages } from './chat.schema.ts';

afterAll(closeSockets);

/**
 * The recipient's client as contract/chat.ts describes it: it applies messages in stream
 * order, holds back one that arrives ahead of a gap and catches up over HTTP after every
 * connect and every gap.
 */
class Recipient {
  lastSeq = 0;
  readonly applied: Message[] = [];
  liveEvents = 0;
  caughtUp = 0;
  private readonly ahead = new Map<number, Message>();
  private socket: ClientSocket | null = null;
  private base = '';
  private catching: Promise<void> = Promise.resolve();

  constructor(private readonly token: string) {}

  connect(base: string): Promise<void> {
    this.base = base;
    const socket = openSocket(base, this.token);
    this.socket = socket;
    socket.on('SERVER:NEW_MESSAGE', ({ message }) => {
      this.liveEvents += 1;
      this.offer(message);
    });
    socket.on('connect', () => void this.catchUp());
    return connected(socket);
  }

  disconnect(): void {
    this.socket?.disconnect();
    this.socket = null;
  }

  private offer(message: Message): void {
    if (message.seq <= this.lastSeq) return;
    this.ahead.set(message.seq, message);
    this.flush();
    if (this.ahead.size > 0) void this.catchUp();
  }

  private flush(): void {
    for (let next = this.ahead.get(this.lastSeq + 1); next; next = this.ahead.get(this.lastSeq + 1)) {
      this.ahead.delete(next.seq);
      this.applied.push(next);
      this.lastSeq = next.seq;
    }
  }

  /** One catch-up at a time; each asks from the position reached by the one before. */
  catchUp(): Promise<void> {
    this.catching = this.catching.then(async () => {
      for (;;) {
        const res = await fetch(`${this.base}/api/messages/since?seq=${this.lastSeq}`, {
          headers: { authorization: `Bearer ${this.token}` },
        }).catch(() => null);
        // The server went away: the next connect catches up again.
        if (!res?.ok) return;
        const page = (await res.json()) as CatchUp;
        for (const message of page.messages) {
          this.caughtUp += 1;
          this.offer(message);
        }
        if (!page.more) return;
      }
    });
    return this.catching;
  }
}

describe('no message is lost', () => {
  // The test restarts the server itself, so the database belongs to this block rather than to
  // an app (useTestApp). The first instance and both people are set-up, done before the test.
  const env = { JWT_SECRET: randomBytes(32).toString('hex') };
  let database: TestDatabase;
  let server: App | null = null;
  let base = '';
  let sender: TestUser;
  let recipientUser: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await createTestApp({ database, env });
    base = await listen(server);
    sender = await createTestUser(server, PREMIUM);
    recipientUser = await createTestUser(server);
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('delivers every acknowledged message exactly once, in order, through reconnects and a restart', async () => {
    let ready: Promise<void> = Promise.resolve();
    const recipient = new Recipient(recipientUser.token);
    await recipient.connect(base);

    /** Closes the running instance and starts a new one on the same database. */
    async function restart(): Promise<void> {
      let up = () => {};
      ready = new Promise((resolve) => {
        up = resolve;
      });
      await server?.close();
      server = await createTestApp({ database, env });
      base = await listen(server);
      up();
      await recipient.connect(base);
    }

    const TOTAL = 30;
    const acknowledged: Message[] = [];
    const background: Array<Promise<unknown>> = [];
    let retries = 0;
    for (let i = 1; i <= TOTAL; i += 1) {
      const clientId = randomUUID();
      for (let attempt = 0; ; attempt += 1) {
        await ready;
        const sending = fetch(`${base}/api/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ clientId, userId: recipientUser.user.id, text: `сообщение ${i}` }),
        }).catch(() => null);
        // The server restarts while this message is on its way.
        if (i === 19 && attempt === 0) background.push(restart());
        const res = await sending;
        if (res?.ok) {
          acknowledged.push(((await res.json()) as SendMessageResponse).message);
          break;
        }
        // Only an instance going away may refuse; a refusal of the request itself is a bug.
        if (res && res.status !== 503) throw new Error(`send failed: ${res.status} ${await res.text()}`);
        retries += 1;
        // Let the restart make progress before the same message is sent again.
        await new Promise((resolve) => setImmediate(resolve));
      }
      // While the burst goes on: the recipient drops off, comes back, the server restarts.
      if (i === 5) recipient.disconnect();
      if (i === 10) background.push(recipient.connect(base));
    }
    await Promise.all(background);
    await ready;
    await recipient.catchUp();

    expect(acknowledged).toHaveLength(TOTAL);
    expect(recipient.applied.map((m) => m.id)).toEqual(acknowledged.map((m) => m.id));
    expect(recipient.applied.map((m) => m.text)).toEqual(acknowledged.map((m) => m.text));
    expect(recipient.applied.map((m) => m.seq)).toEqual(Array.from({ length: TOTAL }, (_, k) => k + 1));
    // Both paths carried messages: live events and catch-up.
    expect(recipient.liveEvents).toBeGreaterThan(0);
    expect(recipient.caughtUp).toBeGreaterThan(0);
    // Retries (if the restart caught a request) stored nothing twice.
    const stored = await database.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.authorId, sender.user.id), eq(messages.recipientId, recipientUser.user.id)));
    expect(stored).toHaveLength(TOTAL);
    expect(retries).toBeGreaterThanOrEqual(0);
  });
});

// Two instances behind a load balancer meet through Redis; CI runs this with both set.
describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)(
  'two instances on one database through Redis',
  () => {
    // One deployment: both instances on one database, signing with one secret.
    const env = { JWT_SECRET: randomBytes(32).toString('hex') };
    const a = useTestApp({ env, listen: true });
    const b = useTestApp({ env, listen: true, databaseOf: a });

    it('a user on A receives what a user on B sends, reads and types; presence spans both', async () => {
      const alice = await createTestUser(a);
      const bob = await createTestUser(b);
      await likeUser(a, alice, bob);
      await likeUser(b, bob, alice);
      const dialogId = (
        await b
          .inject({ method: 'GET', url: '/api/dialogs?kind=matches', headers: bob.headers })
          .then((r) => r.json<{ dialogs: Dialog[] }>())
      ).dialogs[0]?.id;
      expect(dialogId).toBeDefined();

      // Bob listens on B; Alice comes online on A and Bob hears it.
      const bobTab = await openTab(b.url, bob);
      const joined = bobTab.next('SERVER:JOIN');
      const aliceOnA = await openTab(a.url, alice);
      expect(await joined).toEqual({ userId: alice.user.id });

      // A message sent through B reaches Alice on A.
      const received = aliceOnA.next('SERVER:NEW_MESSAGE');
      const sent = await b.inject({
        method: 'POST',
        url: '/api/messages',
        headers: bob.headers,
        payload: { clientId: randomUUID(), dialogId, text: 'Через Redis' },
      });
      expect(sent.statusCode).toBe(200);
      const { message } = await received;
      expect(message).toMatchObject({ id: sent.json<SendMessageResponse>().message.id, text: 'Через Redis' });

      // Alice reads on A and types: Bob hears both on B.
      const read = bobTab.next('SERVER:MESSAGES_READED');
      await a.inject({ method: 'POST', url: `/api/dialogs/${dialogId}/read`, headers: alice.headers });
      // How far, in Bob's stream: his own number of the message.
      const bobsSeq = sent.json<SendMessageResponse>().message.seq;
      expect(await read).toEqual({ userId: alice.user.id, dialogId, upToSeq: bobsSeq });
      const typing = bobTab.next('SERVER:TYPING');
      aliceOnA.socket.emit('CLIENT:TYPING', { dialogId: dialogId as string });
      expect(await typing).toEqual({ userId: alice.user.id, dialogId });

      // A second tab of Alice on B: closing the tab on A does not take her offline.
      const aliceOnB = openSocket(b.url, alice.token);
      await connected(aliceOnB);
      aliceOnA.socket.disconnect();
      await waitFor(
        async () => (await b.realtime.io.in(`user:${alice.user.id}`).fetchSockets()).length === 1,
      );
      await a.realtime.settled();
      await b.realtime.settled();
      // Whatever A announced has reached Bob once an event sent after it has.
      const marker = bobTab.next('SERVER:INVITE_MEETUP');
      a.realtime.emitToUser(bob.user.id, 'SERVER:INVITE_MEETUP', { userId: 'marker' });
      await marker;
      expect(bobTab.all('SERVER:DISCONNECTED')).toEqual([]);
      const gone = bobTab.next('SERVER:DISCONNECTED');
      aliceOnB.disconnect();
      expect(await gone).toEqual({ userId: alice.user.id });
    });
  },
);

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('condition never held');
}
