import { randomBytes } from 'node:crypto';
import {
  type Dialog,
  type DiscoverResponse,
  FREE_TIER,
  LIKE_RESULT,
  type LikedYouPage,
  type LikeResponse,
  type MatchesPage,
  PAGE_SIZE,
  type ServerToClientEvents,
  SOCKET_ID_HEADER,
} from '@iskra/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  birthdayAt,
  createTestUserWithPhoto,
  likeUser,
  MAN,
  PREMIUM,
  type TestUserWithPhoto,
  WOMAN,
  writeMessage,
} from '../../../test/fixtures.ts';
import { closeSockets, drained, openTab } from '../../../test/sockets.ts';
import { createTestUser, type NewTestUser, type TestUser, useTestApp } from '../../../test/test-app.ts';
import { accountCleanups } from '../../platform/account-cleanup.ts';
import { images, users } from '../../platform/db/schema.ts';
import { moscowDayStart as freeDayStart } from '../../platform/moscow-day.ts';
import { isBlockedEitherWay } from '../pairs/blocks.repo.ts';
import { findDialogOfPair } from '../pairs/dialogs.repo.ts';
import { blocks, dialogs, matches } from '../pairs/pairs.schema.ts';
import { blurImageKey, imageKeys } from '../users/image-keys.ts';
import { birthdayBounds, discoverCandidates } from './discover.repo.ts';
import { ratingOf } from './likes.repo.ts';
import { likes } from './sympathies.schema.ts';

const app = useTestApp({ listen: true });
const DAY_MS = 24 * 60 * 60 * 1000;

afterEach(closeSockets);

/** A city nobody else in this file lives in, so its people come first in discover. */
function ownCity(): Pick<NewTestUser, 'city' | 'region' | 'country'> {
  return { city: `Город-${randomBytes(4).toString('hex')}`, region: '', country: 'Россия' };
}

/** A user with one profile photo (the hidden shape has a blurred picture to show). */
const person = (fields: NewTestUser = {}) => createTestUserWithPhoto(app, fields);

async function rate(
  rater: TestUser,
  target: TestUser | string,
  love: boolean,
  extra: { block?: boolean; headers?: Record<string, string> } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/like',
    headers: { ...rater.headers, ...extra.headers },
    payload: {
      love,
      liked: typeof target === 'string' ? target : target.user.id,
      place: 'discover',
      ...(extra.block === undefined ? {} : { block: extra.block }),
    },
  });
  return res;
}

function like(rater: TestUser, target: TestUser, love = true, block?: boolean): Promise<LikeResponse> {
  return likeUser(app, rater, target, { love, place: 'discover', ...(block === undefined ? {} : { block }) });
}

async function discover(viewer: TestUser): Promise<DiscoverResponse> {
  const res = await app.inject({ method: 'GET', url: '/api/matches/discover', headers: viewer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DiscoverResponse>();
}

async function discoverIds(viewer: TestUser): Promise<string[]> {
  return (await discover(viewer)).users.map((u) => u.id);
}

async function open<T>(
  viewer: TestUser,
  path: string,
  offset = 0,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await app.inject({
    method: 'GET',
    url: `${path}?offset=${offset}`,
    headers: { ...viewer.headers, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

const openLikes = (viewer: TestUser, offset = 0, headers: Record<string, string> = {}) =>
  open<LikedYouPage>(viewer, '/api/like', offset, headers);
const openMatches = (viewer: TestUser, offset = 0, headers: Record<string, string> = {}) =>
  open<MatchesPage>(viewer, '/api/matches', offset, headers);

const named = (events: Array<[string, unknown]>, name: string) => events.filter(([e]) => e === name);

async function shownDialog(viewer: TestUser, id: string) {
  return app.inject({ method: 'GET', url: `/api/dialogs/${id}`, headers: viewer.headers });
}

async function matchRows(a: string, b: string) {
  return app.db
    .select()
    .from(matches)
    .where(
      or(and(eq(matches.userA, a), eq(matches.userB, b)), and(eq(matches.userA, b), eq(matches.userB, a))),
    );
}

async function dialogRows(a: string, b: string) {
  return app.db
    .select()
    .from(dialogs)
    .where(
      or(and(eq(dialogs.userA, a), eq(dialogs.userB, b)), and(eq(dialogs.userA, b), eq(dialogs.userB, a))),
    );
}

describe('rules', () => {
  it('starts the free day at midnight in Moscow', () => {
    expect(freeDayStart(new Date('2025-03-01T20:59:59Z')).toISOString()).toBe('2025-02-28T21:00:00.000Z');
    expect(freeDayStart(new Date('2025-03-01T21:00:00Z')).toISOString()).toBe('2025-03-01T21:00:00.000Z');
    expect(freeDayStart(new Date('2025-03-01T00:00:00Z')).toISOString()).toBe('2025-02-28T21:00:00.000Z');
  });

  it('turns an age range into birthday bounds that agree with full years', () => {
    const today = new Date('2024-02-29T12:00:00Z');
    // Ages 18 to 20: born after 2003-02-29 (21 years ago today) and on or before 2006-02-29.
    expect(birthdayBounds(18, 20, today)).toEqual({ min: '2003-02-29', max: '2006-02-29' });
    const inside = (b: string) => b > '2003-02-29' && b <= '2006-02-29';
    expect(inside('2006-02-28')).toBe(true); // 18 today
    expect(inside('2006-03-01')).toBe(false); // 17
    expect(inside('2003-03-01')).toBe(true); // 20
    expect(inside('2003-02-28')).toBe(false); // 21
  });
});

describe('discover', () => {
  it('shows only people who fit both ways, with a photo, not rated, not blocked, active, not the viewer', async () => {
    const place = ownCity();
    const viewer = await person({ ...MAN, ...place });
    const fits = await person({ ...WOMAN, ...place });
    const fitsToo = await person({ ...WOMAN, ...place, birthday: birthdayAt(34), lookingAgeTo: 30 });
    const excluded = {
      man: await person({ ...MAN, ...place, looking: 1 }),
      lookingForWomen: await person({ ...WOMAN, ...place, looking: 2 }),
      tooOld: await person({ ...WOMAN, ...place, birthday: birthdayAt(36) }),
      tooYoung: await person({ ...WOMAN, ...place, birthday: birthdayAt(24) }),
      viewerTooOld: await person({ ...WOMAN, ...place, lookingAgeTo: 29 }),
      viewerTooYoung: await person({ ...WOMAN, ...place, lookingAgeFrom: 31 }),
      liked: await person({ ...WOMAN, ...place }),
      disliked: await person({ ...WOMAN, ...place }),
      blockedByViewer: await person({ ...WOMAN, ...place }),
      blockedViewer: await person({ ...WOMAN, ...place }),
      deleting: await person({ ...WOMAN, ...place, status: 'deleting' }),
      blockedAccount: await person({ ...WOMAN, ...place, status: 'blocked' }),
      service: await person({ ...WOMAN, ...place, isService: true }),
      // Fits in every way but has no photo: reachable by link, never a card.
      noPhoto: await createTestUser(app, { ...WOMAN, ...place }),
    };
    await like(viewer, excluded.liked);
    await like(viewer, excluded.disliked, false);
    await app.db.insert(blocks).values([
      { blockerId: viewer.user.id, blockedId: excluded.blockedByViewer.user.id },
      { blockerId: excluded.blockedViewer.user.id, blockedId: viewer.user.id },
    ]);

    const ids = await discoverIds(viewer);
    expect(ids.slice(0, 2).sort()).toEqual([fits.user.id, fitsToo.user.id].sort());
    for (const [why, p] of Object.entries(excluded)) expect(ids, why).not.toContain(p.user.id);
    expect(ids).not.toContain(viewer.user.id);
  });

  it('never shows the viewer themselves, even when they fit their own search', async () => {
    const place = ownCity();
    const viewer = await person({ ...place, gender: 2, looking: 2, birthday: birthdayAt(30) });
    const other = await person({ ...place, gender: 2, looking: 2, birthday: birthdayAt(31) });
    const ids = await discoverIds(viewer);
    expect(ids[0]).toBe(other.user.id);
    expect(ids).not.toContain(viewer.user.id);
  });

  it('puts nearer bands first and, inside a band, the recently active, VIPs boosted a few hours', async () => {
    const region = `Область-${randomBytes(3).toString('hex')}`;
    const home = { city: `Город-${randomBytes(3).toString('hex')}`, region, country: 'Россия' };
    const viewer = await person({ ...MAN, ...home });
    const ago = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
    const vip = { vipUntil: new Date(Date.now() + DAY_MS) };
    const recent = await person({ ...WOMAN, ...home, lastActiveAt: ago(0.1) });
    const vipRecent = await person({ ...WOMAN, ...home, ...vip, lastActiveAt: ago(3) });
    const vipOld = await person({ ...WOMAN, ...home, ...vip, lastActiveAt: ago(10) });
    const expiredVip = await person({ ...WOMAN, ...home, vipUntil: ago(1), lastActiveAt: ago(3) });
    const older = await person({ ...WOMAN, ...home, lastActiveAt: ago(5) });
    const regionVip = await person({ ...WOMAN, ...vip, region, city: 'Соседний', country: 'Россия' });
    const abroad = await person({
      ...WOMAN,
      city: `Город-${randomBytes(3).toString('hex')}`,
      country: 'Казахстан',
    });

    const page = await discoverCandidates(app.db, viewer.user, 200);
    const ids = page.map((c) => c.id);
    // VIP 3 h ago ranks as 3 h ahead; VIP 10 h ago as 4 h ago; an ended VIP has no boost.
    expect(ids.slice(0, 5)).toEqual([
      vipRecent.user.id,
      recent.user.id,
      expiredVip.user.id,
      vipOld.user.id,
      older.user.id,
    ]);
    expect(page.slice(0, 5).every((c) => c.band === 1)).toBe(true);
    expect(page[5]).toEqual({ id: regionVip.user.id, band: 2 });
    const abroadAt = page.find((c) => c.id === abroad.user.id);
    expect(abroadAt?.band).toBe(4);
    expect(page.findIndex((c) => c.band === 4)).toBeGreaterThan(page.findLastIndex((c) => c.band === 3));
  });

  it('answers cards and whether free likes are left', async () => {
    const place = ownCity();
    const viewer = await person({ ...MAN, ...place });
    const anna = await person({ ...WOMAN, ...place, name: 'Анна' });
    const res = await discover(viewer);
    expect(res.freeLikes).toBe(true);
    expect(res.users.length).toBeLessThanOrEqual(20);
    expect(res.users[0]).toMatchObject({
      id: anna.user.id,
      userId: anna.user.userNumber,
      name: 'Анна',
      images: [{ uri: app.storage.publicUrl(imageKeys(anna.fileKey).full), profile: true }],
    });
  });
});

describe('liking', () => {
  it('records a like, tells the liked person, and a like back makes one match and its dialog', async () => {
    const anna = await person({ ...WOMAN, name: 'Анна' });
    const boris = await person({ ...MAN, name: 'Борис' });
    const annaSocket = await openTab(app.url, anna);
    const borisSocket = await openTab(app.url, boris);

    const first = await like(boris, anna);
    expect(first).toMatchObject({
      like: { user: boris.user.id, liked: anna.user.id, love: true },
      match: null,
      dialog: null,
      deletedMatch: null,
    });
    expect(await ratingOf(app.db, boris.user.id, anna.user.id)).toBe(true);
    await vi.waitFor(() => expect(named(annaSocket.events, 'SERVER:MENU_COUNTERS')).toHaveLength(1));
    // Anna has Premium's features without paying (a woman): Boris arrives with his name.
    expect(annaSocket.events).toEqual([
      [
        'SERVER:LIKE',
        {
          like: {
            id: (first.like as { id: string }).id,
            user: expect.objectContaining({
              id: boris.user.id,
              userId: boris.user.userNumber,
              name: 'Борис',
            }),
            new: true,
            createdAt: (first.like as { createdAt: string }).createdAt,
          },
        },
      ],
      ['SERVER:MENU_COUNTERS', { likes: 1 }],
    ]);
    expect(await app.services.me.menuData(anna.user.id)).toMatchObject({ likes: 1, matches: 0 });

    const back = await like(anna, boris);
    expect(back.match).toMatchObject({ user: { id: boris.user.id, name: 'Борис' }, new: [boris.user.id] });
    expect(back.dialog).toMatchObject({
      partner: {
        id: boris.user.id,
        name: 'Борис',
        thumbnailUri: app.storage.publicUrl(imageKeys(boris.fileKey).thumb),
      },
      lastMessage: null,
      unread: 0,
      disallowed: false,
      typing: false,
      showActivate: false,
    });
    expect(back.match?.dialog).toBe(back.dialog?.id);
    expect((await findDialogOfPair(app.db, anna.user.id, boris.user.id))?.id ?? null).toBe(back.dialog?.id);
    expect(await matchRows(anna.user.id, boris.user.id)).toHaveLength(1);

    await vi.waitFor(() => expect(named(borisSocket.events, 'SERVER:MENU_COUNTERS')).toHaveLength(1));
    const love = named(borisSocket.events, 'SERVER:NEW_LOVE')[0]?.[1] as Parameters<
      ServerToClientEvents['SERVER:NEW_LOVE']
    >[0];
    expect(love.match).toMatchObject({
      id: back.match?.id,
      user: { id: anna.user.id, name: 'Анна' },
      new: [boris.user.id],
    });
    expect(love.dialog).toMatchObject({ id: back.dialog?.id, partner: { id: anna.user.id, name: 'Анна' } });
    expect(named(borisSocket.events, 'SERVER:MENU_COUNTERS')).toEqual([
      ['SERVER:MENU_COUNTERS', { matches: 1 }],
    ]);
    // Anna answered Boris's like: it left her list (and her counter, on every tab).
    await vi.waitFor(() => expect(named(annaSocket.events, 'SERVER:MENU_COUNTERS')).toHaveLength(2));
    expect(named(annaSocket.events, 'SERVER:MENU_COUNTERS')[1]).toEqual([
      'SERVER:MENU_COUNTERS',
      { likes: -1 },
    ]);
    expect(await app.services.me.menuData(anna.user.id)).toMatchObject({ likes: 0, matches: 0 });
    expect(await app.services.me.menuData(boris.user.id)).toMatchObject({ likes: 0, matches: 1 });
  });

  it('records a dislike without telling anyone', async () => {
    const anna = await person(WOMAN);
    const boris = await person(MAN);
    const annaSocket = await openTab(app.url, anna);
    const res = await like(boris, anna, false);
    expect(res).toMatchObject({ like: { love: false }, match: null, dialog: null, deletedMatch: null });
    expect(await ratingOf(app.db, boris.user.id, anna.user.id)).toBe(false);
    // A like by someone else afterwards is the first thing Anna hears.
    await like(await person(MAN), anna);
    await vi.waitFor(() => expect(annaSocket.events.length).toBeGreaterThan(0));
    expect(annaSocket.events[0]?.[0]).toBe('SERVER:LIKE');
    expect(await app.services.me.menuData(anna.user.id)).toMatchObject({ likes: 1 });
  });

  it('answers "liked user" to a free user rating someone again, and changes nothing', async () => {
    const anna = await person(WOMAN);
    const boris = await person(MAN);
    await like(boris, anna, false);
    expect(await like(boris, anna, true)).toEqual({
      like: 'liked user',
      match: null,
      dialog: null,
      deletedMatch: null,
    });
    expect(await like(boris, anna, false)).toMatchObject({ like: 'liked user' });
    expect(await ratingOf(app.db, boris.user.id, anna.user.id)).toBe(false);
  });

  it('lets Premium change a rating; a dislike after a match removes it and tells the other', async () => {
    const anna = await person(WOMAN);
    const boris = await person({ ...MAN, ...PREMIUM });
    await like(boris, anna, false);
    const changed = await like(boris, anna, true);
    expect(changed.like).toMatchObject({ love: true });
    expect(await ratingOf(app.db, boris.user.id, anna.user.id)).toBe(true);

    const made = await like(anna, boris);
    expect(made.match).not.toBeNull();
    const annaSocket = await openTab(app.url, anna);
    const undone = await like(boris, anna, false);
    expect(undone).toMatchObject({ like: { love: false }, match: null, deletedMatch: made.match?.id });
    expect(await matchRows(anna.user.id, boris.user.id)).toHaveLength(0);
    await vi.waitFor(() => expect(named(annaSocket.events, 'SERVER:REMOVE_MATCH')).toHaveLength(1));
    expect(named(annaSocket.events, 'SERVER:REMOVE_MATCH')[0]).toEqual([
      'SERVER:REMOVE_MATCH',
      { id: made.match?.id },
    ]);
    // The match was new for Boris (Anna's like made it): his counter falls.
    expect(await app.services.me.menuData(boris.user.id)).toMatchObject({ matches: 0 });
    // Liking the same way twice changes nothing and tells nobody.
    const again = await like(boris, anna, false);
    expect(again).toMatchObject({ like: { love: false }, deletedMatch: null });
  });

  it('blocks: records a dislike and the block, ends the match, and hides both from each other', async () => {
    const anna = await person(WOMAN);
    const boris = await person(MAN);
    await like(anna, boris);
    const made = await like(boris, anna);
    // A free user may block someone already rated.
    const blocked = await like(anna, boris, true, true);
    expect(blocked).toMatchObject({ like: { love: false }, deletedMatch: made.match?.id });
    expect(await isBlockedEitherWay(app.db, boris.user.id, anna.user.id)).toBe(true);
    expect(await ratingOf(app.db, anna.user.id, boris.user.id)).toBe(false);
    expect((await openMatches(boris)).matches).toEqual([]);
    // Neither can rate the other any more; blocking again is harmless.
    expect((await rate(boris, anna, true)).statusCode).toBe(404);
    expect((await rate(anna, boris, true)).statusCode).toBe(404);
    expect((await rate(anna, boris, false, { block: true })).statusCode).toBe(200);
  });

  it("shows a new match's dialog by the chat's rules: spent free messages mean no writing yet", async () => {
    const anna = await person({ ...WOMAN, name: 'Анна' });
    const boris = await person({ ...MAN, name: 'Борис' });
    const dasha = await person(WOMAN);
    // Boris (free) spends today's messages in his dialog with Dasha, who does not answer.
    await like(boris, dasha);
    const withDasha = (await like(dasha, boris)).dialog?.id ?? '';
    for (let i = 0; i < FREE_TIER.messagesPerDay; i += 1) await writeMessage(app, boris, withDasha);

    const annaSocket = await openTab(app.url, anna);
    await like(anna, boris);
    const made = await like(boris, anna);
    expect(made.dialog).toMatchObject({
      partner: { id: anna.user.id, name: 'Анна' },
      disallowed: true,
      showActivate: true,
    });
    // Exactly what the chat shows him for that dialog.
    const borisView = await shownDialog(boris, made.dialog?.id ?? '');
    expect(borisView.json<{ dialog: Dialog }>().dialog).toEqual(made.dialog);
    // Anna has Premium's features (a woman): she may write at once.
    await vi.waitFor(() => expect(named(annaSocket.events, 'SERVER:NEW_LOVE')).toHaveLength(1));
    const love = named(annaSocket.events, 'SERVER:NEW_LOVE')[0]?.[1] as { dialog: Dialog };
    expect(love.dialog).toMatchObject({
      id: made.dialog?.id,
      partner: { id: boris.user.id, name: 'Борис' },
      disallowed: false,
      showActivate: false,
    });
    expect(love.dialog).toEqual(
      (await shownDialog(anna, made.dialog?.id ?? '')).json<{ dialog: Dialog }>().dialog,
    );
  });

  it("a block hides the pair's dialog: both hear it is deleted, unread counters fall", async () => {
    const anna = await person(WOMAN);
    const boris = await person(MAN);
    await like(anna, boris);
    const dialogId = (await like(boris, anna)).dialog?.id ?? '';
    await writeMessage(app, boris, dialogId);
    expect(await app.services.me.menuData(anna.user.id)).toMatchObject({ dialogs: 1 });
    const annaSocket = await openTab(app.url, anna);
    const borisSocket = await openTab(app.url, boris);

    await like(boris, anna, false, true);
    await vi.waitFor(() => expect(named(annaSocket.events, 'SERVER:DELETE_DIALOG')).toHaveLength(1));
    await vi.waitFor(() => expect(named(borisSocket.events, 'SERVER:DELETE_DIALOG')).toHaveLength(1));
    for (const tab of [annaSocket, borisSocket]) {
      expect(named(tab.events, 'SERVER:DELETE_DIALOG')).toEqual([['SERVER:DELETE_DIALOG', { id: dialogId }]]);
    }
    await drained(app, anna, annaSocket);
    await drained(app, boris, borisSocket);
    // Anna had an unread message in it; Boris had none.
    expect(named(annaSocket.events, 'SERVER:MENU_COUNTERS')).toContainEqual([
      'SERVER:MENU_COUNTERS',
      { dialogs: -1 },
    ]);
    expect(
      named(borisSocket.events, 'SERVER:MENU_COUNTERS').some(([, p]) => 'dialogs' in (p as object)),
    ).toBe(false);
    expect(await app.services.me.menuData(anna.user.id)).toMatchObject({ dialogs: 0 });
    expect((await shownDialog(anna, dialogId)).statusCode).toBe(404);
    expect((await shownDialog(boris, dialogId)).statusCode).toBe(404);

    // Blocking back changes nothing the chat shows: nobody hears of the dialog again.
    await like(anna, boris, false, true);
    await drained(app, anna, annaSocket);
    await drained(app, boris, borisSocket);
    expect(named(annaSocket.events, 'SERVER:DELETE_DIALOG')).toHaveLength(1);
    expect(named(borisSocket.events, 'SERVER:DELETE_DIALOG')).toHaveLength(1);
    expect(await app.services.me.menuData(anna.user.id)).toMatchObject({ dialogs: 0 });
  });

  it('a block of someone without a dialog deletes no dialog', async () => {
    const anna = await person(WOMAN);
    const boris = await person(MAN);
    await like(boris, anna);
    const annaSocket = await openTab(app.url, anna);
    await like(anna, boris, false, true);
    await drained(app, anna, annaSocket);
    expect(named(annaSocket.events, 'SERVER:DELETE_DIALOG')).toEqual([]);
  });

  it('refuses a rating of oneself, of nobody, of inactive and service accounts, and bad bodies', async () => {
    const boris = await person(MAN);
    expect((await rate(boris, boris, true)).statusCode).toBe(400);
    expect((await rate(boris, '00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    const gone = await person({ ...WOMAN, status: 'deleting' });
    expect((await rate(boris, gone, true)).statusCode).toBe(404);
    const service = await person({ ...WOMAN, isService: true });
    const res = await rate(boris, service, true);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Пользователь не найден', code: 'notFound' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/like',
      headers: boris.headers,
      payload: { love: 'yes', liked: 'nobody' },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { param: string }) => e.param)
        .sort(),
    ).toEqual(['liked', 'love']);
    expect(
      (await app.inject({ method: 'POST', url: '/api/like', payload: { love: true, liked: boris.user.id } }))
        .statusCode,
    ).toBe(401);
    const rows = await app.db.select().from(likes).where(eq(likes.raterId, boris.user.id));
    expect(rows).toEqual([]);
  });
});

describe('free daily limit', () => {
  async function ratePeople(rater: TestUser, count: number) {
    for (let i = 0; i < count; i += 1) await like(rater, await createTestUser(app, WOMAN), i % 2 === 0);
  }

  it(`refuses rating number ${FREE_TIER.likesPerDay + 1} of the day and says so on the socket`, async () => {
    const boris = await person(MAN);
    await ratePeople(boris, FREE_TIER.likesPerDay);
    expect((await discover(boris)).freeLikes).toBe(false);
    const tab = await openTab(app.url, boris);
    const otherTab = await openTab(app.url, boris);
    const anna = await person(WOMAN);

    const res = await rate(boris, anna, true, { headers: { [SOCKET_ID_HEADER]: tab.socket.id ?? '' } });
    expect(res.json()).toEqual({
      like: 'free limit exceeded',
      match: null,
      dialog: null,
      deletedMatch: null,
    });
    expect(await ratingOf(app.db, boris.user.id, anna.user.id)).toBeNull();
    await vi.waitFor(() => expect(named(otherTab.events, 'SERVER:FREE_LIKES_LIMIT')).toHaveLength(1));
    // Without naming a tab, every tab hears it; the tab that asked (and knows) did not before.
    expect((await like(boris, anna, false)).like).toBe('free limit exceeded');
    // A marker after everything: one socket hears its events in order.
    app.realtime.emitToUser(boris.user.id, 'SERVER:INVITE_MEETUP', { userId: 'marker' });
    await vi.waitFor(() => expect(named(tab.events, 'SERVER:INVITE_MEETUP')).toHaveLength(1));
    expect(tab.events.map(([e]) => e)).toEqual(['SERVER:FREE_LIKES_LIMIT', 'SERVER:INVITE_MEETUP']);
    await vi.waitFor(() => expect(named(otherTab.events, 'SERVER:FREE_LIKES_LIMIT')).toHaveLength(2));

    // Blocking is never limited.
    expect((await like(boris, anna, false, true)).like).toMatchObject({ love: false });

    // Yesterday's ratings do not count.
    await app.db
      .update(likes)
      .set({ ratedAt: sql`${likes.ratedAt} - interval '1 day'` })
      .where(eq(likes.raterId, boris.user.id));
    expect((await discover(boris)).freeLikes).toBe(true);
    expect((await like(boris, await person(WOMAN))).like).toMatchObject({ love: true });
  });

  it('lets only one of simultaneous ratings take the last one of the day', async () => {
    const boris = await person(MAN);
    await ratePeople(boris, FREE_TIER.likesPerDay - 1);
    const women = await Promise.all(Array.from({ length: 4 }, () => createTestUser(app, WOMAN)));
    const answers = await Promise.all(women.map((w) => like(boris, w)));
    const saved = answers.filter((a) => a.like !== LIKE_RESULT.freeLimitExceeded);
    expect(saved).toHaveLength(1);
    const rows = await app.db.select().from(likes).where(eq(likes.raterId, boris.user.id));
    expect(rows).toHaveLength(FREE_TIER.likesPerDay);
  });

  it('does not limit Premium', async () => {
    const boris = await person({ ...MAN, ...PREMIUM });
    await ratePeople(boris, FREE_TIER.likesPerDay + 1);
    expect((await discover(boris)).freeLikes).toBe(true);
  });

  it('does not limit a woman, who may change a rating too, without Premium', async () => {
    const vera = await person(WOMAN);
    for (let i = 0; i < FREE_TIER.likesPerDay + 1; i += 1)
      expect((await like(vera, await createTestUser(app, MAN), i % 2 === 0)).like).toMatchObject({
        user: vera.user.id,
      });
    expect((await discover(vera)).freeLikes).toBe(true);
    const boris = await person(MAN);
    await like(vera, boris, false);
    expect((await like(vera, boris, true)).like).toMatchObject({ love: true });
    expect(await ratingOf(app.db, vera.user.id, boris.user.id)).toBe(true);
    // The tier itself stays what was paid for: she holds no Premium.
    const me = await app.inject({ method: 'GET', url: '/api/user/refresh', headers: vera.headers });
    expect(me.json<{ user: { premium: boolean; premiumFeatures: boolean } }>().user).toMatchObject({
      premium: false,
      premiumFeatures: true,
    });
  });

  it('says when the ratings are given again: the next Moscow midnight', async () => {
    const boris = await person(MAN);
    const before = Date.now();
    const { ratingsResetAt } = await discover(boris);
    const reset = new Date(ratingsResetAt).getTime();
    expect(reset).toBe(freeDayStart(new Date(before)).getTime() + DAY_MS);
    expect(reset).toBeGreaterThan(before);
    expect(reset - before).toBeLessThanOrEqual(DAY_MS);
  });
});

describe('simultaneous mutual likes', () => {
  it('make exactly one match and one dialog', async () => {
    for (let round = 0; round < 15; round += 1) {
      const anna = await createTestUser(app, WOMAN);
      const boris = await createTestUser(app, MAN);
      const answers = await Promise.all([like(anna, boris), like(boris, anna)]);
      expect(answers.filter((a) => a.match !== null)).toHaveLength(1);
      const rows = await matchRows(anna.user.id, boris.user.id);
      expect(rows).toHaveLength(1);
      expect(await dialogRows(anna.user.id, boris.user.id)).toHaveLength(1);
      expect(rows[0]?.dialogId).toBe(answers.find((a) => a.match)?.dialog?.id);
    }
  });
});

describe('a match of a pair who already write to each other', () => {
  it('goes into their dialog, with its messages', async () => {
    const vera = await person(WOMAN);
    const ivan = await person(MAN);
    // A woman may write first: her message opens the pair's dialog.
    const dialogId = (await writeMessage(app, vera, { userId: ivan.user.id })).dialog.id;
    await like(vera, ivan);
    const answer = await like(ivan, vera);
    expect(answer.match).not.toBeNull();
    expect(answer.dialog?.id).toBe(dialogId);
    expect(answer.dialog?.lastMessage).toMatchObject({ text: 'Привет!' });
    // Ivan has not read her message yet.
    expect(answer.dialog?.unread).toBe(1);
    expect(await dialogRows(vera.user.id, ivan.user.id)).toHaveLength(1);
    expect((await matchRows(vera.user.id, ivan.user.id))[0]?.dialogId).toBe(dialogId);
  });
});

describe('a popular person', () => {
  it('receives simultaneous likes from many people, none refused', async () => {
    const vera = await createTestUser(app, WOMAN);
    const men = await Promise.all(Array.from({ length: 24 }, () => createTestUser(app, MAN)));
    const answers = await Promise.all(men.map((m) => like(m, vera)));
    expect(answers.every((a) => typeof a.like === 'object' && a.like.love)).toBe(true);
    const rows = await app.db.select().from(likes).where(eq(likes.ratedId, vera.user.id));
    expect(rows).toHaveLength(men.length);
  });
});

describe('liked-you list', () => {
  it('pages 24 at a time, newest first, with new flags; opening marks the page seen', async () => {
    const vera = await person(MAN);
    const likers: TestUserWithPhoto[] = [];
    for (let i = 0; i < PAGE_SIZE.sympathies + 6; i += 1) {
      const p = await person(WOMAN);
      await like(p, vera);
      likers.push(p);
    }
    // Give them distinct moments: the last liker is the newest.
    for (const [i, p] of likers.entries()) {
      await app.db
        .update(likes)
        .set({ ratedAt: new Date(Date.now() - (likers.length - i) * 60_000) })
        .where(and(eq(likes.raterId, p.user.id), eq(likes.ratedId, vera.user.id)));
    }
    expect(await app.services.me.menuData(vera.user.id)).toMatchObject({ likes: 30 });
    const tab = await openTab(app.url, vera);
    const first = await openLikes(vera, 0, { [SOCKET_ID_HEADER]: tab.socket.id ?? '' });
    expect(first.likes).toHaveLength(PAGE_SIZE.sympathies);
    expect(first.likes.every((l) => l.new)).toBe(true);
    const times = first.likes.map((l) => l.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.likes[0]?.user).toMatchObject({
      blurredUri: app.storage.publicUrl(blurImageKey(likers.at(-1)?.blurKey ?? '')),
    });
    expect(await app.services.me.menuData(vera.user.id)).toMatchObject({ likes: 6 });

    const second = await openLikes(vera, PAGE_SIZE.sympathies);
    expect(second.likes).toHaveLength(6);
    expect(second.likes.every((l) => l.new)).toBe(true);
    expect(await app.services.me.menuData(vera.user.id)).toMatchObject({ likes: 0 });
    expect((await openLikes(vera)).likes.some((l) => l.new)).toBe(false);
    // The asking tab adjusts from the answer; the second page named no tab, so it heard -6 only.
    await vi.waitFor(() => expect(named(tab.events, 'SERVER:MENU_COUNTERS')).toHaveLength(1));
    expect(tab.events).toEqual([['SERVER:MENU_COUNTERS', { likes: -6 }]]);
  });

  it('hides names, numbers and clear photos from free men and shows them to Premium and to women', async () => {
    const free = await person(MAN);
    const premium = await person({ ...MAN, ...PREMIUM });
    const woman = await person(WOMAN);
    const liker = await person({ ...MAN, name: 'Всеволод' });
    await app.db.insert(images).values({
      userId: liker.user.id,
      fileKey: `${liker.fileKey}x`,
      blurKey: `${liker.blurKey}x`,
      profile: false,
      position: 1,
    });
    await like(liker, free);
    await like(liker, premium);
    await like(liker, woman);

    const hidden = await app.inject({ method: 'GET', url: '/api/like', headers: free.headers });
    const body = hidden.body;
    expect(hidden.json<LikedYouPage>().likes[0]?.user).toEqual({
      id: null,
      userId: null,
      name: null,
      blurredUri: app.storage.publicUrl(blurImageKey(liker.blurKey)),
    });
    expect(body).not.toContain('Всеволод');
    expect(body).not.toContain(liker.user.id);
    expect(body).not.toContain(`"userId":${liker.user.userNumber}`);
    // Nothing of the clear picture's storage key: the preview's address has a key of its own.
    for (const key of [liker.fileKey, `${liker.blurKey}x`]) expect(body).not.toContain(key);

    const shown = (await openLikes(premium)).likes[0]?.user;
    expect(shown).toMatchObject({ id: liker.user.id, userId: liker.user.userNumber, name: 'Всеволод' });
    // A woman has Premium's features without paying.
    const hers = (await openLikes(woman)).likes[0]?.user;
    expect(hers).toMatchObject({ id: liker.user.id, userId: liker.user.userNumber, name: 'Всеволод' });
  });

  it('drops people once rated, blocked or inactive', async () => {
    const vera = await person({ ...WOMAN, ...PREMIUM });
    const [a, b, c, d, e] = await Promise.all(Array.from({ length: 5 }, () => person(MAN)));
    if (!a || !b || !c || !d || !e) throw new Error('people missing');
    for (const p of [a, b, c, d, e]) await like(p, vera);
    await like(vera, a); // a match: moves to matches
    await like(vera, b, false); // answered no
    await like(vera, c, false, true); // blocked
    await app.db.update(users).set({ status: 'deleting' }).where(eq(users.id, d.user.id));
    expect((await openLikes(vera)).likes.map((l) => (l.user as { id: string }).id)).toEqual([e.user.id]);
    expect(await app.services.me.menuData(vera.user.id)).toMatchObject({ likes: 0, matches: 0 });
  });
});

describe('matches list', () => {
  it('pages 24 at a time, newest first; `new` lists who has not seen it; opening marks my side', async () => {
    const vera = await person(WOMAN);
    const partners: TestUserWithPhoto[] = [];
    for (let i = 0; i < PAGE_SIZE.sympathies + 1; i += 1) {
      const p = await person(MAN);
      await like(vera, p);
      await like(p, vera); // his like makes the match: new for Vera, seen by him
      partners.push(p);
    }
    expect(await app.services.me.menuData(vera.user.id)).toMatchObject({ matches: 25, likes: 0 });
    const first = await openMatches(vera);
    expect(first.matches).toHaveLength(PAGE_SIZE.sympathies);
    expect(first.matches[0]?.user.id).toBe(partners.at(-1)?.user.id);
    expect(first.matches.every((m) => m.new.length === 1 && m.new[0] === vera.user.id)).toBe(true);
    expect(first.matches[0]?.dialog).toBe(
      (await findDialogOfPair(app.db, vera.user.id, partners.at(-1)?.user.id ?? ''))?.id ?? null,
    );
    expect(await app.services.me.menuData(vera.user.id)).toMatchObject({ matches: 1 });
    const second = await openMatches(vera, PAGE_SIZE.sympathies);
    expect(second.matches.map((m) => m.user.id)).toEqual([partners[0]?.user.id]);
    expect(await app.services.me.menuData(vera.user.id)).toMatchObject({ matches: 0 });
    expect((await openMatches(vera)).matches.every((m) => m.new.length === 0)).toBe(true);
  });
});

describe('account destruction', () => {
  it('removes and counts the likes, matches and blocks of the account', async () => {
    const anna = await person(WOMAN);
    const boris = await person(MAN);
    const carl = await person(MAN);
    await like(anna, boris);
    await like(boris, anna);
    await like(carl, anna, false, true);
    const cleanup = accountCleanups().get('sympathies');
    if (!cleanup) throw new Error('no sympathies cleanup');
    const counts = await app.db.transaction((tx) =>
      cleanup(tx, { userId: anna.user.id, email: anna.user.email }),
    );
    expect(counts).toEqual({ likes: 3, matches: 1, blocks: 1 });
    expect(await cleanup(app.db, { userId: anna.user.id, email: anna.user.email })).toEqual({});
    expect(await ratingOf(app.db, boris.user.id, anna.user.id)).toBeNull();
  });
});
