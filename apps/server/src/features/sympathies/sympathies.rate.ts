/**
 * Rating someone (`POST /api/like`, core-application §4 "Like result"): a like, a dislike or
 * a block. The rules are in sympathies.policy.ts; this module runs them under the right locks
 * and tells both people.
 */
import {
  LIKE_RESULT,
  type LikeRequest,
  type LikeResponse,
  SERVER_MESSAGE,
  type UserCard,
} from '@iskra/contract';
import { lockedTransaction } from '../../platform/db/locks.ts';
import { AppError } from '../../platform/errors.ts';
import { moscowDayStart } from '../../platform/moscow-day.ts';
import { addBlock } from '../pairs/blocks.repo.ts';
import type { DialogRow } from '../pairs/dialogs.repo.ts';
import { deleteMatch, type MatchRow, openMatch, unseenBy } from '../pairs/matches.repo.ts';
import { orderedPair, pairLock } from '../pairs/pair.ts';
import { imagesOf } from '../users/users.repo.ts';
import { premiumFeaturesOf, toUserCard, type UserRow } from '../users/users.view.ts';
import type { Viewer } from '../users/viewer.ts';
import { type LikeRow, ratingContext, saveRating } from './likes.repo.ts';
import type { SympathiesContext } from './sympathies.deps.ts';
import { hasRatingsLeft, ratingAsked, ratingDecision, ratingEffects } from './sympathies.policy.ts';
import { likerFor, toLike, toLikedYouItem, toMatch } from './sympathies.view.ts';

type Rated =
  | { kind: 'limit' }
  | { kind: 'already' }
  | { kind: 'unchanged'; like: LikeRow }
  | {
      kind: 'saved';
      /** The person rated. */
      target: UserRow;
      /** Either of the two had blocked the other before this rating. */
      blocked: boolean;
      like: LikeRow;
      previous: LikeRow | undefined;
      /** The other person's rating of the viewer. */
      reciprocal: LikeRow | undefined;
      /** The match this like created (null when none was created). */
      created: { match: MatchRow; dialog: DialogRow; opened: boolean } | null;
      /** The match this dislike ended. */
      deleted: MatchRow | null;
    };

/** Whom one may rate at all: an active person, not the service account. */
function isRateable(user: UserRow): boolean {
  return user.status === 'active' && !user.isService;
}

const NO_MATCH = { match: null, dialog: null, deletedMatch: null } as const;

/**
 * Since when the user's ratings count against the free allowance of the day: the start of the
 * Moscow day, or undefined with Premium's features (no allowance).
 */
export function allowanceSince(viewer: UserRow, now: Date): Date | undefined {
  return premiumFeaturesOf(viewer, now) ? undefined : moscowDayStart(now);
}

export function createRate({ db, realtime, publicUrl, events, newMatchViews }: SympathiesContext) {
  /**
   * The rating itself, in one transaction holding the rater's and the pair's locks
   * (platform/db/locks.ts): the daily count is exact, and of two simultaneous mutual likes
   * exactly one sees the other and creates the match. The person rated and everything the
   * rules decide on are read in one statement.
   */
  function rate(viewer: UserRow, body: LikeRequest, now: Date): Promise<Rated> {
    const premium = premiumFeaturesOf(viewer, now);
    const asked = ratingAsked(body);
    const [a, b] = orderedPair(viewer.id, body.liked);
    const locks = [`rater:${viewer.id}`, pairLock(a, b)];
    return lockedTransaction(db, locks, async (tx): Promise<Rated> => {
      const context = await ratingContext(tx, viewer.id, body.liked, moscowDayStart(now));
      // A blocked person is not found; blocking them (again) is always allowed.
      if (!context || !isRateable(context.target) || (context.blocked && !body.block)) {
        throw new AppError(404, SERVER_MESSAGE.userNotFound);
      }
      const { target, mine: previous, theirs: reciprocal, blocked } = context;
      const ratedToday = previous || premium || asked.block ? 0 : context.ratedToday;
      const decision = ratingDecision(asked, previous, premium, () => hasRatingsLeft(premium, ratedToday));
      if (decision === 'already') return { kind: 'already' };
      if (decision === 'limit') return { kind: 'limit' };
      if (decision === 'unchanged' && previous) return { kind: 'unchanged', like: previous };
      // Their like waited in my liked-you list; rating them answers it (marked by the same
      // statement).
      const answered =
        reciprocal?.love && reciprocal.seenAt === null && !previous ? reciprocal.id : undefined;
      const like = await saveRating(tx, {
        raterId: viewer.id,
        ratedId: target.id,
        love: asked.love,
        place: body.place ?? '',
        at: now,
        answered,
      });
      let created: { match: MatchRow; dialog: DialogRow; opened: boolean } | null = null;
      let deleted: MatchRow | null = null;
      if (asked.love && reciprocal?.love && !context.matched) {
        created = await openMatch(tx, { a, b, dialog: context.dialog, seenBy: viewer.id, at: now });
      }
      if (!asked.love && context.matched) deleted = (await deleteMatch(tx, a, b)) ?? null;
      if (asked.block) await addBlock(tx, viewer.id, target.id);
      return { kind: 'saved', target, blocked, like, previous, reciprocal, created, deleted };
    });
  }

  return async function like(
    { user: viewer, socketId, now }: Viewer,
    body: LikeRequest,
  ): Promise<LikeResponse> {
    if (body.liked === viewer.id) throw new AppError(400, SERVER_MESSAGE.invalidRequest);
    const rated = await rate(viewer, body, now);
    if (rated.kind === 'limit') {
      events.freeLikesLimit(viewer.id, socketId);
      return { like: LIKE_RESULT.freeLimitExceeded, ...NO_MATCH };
    }
    if (rated.kind === 'already') return { like: LIKE_RESULT.likedUser, ...NO_MATCH };
    if (rated.kind === 'unchanged') return { like: toLike(rated.like), ...NO_MATCH };

    const { target, blocked, like, previous, reciprocal, created, deleted } = rated;
    // What the viewer's tabs cannot tell from the answer goes to all of them.
    const { mine, theirs, newLikeForThem } = ratingEffects(
      {
        love: like.love,
        previous,
        reciprocal,
        matchCreated: created !== null,
        endedMatchUnseenBy: deleted ? unseenBy(deleted) : null,
      },
      viewer.id,
      target.id,
    );

    let answer: LikeResponse = { like: toLike(like), ...NO_MATCH };
    if (created) {
      // Each side sees the other: the viewer's answer shows the target, the target's push the
      // viewer. Both people's photos are read with the dialogs' views, for the cards too.
      const [
        {
          views: [viewerDialog, targetDialog],
          images,
        },
        online,
      ] = await Promise.all([
        newMatchViews(created.dialog, [viewer, target], now, created.opened),
        realtime.onlineUsers([viewer.id, target.id]),
      ]);
      const cardOf = (user: UserRow): UserCard =>
        toUserCard(user, images.get(user.id) ?? [], publicUrl, online.has(user.id));
      const targetCard = cardOf(target);
      const viewerCard = cardOf(viewer);
      answer = {
        like: toLike(like),
        match: toMatch(created.match, targetCard),
        dialog: viewerDialog,
        deletedMatch: null,
      };
      events.newLove(target.id, toMatch(created.match, viewerCard), targetDialog);
      await events.matchCreated({
        a: viewer.id,
        b: target.id,
        matchId: created.match.id,
        dialogId: created.dialog.id,
        by: viewer.id,
        at: now,
      });
    } else if (newLikeForThem) {
      // A new like waiting in their liked-you list: their open tabs show it at once (nobody's
      // tab is open for most likes, and then the card is not built).
      // A tab opened meanwhile reads the list itself when it loads.
      const present = await realtime.onlineUsers([target.id, viewer.id]);
      if (present.has(target.id)) {
        const viewerImages = await imagesOf(db, viewer.id);
        const liker = likerFor(target, viewer, viewerImages, publicUrl, present.has(viewer.id));
        events.like(target.id, toLikedYouItem(like, liker));
      }
      await events.likeReceived({ raterId: viewer.id, ratedId: target.id, at: now });
    }
    if (deleted) {
      answer.deletedMatch = deleted.id;
      events.removeMatch(target.id, deleted.id);
      await events.matchRemoved({ a: viewer.id, b: target.id, matchId: deleted.id, by: viewer.id });
    }
    // Blocking again (or back) changes nothing the chat shows.
    if (body.block && !blocked) await events.pairBlocked({ blockerId: viewer.id, blockedId: target.id });
    await events.counters(target.id, theirs);
    await events.counters(viewer.id, mine);
    return answer;
  };
}
