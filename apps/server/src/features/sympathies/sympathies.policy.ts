/**
 * The pure rules of rating people, unit-tested in sympathies.policy.test.ts.
 *
 * - Users without Premium's features (men without a paid Premium; women have them free) give
 *   FREE_TIER.likesPerDay ratings per Moscow day; likes and dislikes both count (the cards
 *   stop swiping either way). Blocking is never limited.
 * - Without Premium's features a rating cannot be changed ('liked user'); with them it can.
 *   `premium` below always means "has Premium's features". A like that turns into a
 *   dislike ends the pair's match. Blocking records a dislike and the block and ends the match.
 * - Liked-you holds the likes waiting for my answer: once I rate that person (a like makes the
 *   match, a dislike closes it) they leave the list.
 * - The match a like makes counts as seen by the person who made it: they see it at once.
 */
import { FREE_TIER, type MenuData } from '@iskra/contract';

export type MenuDelta = Partial<MenuData>;

/** What a rating request asks, after a block was turned into a dislike. */
export interface RatingAsked {
  love: boolean;
  block: boolean;
}

/** What the request asks for: a block is always a dislike. */
export function ratingAsked(body: { love: boolean; block?: boolean | undefined }): RatingAsked {
  const block = body.block === true;
  return { love: block ? false : body.love, block };
}

export function hasRatingsLeft(premium: boolean, ratedToday: number): boolean {
  return premium || ratedToday < FREE_TIER.likesPerDay;
}

/**
 * Whether a rating is saved: 'already' when a free user rated this person before, 'unchanged'
 * when it says what the stored one says, 'limit' when a new rating would pass the allowance.
 * A block is always saved.
 */
export function ratingDecision(
  asked: RatingAsked,
  previous: { love: boolean } | undefined,
  premium: boolean,
  ratingsLeft: () => boolean,
): 'save' | 'already' | 'unchanged' | 'limit' {
  if (asked.block) return 'save';
  if (previous && !premium) return 'already';
  if (previous && previous.love === asked.love) return 'unchanged';
  if (!previous && !ratingsLeft()) return 'limit';
  return 'save';
}

/** A rating that was saved, as far as the counters care. */
export interface SavedRating {
  love: boolean;
  /** The rater's rating of this person before (none: a first rating). */
  previous: { love: boolean; seenAt: Date | null } | undefined;
  /** The other person's rating of the rater. */
  reciprocal: { love: boolean; seenAt: Date | null } | undefined;
  matchCreated: boolean;
  /** Who of the pair had not seen the match this rating ended (none ended: null). */
  endedMatchUnseenBy: readonly string[] | null;
}

/**
 * How the menu counters of the rater (`mine`) and of the rated person (`theirs`) move, and
 * whether the rated person gets a new like in their liked-you list.
 */
export function ratingEffects(
  rating: SavedRating,
  raterId: string,
  ratedId: string,
): { mine: MenuDelta; theirs: MenuDelta; newLikeForThem: boolean } {
  const mine: MenuDelta = {};
  const theirs: MenuDelta = {};
  const { love, previous, reciprocal } = rating;
  // Their like waited in my liked-you list unseen; rating them answers it.
  if (reciprocal?.love && reciprocal.seenAt === null && !previous) mine.likes = -1;
  let newLikeForThem = false;
  if (rating.matchCreated) theirs.matches = 1;
  else if (love && !reciprocal && previous?.love !== true) {
    newLikeForThem = true;
    theirs.likes = 1;
  }
  if (!love) {
    // My like left their list before they saw it.
    if (previous?.love && !reciprocal && previous.seenAt === null) theirs.likes = -1;
    if (rating.endedMatchUnseenBy) {
      if (rating.endedMatchUnseenBy.includes(ratedId)) theirs.matches = -1;
      if (rating.endedMatchUnseenBy.includes(raterId)) mine.matches = -1;
    }
  }
  return { mine, theirs, newLikeForThem };
}
