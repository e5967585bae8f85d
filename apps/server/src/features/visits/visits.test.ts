import { PAGE_SIZE, SOCKET_ID_HEADER, type VisitItem, type VisitsPage } from '@iskra/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestUserWithPhoto, PREMIUM, visitPage } from '../../../test/fixtures.ts';
import { closeSockets, openTab } from '../../../test/sockets.ts';
import { createTestUser, type NewTestUser, type TestUser, useTestApp } from '../../../test/test-app.ts';
import { accountCleanups } from '../../platform/account-cleanup.ts';
import { users } from '../../platform/db/schema.ts';
import { moscowDate as visitDayOf } from '../../platform/moscow-day.ts';
import { blocks } from '../pairs/pairs.schema.ts';
import { blurImageKey, imageKeys } from '../users/image-keys.ts';
import { countNewVisits } from './visits.repo.ts';
import { visits } from './visits.schema.ts';

const app = useTestApp({ listen: true });
const YESTERDAY = () => visitDayOf(new Date(Date.now() - 24 * 60 * 60 * 1000));

afterEach(closeSockets);

/** A user with one profile photo, so hidden items have a blurred picture to show. */
const person = (fields: NewTestUser = {}) => createTestUserWithPhoto(app, fields);

async function openVisits(viewer: TestUser, offset = 0, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/visits?offset=${offset}`,
    headers: { ...viewer.headers, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VisitsPage>();
}

function visitRows(visitedId: string) {
  return app.db.select().from(visits).where(eq(visits.visitedId, visitedId));
}

/** Moves every visit of the person to yesterday, as if the clock had turned. */
async function turnDay(visitedId: string) {
  const day = YESTERDAY();
  await app.db
    .update(visits)
    .set({ day, visitedAt: sql`${visits.visitedAt} - interval '1 day'` })
    .where(eq(visits.visitedId, visitedId));
}

describe('visit day', () => {
  it('is the calendar day in Moscow (UTC+3)', () => {
    expect(visitDayOf(new Date('2025-03-01T20:59:59Z'))).toBe('2025-03-01');
    expect(visitDayOf(new Date('2025-03-01T21:00:00Z'))).toBe('2025-03-02');
    expect(visitDayOf(new Date('2024-12-31T21:30:00Z'))).toBe('2025-01-01');
  });
});

describe('recording visits', () => {
  it('counts a visit once per day, and again on a new day', async () => {
    const anna = await person({ name: 'Анна', gender: 2, looking: 1 });
    const boris = await person({ name: 'Борис' });
    await visitPage(app, boris, anna);
    await visitPage(app, boris, anna);
    let rows = await visitRows(anna.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ visitorId: boris.user.id, day: visitDayOf(new Date()), seenAt: null });
    expect(await countNewVisits(app.db, anna.user.id)).toBe(1);

    // Seen, then a view on a new day makes the item new again.
    await openVisits(anna);
    expect(await countNewVisits(app.db, anna.user.id)).toBe(0);
    await turnDay(anna.user.id);
    const before = (await visitRows(anna.user.id))[0]?.visitedAt;
    await visitPage(app, boris, anna);
    rows = await visitRows(anna.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.day).toBe(visitDayOf(new Date()));
    expect(rows[0]?.seenAt).toBeNull();
    expect(rows[0]?.visitedAt.getTime()).toBeGreaterThan(before?.getTime() ?? Number.POSITIVE_INFINITY);
    expect(await countNewVisits(app.db, anna.user.id)).toBe(1);
  });

  it('does not count a look at the own profile', async () => {
    const anna = await person();
    await visitPage(app, anna, anna);
    expect(await visitRows(anna.user.id)).toHaveLength(0);
  });

  it('counts simultaneous views of one pair once', async () => {
    const anna = await person();
    const boris = await person();
    const carl = await person();
    const { events } = await openTab(app.url, anna);
    await Promise.all(Array.from({ length: 5 }, () => visitPage(app, boris, anna)));
    expect(await visitRows(anna.user.id)).toHaveLength(1);
    expect(await countNewVisits(app.db, anna.user.id)).toBe(1);
    // Carl's visit comes after everything Boris's views could have pushed.
    await visitPage(app, carl, anna);
    await vi.waitFor(() =>
      expect(events.filter(([, p]) => JSON.stringify(p).includes(carl.blurKey))).toHaveLength(1),
    );
    expect(events.map(([e]) => e)).toEqual([
      'SERVER:NEW_VISIT',
      'SERVER:MENU_COUNTERS',
      'SERVER:NEW_VISIT',
      'SERVER:MENU_COUNTERS',
    ]);
  });
});

describe('live visits', () => {
  it('pushes a hidden visit and +1 to a free user, once per day', async () => {
    const anna = await person({ name: 'Анна' });
    const boris = await person({ name: 'Борислав' });
    const carl = await person({ name: 'Карл' });
    const { events } = await openTab(app.url, anna);

    await visitPage(app, boris, anna);
    await visitPage(app, boris, anna); // the same day: nothing
    await visitPage(app, carl, anna);
    await vi.waitFor(() => expect(events.filter(([e]) => e === 'SERVER:NEW_VISIT')).toHaveLength(2));

    const [rowB] = await app.db
      .select()
      .from(visits)
      .where(and(eq(visits.visitedId, anna.user.id), eq(visits.visitorId, boris.user.id)));
    expect(events[0]).toEqual([
      'SERVER:NEW_VISIT',
      {
        visit: {
          id: rowB?.id,
          visitor: {
            id: null,
            userId: null,
            name: null,
            blurredUri: app.storage.publicUrl(blurImageKey(boris.blurKey)),
          },
          new: true,
          createdAt: rowB?.visitedAt.toISOString(),
        },
      },
    ]);
    expect(events[1]).toEqual(['SERVER:MENU_COUNTERS', { visits: 1 }]);
    expect(events.slice(2).map(([e]) => e)).toEqual(['SERVER:NEW_VISIT', 'SERVER:MENU_COUNTERS']);
    expect(JSON.stringify(events)).not.toContain('Борислав');
  });

  it('pushes the visitor card to a Premium user', async () => {
    const anna = await person(PREMIUM);
    const boris = await person({ name: 'Борислав' });
    const { events } = await openTab(app.url, anna);
    await visitPage(app, boris, anna);
    await vi.waitFor(() => expect(events).toHaveLength(2));
    const [event, payload] = events[0] ?? [];
    expect(event).toBe('SERVER:NEW_VISIT');
    const { visit } = payload as { visit: VisitItem };
    expect(visit.visitor).toMatchObject({
      id: boris.user.id,
      userId: boris.user.userNumber,
      name: 'Борислав',
    });
    expect(visit.new).toBe(true);
  });

  it('on a new day pushes the visit again; +1 only when the item was not already new', async () => {
    const anna = await person();
    const boris = await person();
    const { events } = await openTab(app.url, anna);
    await visitPage(app, boris, anna);
    await vi.waitFor(() => expect(events).toHaveLength(2));

    // Not seen yet: a new day's visit moves the item up but the counter already counts it.
    await turnDay(anna.user.id);
    await visitPage(app, boris, anna);
    await vi.waitFor(() => expect(events).toHaveLength(3));
    expect(events[2]?.[0]).toBe('SERVER:NEW_VISIT');

    // Seen, then a new day: new again, counter +1.
    await openVisits(anna);
    await turnDay(anna.user.id);
    await visitPage(app, boris, anna);
    await vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(6));
    expect(events.slice(3).map(([e, p]) => [e, e === 'SERVER:MENU_COUNTERS' ? p : null])).toEqual([
      ['SERVER:MENU_COUNTERS', { visits: -1 }],
      ['SERVER:NEW_VISIT', null],
      ['SERVER:MENU_COUNTERS', { visits: 1 }],
    ]);
  });
});

describe('GET /api/visits', () => {
  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/visits' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
  });

  it('refuses a bad offset with a field error', async () => {
    const anna = await person();
    for (const offset of ['-1', 'abc', '1.5']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/visits?offset=${offset}`,
        headers: anna.headers,
      });
      expect(res.statusCode, offset).toBe(422);
      expect(res.json<{ errors: { param: string }[] }>().errors[0]?.param).toBe('offset');
    }
  });

  it('shows a free user no names, numbers or clear photos', async () => {
    const anna = await person();
    const boris = await person({ name: 'Борислав' });
    await visitPage(app, boris, anna);
    const page = await openVisits(anna);
    expect(page.visits).toHaveLength(1);
    expect(page.visits[0]?.visitor).toEqual({
      id: null,
      userId: null,
      name: null,
      blurredUri: app.storage.publicUrl(blurImageKey(boris.blurKey)),
    });
    const body = JSON.stringify(page);
    expect(body).not.toContain('Борислав');
    expect(body).not.toContain(boris.user.id);
    // Nothing of the clear picture's storage key: the preview's address has a key of its own.
    expect(body).not.toContain(boris.fileKey);
  });

  it('hides the picture of a visitor without photos as null', async () => {
    const anna = await person();
    const ghost = await createTestUser(app);
    await visitPage(app, ghost, anna);
    expect((await openVisits(anna)).visits[0]?.visitor).toMatchObject({ name: null, blurredUri: null });
  });

  it('shows a Premium user the visitor cards', async () => {
    const anna = await person(PREMIUM);
    const boris = await person({ name: 'Борислав' });
    await visitPage(app, boris, anna);
    const [item] = (await openVisits(anna)).visits;
    expect(item?.visitor).toMatchObject({
      id: boris.user.id,
      userId: boris.user.userNumber,
      name: 'Борислав',
      images: [
        {
          uri: app.storage.publicUrl(imageKeys(boris.fileKey).full),
          thumbnailUri: app.storage.publicUrl(imageKeys(boris.fileKey).thumb),
          profile: true,
        },
      ],
    });
  });

  it('shows a woman the visitor cards without Premium (she has its features free)', async () => {
    const anna = await person({ gender: 2, looking: 1 });
    const boris = await person({ name: 'Борислав' });
    await visitPage(app, boris, anna);
    const [item] = (await openVisits(anna)).visits;
    expect(item?.visitor).toMatchObject({
      id: boris.user.id,
      userId: boris.user.userNumber,
      name: 'Борислав',
    });
  });

  it('pages by 24, newest first, one item per visitor, with new flags until seen', async () => {
    const anna = await person(PREMIUM);
    const visitors: TestUser[] = [];
    for (let i = 0; i < 30; i += 1) {
      const visitor = await createTestUser(app, { name: `Гость${'а'.repeat(i + 1)}` });
      visitors.push(visitor);
      await visitPage(app, visitor, anna);
    }
    // The first visitor comes back on a new day: newest again.
    await turnDay(anna.user.id);
    const first = visitors[0];
    if (!first) throw new Error('no visitors');
    await visitPage(app, first, anna);
    expect(await countNewVisits(app.db, anna.user.id)).toBe(30);

    const page1 = await openVisits(anna, 0);
    expect(page1.visits).toHaveLength(PAGE_SIZE.sympathies);
    const names = page1.visits.map((v) => v.visitor.name);
    expect(names[0]).toBe(first.user.name);
    expect(names.slice(1)).toEqual(
      visitors
        .slice(1)
        .reverse()
        .slice(0, PAGE_SIZE.sympathies - 1)
        .map((v) => v.user.name),
    );
    expect(page1.visits.every((v) => v.new)).toBe(true);
    expect(await countNewVisits(app.db, anna.user.id)).toBe(30 - PAGE_SIZE.sympathies);

    const page2 = await openVisits(anna, PAGE_SIZE.sympathies);
    expect(page2.visits).toHaveLength(30 - PAGE_SIZE.sympathies);
    expect(page2.visits.every((v) => v.new)).toBe(true);
    const all = [...page1.visits, ...page2.visits].map((v) => v.visitor.name);
    expect(new Set(all).size).toBe(30);
    expect(await countNewVisits(app.db, anna.user.id)).toBe(0);

    const again = await openVisits(anna, 0);
    expect(again.visits.map((v) => v.id)).toEqual(page1.visits.map((v) => v.id));
    expect(again.visits.some((v) => v.new)).toBe(false);
    expect((await openVisits(anna, 30)).visits).toEqual([]);
  });

  it('leaves out visitors who are not active or are blocked either way', async () => {
    const anna = await person(PREMIUM);
    const kept = await person({ name: 'Остался' });
    const deleting = await person();
    const blockedByAnna = await person();
    const blockerOfAnna = await person();
    for (const visitor of [kept, deleting, blockedByAnna, blockerOfAnna]) await visitPage(app, visitor, anna);
    expect(await countNewVisits(app.db, anna.user.id)).toBe(4);

    await app.db.update(users).set({ status: 'deleting' }).where(eq(users.id, deleting.user.id));
    await app.db.insert(blocks).values([
      { blockerId: anna.user.id, blockedId: blockedByAnna.user.id },
      { blockerId: blockerOfAnna.user.id, blockedId: anna.user.id },
    ]);
    expect(await countNewVisits(app.db, anna.user.id)).toBe(1);
    const page = await openVisits(anna);
    expect(page.visits.map((v) => v.visitor.name)).toEqual(['Остался']);
  });

  it('tells the other tabs the counter fell, not the tab that opened the list', async () => {
    const anna = await person();
    const opener = await openTab(app.url, anna);
    const other = await openTab(app.url, anna);
    const boris = await person();
    const carl = await person();
    await visitPage(app, boris, anna);
    await visitPage(app, carl, anna);
    await vi.waitFor(() => expect(opener.events).toHaveLength(4));
    await vi.waitFor(() => expect(other.events).toHaveLength(4));

    const socketId = opener.socket.id ?? '';
    const page = await openVisits(anna, 0, { [SOCKET_ID_HEADER]: socketId });
    expect(page.visits.filter((v) => v.new)).toHaveLength(2);

    // A later visit reaches both tabs; events arrive in order, so whatever the opener was
    // going to hear about the list has arrived by then.
    const dora = await person();
    await visitPage(app, dora, anna);
    await vi.waitFor(() => expect(other.events).toHaveLength(7));
    await vi.waitFor(() => expect(opener.events).toHaveLength(6));
    expect(other.events[4]).toEqual(['SERVER:MENU_COUNTERS', { visits: -2 }]);
    expect(opener.events.slice(4).map(([e]) => e)).toEqual(['SERVER:NEW_VISIT', 'SERVER:MENU_COUNTERS']);
  });
});

describe('account destruction', () => {
  it('deletes the visits a user made and received', async () => {
    const anna = await person();
    const boris = await person();
    const carl = await person();
    await visitPage(app, boris, anna);
    await visitPage(app, anna, carl);
    await visitPage(app, carl, boris);
    const cleanup = accountCleanups().get('visits');
    if (!cleanup) throw new Error('visits cleanup not registered');
    const counts = await app.db.transaction((tx) =>
      cleanup(tx, { userId: anna.user.id, email: anna.user.email }),
    );
    expect(counts).toEqual({ visits: 2 });
    expect(
      await app.db.transaction((tx) => cleanup(tx, { userId: anna.user.id, email: anna.user.email })),
    ).toEqual({});
    const left = await app.db.select().from(visits).where(eq(visits.visitedId, boris.user.id));
    expect(left).toHaveLength(1);
    expect(await visitRows(anna.user.id)).toHaveLength(0);
  });
});
