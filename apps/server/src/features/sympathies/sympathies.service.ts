/**
 * Discovery and sympathies (core-application §4 "Discover", "Like result", "Liked you",
 * "Lists"; §6): the discover page, rating people, the liked-you and matches lists.
 *
 * Rules decided here:
 * - Free users give FREE_TIER.likesPerDay ratings per Moscow day; likes and dislikes both
 *   count (the cards stop swiping either way). Blocking is never limited.
 * - A free user cannot change a rating ('liked user'); Premium can. A like that turns into a
 *   dislike ends the pair's match. Blocking records a dislike and the block and ends the match.
 * - Liked-you holds the likes waiting for my answer: once I rate that person (a like makes the
 *   match, a dislike closes it) they leave the list.
 * - The match a like makes counts as seen by the person who made it: they see it at once.
 * - The dialog a new match opens is shown to each person by the chat's rules (a free user whose
 *   messages for today are spent may not write in it yet).
 * - A block hides the pair's dialog from both (the chat leaves out blocked partners).
 * - Counter changes go out as SERVER:MENU_COUNTERS deltas to whoever they concern.
 */
import {
  DISCOVER,
  type DiscoverResponse,
  FREE_TIER,
  LIKE_RESULT,
  type LikedYouPage,
  type LikeRequest,
  type LikeResponse,
  type MatchesPage,
  PAGE_SIZE,
  SERVER_MESSAGE,
  type UserCard,
} from '@iskra/contract';
import type { AppDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/types.ts';
import type { ChatService } from '../chat/chat.service.ts';
import { findUser, imagesOf, imagesOfMany } from '../users/users.repo.ts';
import { isPremium, toUserCard, type UserRow } from '../users/users.view.ts';
import { addBlock, isBlockedEitherWay } from './blocks.repo.ts';
import { discoverCandidates, usersInOrder } from './discover.repo.ts';
import {
  countRatingsSince,
  findRating,
  type LikeRow,
  likedYouPage,
  lockNames,
  markLikesSeen,
  markRatingSeen,
  orderedPair,
  saveRating,
} from './likes.repo.ts';
import {
  createMatch,
  type DialogRow,
  deleteMatch,
  ensureDialog,
  findMatch,
  type MatchRow,
  markMatchesSeen,
  matchesPage,
  unseenBy,
} from './matches.repo.ts';
import { createSympathyEvents, type MenuDelta } from './sympathies.events.ts';
import { likerFor, toLike, toLikedYouItem, toMatch } from './sympathies.view.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Moscow keeps UTC+3 all year (no daylight saving since 2014). */
const MOSCOW_OFFSET_MS = 3 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

/** The moment the current Moscow calendar day began: the free allowance renews then. */
export function freeDayStart(now: Date): Date {
  const moscow = now.getTime() + MOSCOW_OFFSET_MS;
  return new Date(moscow - (moscow % DAY_MS) - MOSCOW_OFFSET_MS);
}

type Rated =
  | { kind: 'limit' }
  | { kind: 'already' }
  | { kind: 'unchanged'; like: LikeRow }
  | {
      kind: 'saved';
      like: LikeRow;
      previous: LikeRow | undefined;
      /** The other person's rating of the viewer. */
      reciprocal: LikeRow | undefined;
      /** The match this like created (null when none was created). */
      created: { match: MatchRow; dialog: DialogRow } | null;
      /** The match this dislike ended. */
      deleted: MatchRow | null;
    };

const NO_MATCH = { match: null, dialog: null, deletedMatch: null } as const;

export type SympathiesService = ReturnType<typeof createSympathiesService>;

/**
 * `chat` is the chat's service (passed in: the chat already depends on this module), for the
 * dialogs that matches open and blocks hide.
 */
export function createSympathiesService(app: App, chat: Pick<ChatService, 'dialogFor' | 'pairBlocked'>) {
  const { db } = app;
  const publicUrl = (key: string) => app.storage.publicUrl(key);
  const events = createSympathyEvents(app);

  async function activeViewer(userId: string): Promise<UserRow> {
    const viewer = await findUser(db, userId);
    if (viewer?.status !== 'active') throw new AppError(401, SERVER_MESSAGE.unauthorized);
    return viewer;
  }

  async function ratingsLeftToday(viewer: UserRow, now: Date, tx: AppDb = db): Promise<boolean> {
    if (isPremium(viewer, now)) return true;
    return (await countRatingsSince(tx, viewer.id, freeDayStart(now))) < FREE_TIER.likesPerDay;
  }

  /** A person's card, as the other person of a new match sees them. */
  async function cardOf(user: UserRow): Promise<UserCard> {
    const [imageRows, online] = await Promise.all([imagesOf(db, user.id), app.realtime.isOnline(user.id)]);
    return toUserCard(user, imageRows, publicUrl, online);
  }

  /** The rating itself, in one transaction holding the rater's and the pair's locks. */
  function rate(viewer: UserRow, target: UserRow, body: LikeRequest, now: Date): Promise<Rated> {
    const premium = isPremium(viewer, now);
    const block = body.block === true;
    const love = block ? false : body.love;
    const [a, b] = orderedPair(viewer.id, target.id);
    return db.transaction(async (tx): Promise<Rated> => {
      // The rater's lock makes the daily count exact; the pair's lock makes two simultaneous
      // mutual likes see each other, so exactly one of them creates the match.
      await lockNames(tx, [`rater:${viewer.id}`, `pair:${a}:${b}`]);
      const previous = await findRating(tx, viewer.id, target.id);
      if (!block) {
        if (previous && !premium) return { kind: 'already' };
        if (previous && previous.love === love) return { kind: 'unchanged', like: previous };
        if (!previous && !(await ratingsLeftToday(viewer, now, tx))) return { kind: 'limit' };
      }
      const like = await saveRating(tx, {
        raterId: viewer.id,
        ratedId: target.id,
        love,
        place: body.place ?? '',
        at: now,
      });
      const reciprocal = await findRating(tx, target.id, viewer.id);
      // Their like waited in my liked-you list; rating them answers it.
      if (reciprocal?.love && reciprocal.seenAt === null && !previous)
        await markRatingSeen(tx, reciprocal.id, now);
      let created: { match: MatchRow; dialog: DialogRow } | null = null;
      let deleted: MatchRow | null = null;
      if (love && reciprocal?.love && !(await findMatch(tx, a, b))) {
        const dialog = await ensureDialog(tx, a, b, now);
        const match = await createMatch(tx, { a, b, dialogId: dialog.id, seenBy: viewer.id, at: now });
        created = { match, dialog };
      }
      if (!love) deleted = (await deleteMatch(tx, a, b)) ?? null;
      if (block) await addBlock(tx, viewer.id, target.id);
      return { kind: 'saved', like, previous, reciprocal, created, deleted };
    });
  }

  return {
    /** `GET /api/matches/discover`: the next cards and whether free ratings are left today. */
    async discover(viewerId: string, now = new Date()): Promise<DiscoverResponse> {
      const viewer = await activeViewer(viewerId);
      const [candidates, freeLikes] = await Promise.all([
        discoverCandidates(db, viewer, DISCOVER.pageSize, now),
        ratingsLeftToday(viewer, now),
      ]);
      const ids = candidates.map((c) => c.id);
      const [rows, imageRows, online] = await Promise.all([
        usersInOrder(db, ids),
        imagesOfMany(db, ids),
        app.realtime.onlineUsers(ids),
      ]);
      return {
        freeLikes,
        users: rows.map((u) => toUserCard(u, imageRows.get(u.id) ?? [], publicUrl, online.has(u.id))),
      };
    },

    /** `POST /api/like`: a like, a dislike or a block (core-application §4 "Like result"). */
    async like(
      viewerId: string,
      body: LikeRequest,
      socketId?: string,
      now = new Date(),
    ): Promise<LikeResponse> {
      if (body.liked === viewerId) throw new AppError(400, SERVER_MESSAGE.invalidRequest);
      const viewer = await activeViewer(viewerId);
      const target = await findUser(db, body.liked);
      const blocked = target ? await isBlockedEitherWay(db, viewer.id, target.id) : false;
      // A blocked person is not found; blocking them (again) is always allowed.
      if (target?.status !== 'active' || target.isService || (blocked && !body.block)) {
        throw new AppError(404, SERVER_MESSAGE.userNotFound);
      }

      const rated = await rate(viewer, target, body, now);
      if (rated.kind === 'limit') {
        events.freeLikesLimit(viewer.id, socketId);
        return { like: LIKE_RESULT.freeLimitExceeded, ...NO_MATCH };
      }
      if (rated.kind === 'already') return { like: LIKE_RESULT.likedUser, ...NO_MATCH };
      if (rated.kind === 'unchanged') return { like: toLike(rated.like), ...NO_MATCH };

      const { like, previous, reciprocal, created, deleted } = rated;
      // What the viewer's tabs cannot tell from the answer goes to all of them.
      const mine: MenuDelta = {};
      const theirs: MenuDelta = {};
      if (reciprocal?.love && reciprocal.seenAt === null && !previous) mine.likes = -1;

      let answer: LikeResponse = { like: toLike(like), ...NO_MATCH };
      if (created) {
        // Each side sees the other: the viewer's answer shows the target, the target's push the viewer.
        const [targetCard, viewerCard, viewerDialog, targetDialog] = await Promise.all([
          cardOf(target),
          cardOf(viewer),
          chat.dialogFor(viewer, created.dialog.id, now),
          chat.dialogFor(target, created.dialog.id, now),
        ]);
        answer = {
          like: toLike(like),
          match: toMatch(created.match, targetCard),
          dialog: viewerDialog,
          deletedMatch: null,
        };
        events.newLove(target.id, toMatch(created.match, viewerCard), targetDialog);
        theirs.matches = 1;
      } else if (like.love && !reciprocal && previous?.love !== true) {
        // A new like waiting in their liked-you list.
        const [viewerImages, online] = await Promise.all([
          imagesOf(db, viewer.id),
          app.realtime.isOnline(viewer.id),
        ]);
        events.like(
          target.id,
          toLikedYouItem(like, likerFor(target, viewer, viewerImages, publicUrl, online)),
        );
        theirs.likes = 1;
      }
      if (!like.love) {
        // My like left their list before they saw it.
        if (previous?.love && !reciprocal && previous.seenAt === null) theirs.likes = -1;
        if (deleted) {
          answer.deletedMatch = deleted.id;
          events.removeMatch(target.id, deleted.id);
          const unseen = unseenBy(deleted);
          if (unseen.includes(target.id)) theirs.matches = -1;
          if (unseen.includes(viewer.id)) mine.matches = -1;
        }
      }
      // Blocking again (or back) changes nothing the chat shows.
      if (body.block && !blocked) await chat.pairBlocked(viewer.id, target.id);
      events.counters(target.id, theirs);
      events.counters(viewer.id, mine);
      return answer;
    },

    /** `GET /api/like`: people waiting for my answer; hidden for free users; marks the page seen. */
    async likedYou(viewerId: string, offset: number, socketId?: string): Promise<LikedYouPage> {
      const viewer = await activeViewer(viewerId);
      const rows = await likedYouPage(db, viewerId, { offset, limit: PAGE_SIZE.sympathies });
      const ids = rows.map((r) => r.rater.id);
      const premium = isPremium(viewer);
      const [imageRows, online] = await Promise.all([
        imagesOfMany(db, ids),
        premium ? app.realtime.onlineUsers(ids) : Promise.resolve(new Set<string>()),
      ]);
      const likes = rows.map((r) =>
        toLikedYouItem(
          r,
          likerFor(viewer, r.rater, imageRows.get(r.rater.id) ?? [], publicUrl, online.has(r.rater.id)),
        ),
      );
      const seen = await markLikesSeen(
        db,
        viewerId,
        rows.filter((r) => r.seenAt === null).map((r) => r.id),
      );
      events.counters(viewerId, { likes: -seen }, socketId);
      return { likes };
    },

    /** `GET /api/matches`: mutual sympathies, newest first; marks the page seen by me. */
    async matches(viewerId: string, offset: number, socketId?: string): Promise<MatchesPage> {
      await activeViewer(viewerId);
      const rows = await matchesPage(db, viewerId, { offset, limit: PAGE_SIZE.sympathies });
      const ids = rows.map((r) => r.partner.id);
      const [imageRows, online] = await Promise.all([imagesOfMany(db, ids), app.realtime.onlineUsers(ids)]);
      const matches = rows.map((r) =>
        toMatch(
          r.match,
          toUserCard(r.partner, imageRows.get(r.partner.id) ?? [], publicUrl, online.has(r.partner.id)),
        ),
      );
      const seen = await markMatchesSeen(
        db,
        viewerId,
        rows
          .filter((r) => (r.match.userA === viewerId ? r.match.seenAAt : r.match.seenBAt) === null)
          .map((r) => r.match.id),
      );
      events.counters(viewerId, { matches: -seen }, socketId);
      return { matches };
    },
  };
}
