/**
 * The discover walk's cursor: a page walked from a viewer's cursor is always the page a walk
 * from the top gives, while the viewer rates people, people become active and filters change.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUserWithPhoto, MAN, WOMAN } from '../../../test/fixtures.ts';
import { type TestUser, useTestApp } from '../../../test/test-app.ts';
import { users } from '../../platform/db/schema.ts';
import {
  type BandCursor,
  cursorKey,
  DISCOVER_CURSOR_TTL_MS,
  DiscoverCursors,
  type DiscoverViewer,
  discoverCandidates,
  discoverPage,
} from './discover.repo.ts';
import { likes } from './sympathies.schema.ts';

const app = useTestApp();
const HOUR_MS = 60 * 60 * 1000;

/** A viewer in a city of their own and `n` women there, the k-th last active k hours ago. */
async function cityOf(n: number): Promise<{ viewer: TestUser; women: TestUser[] }> {
  const home = { city: `Город-${randomBytes(4).toString('hex')}`, region: '', country: 'Россия' };
  const viewer = await createTestUserWithPhoto(app, { ...MAN, ...home });
  const women: TestUser[] = [];
  for (let k = 1; k <= n; k += 1) {
    women.push(
      await createTestUserWithPhoto(app, {
        ...WOMAN,
        ...home,
        lastActiveAt: new Date(Date.now() - k * HOUR_MS),
      }),
    );
  }
  return { viewer, women };
}

async function rated(viewer: TestUser, ids: string[]): Promise<void> {
  await app.db
    .insert(likes)
    .values(ids.map((ratedId) => ({ raterId: viewer.user.id, ratedId, love: false })));
}

/**
 * The page walked from the cursors, and from the top; with `probing`, also from cursors that
 * probe "not rated" per person (as for a viewer who rated many), which must give the same.
 */
async function bothWays(
  viewer: DiscoverViewer,
  cursors: DiscoverCursors,
  now: Date,
  probing?: DiscoverCursors,
  limit = 3,
) {
  const fromCursor = await discoverCandidates(app.db, viewer, limit, now, cursors);
  const fromTop = await discoverCandidates(app.db, viewer, limit, now);
  if (probing) {
    const probed = await discoverCandidates(app.db, viewer, limit, now, probing);
    expect(probed).toEqual(fromCursor);
  }
  return { fromCursor: fromCursor.map((c) => c.id), fromTop: fromTop.map((c) => c.id) };
}

/** A copy of the viewer's band-1 cursor that probes per person. */
function probingCopy(cursors: DiscoverCursors, viewer: TestUser, now: Date): DiscoverCursors {
  const cursor = cursors.get(viewer.user.id, 1, cursorKey(viewer.user, now), now);
  if (!cursor) throw new Error('no cursor to copy');
  const probing = new DiscoverCursors();
  probing.set(viewer.user.id, 1, { ...cursor, manyRated: true });
  return probing;
}

describe('the discover cursor', () => {
  it('gives the pages of a walk from the top while the viewer rates and people become active', async () => {
    const { viewer, women } = await cityOf(10);
    const cursors = new DiscoverCursors();
    const now = new Date();
    const ids = women.map((w) => w.user.id);

    const first = await bothWays(viewer.user, cursors, now);
    expect(first.fromCursor).toEqual(ids.slice(0, 3));
    expect(first.fromTop).toEqual(first.fromCursor);
    // The cursor stands at the first person found, so an unanswered page comes again.
    expect(cursors.get(viewer.user.id, 1, cursorKey(viewer.user, now), now)?.from).toEqual(
      women[0]?.user.lastActiveAt,
    );
    expect((await bothWays(viewer.user, cursors, now)).fromCursor).toEqual(ids.slice(0, 3));
    const probing = probingCopy(cursors, viewer, now);

    for (const step of [0, 1, 2]) {
      await rated(viewer, ids.slice(step * 2, step * 2 + 2));
      const page = await bothWays(viewer.user, cursors, now, probing);
      expect(page.fromCursor).toEqual(ids.slice(step * 2 + 2, step * 2 + 5));
      expect(page.fromCursor).toEqual(page.fromTop);
    }

    // Someone passed long ago (rated) and someone far below become active: the one not rated
    // comes first, from above the cursor.
    const activeNow = new Date();
    await app.db
      .update(users)
      .set({ lastActiveAt: activeNow })
      .where(eq(users.id, ids[9] ?? ''));
    await app.db
      .update(users)
      .set({ lastActiveAt: activeNow })
      .where(eq(users.id, ids[0] ?? ''));
    const later = await bothWays(viewer.user, cursors, now, probing);
    expect(later.fromCursor).toEqual([ids[9], ids[6], ids[7]]);
    expect(later.fromCursor).toEqual(later.fromTop);
  });

  it('passes everyone once when the viewer has rated the whole band, and still sees newcomers', async () => {
    const { viewer, women } = await cityOf(4);
    await rated(
      viewer,
      women.map((w) => w.user.id),
    );
    const cursors = new DiscoverCursors();
    const now = new Date();
    const empty = await bothWays(viewer.user, cursors, now);
    expect(empty.fromCursor.filter((id) => women.some((w) => w.user.id === id))).toEqual([]);
    // Nobody is left below: the walk resumes at the very bottom.
    expect(cursors.get(viewer.user.id, 1, cursorKey(viewer.user, now), now)?.from.getTime()).toBe(0);

    const newcomer = await createTestUserWithPhoto(app, {
      ...WOMAN,
      city: viewer.user.city,
      region: viewer.user.region,
      country: viewer.user.country,
    });
    const page = await bothWays(viewer.user, cursors, now);
    expect(page.fromCursor[0]).toBe(newcomer.user.id);
    expect(page.fromCursor).toEqual(page.fromTop);
  });

  it('drops a cursor when the filters change, after its time, and for the least recent viewer', () => {
    const cursors = new DiscoverCursors(2);
    const now = new Date();
    const cursor: BandCursor = {
      key: 'k',
      from: new Date(now.getTime() - HOUR_MS),
      since: now,
      manyRated: false,
    };
    cursors.set('a', 1, cursor);
    expect(cursors.get('a', 1, 'k', now)).toEqual(cursor);
    expect(cursors.get('a', 1, 'other filters', now)).toBeUndefined();
    // Dropped, not only refused.
    expect(cursors.get('a', 1, 'k', now)).toBeUndefined();

    cursors.set('a', 1, cursor);
    expect(cursors.get('a', 1, 'k', new Date(now.getTime() + DISCOVER_CURSOR_TTL_MS + 1))).toBeUndefined();

    cursors.set('a', 1, cursor);
    cursors.set('b', 1, cursor);
    expect(cursors.get('a', 1, 'k', now)).toEqual(cursor);
    cursors.set('c', 1, cursor);
    // b was used least recently.
    expect(cursors.get('b', 1, 'k', now)).toBeUndefined();
    expect(cursors.get('a', 1, 'k', now)).toEqual(cursor);
    expect(cursors.get('c', 1, 'k', now)).toEqual(cursor);
  });
});

describe('the free allowance of the day', () => {
  it('is counted by the page’s first statement: the ratings since the moment asked for', async () => {
    const { viewer, women } = await cityOf(3);
    const now = new Date();
    const [yesterday, today] = women;
    if (!yesterday || !today) throw new Error('two women expected');
    await app.db.insert(likes).values([
      {
        raterId: viewer.user.id,
        ratedId: yesterday.user.id,
        love: true,
        ratedAt: new Date(now.getTime() - 30 * HOUR_MS),
      },
      {
        raterId: viewer.user.id,
        ratedId: today.user.id,
        love: false,
        ratedAt: new Date(now.getTime() - HOUR_MS),
      },
    ]);
    const since = new Date(now.getTime() - 24 * HOUR_MS);
    const cursors = new DiscoverCursors();
    // From the top, then from the cursor the first walk left: both statements count.
    expect((await discoverPage(app.db, viewer.user, 3, now, { cursors, ratedSince: since })).ratedToday).toBe(
      1,
    );
    expect((await discoverPage(app.db, viewer.user, 3, now, { cursors, ratedSince: since })).ratedToday).toBe(
      1,
    );
    expect((await discoverPage(app.db, viewer.user, 3, now, { cursors, ratedSince: now })).ratedToday).toBe(
      0,
    );
    // Not asked for (Premium's features): nothing counted.
    expect((await discoverPage(app.db, viewer.user, 3, now, { cursors })).ratedToday).toBeNull();
  });
});
