/** How likes and matches are shown: the only place that turns their rows into contract shapes. */
import type { HiddenUser, Like, LikedYouItem, Match, UserCard } from '@iskra/contract';
import { type MatchRow, unseenBy } from '../pairs/matches.repo.ts';
import {
  type ImageRow,
  type PublicUrl,
  premiumFeaturesOf,
  toHiddenUser,
  toUserCard,
  type UserRow,
} from '../users/users.view.ts';
import type { LikeRow } from './likes.repo.ts';

/** Someone who liked `recipient`, as the recipient may see them: the card only with Premium's features. */
export function likerFor(
  recipient: Pick<UserRow, 'premiumUntil' | 'gender'>,
  liker: UserRow,
  imageRows: readonly ImageRow[],
  publicUrl: PublicUrl,
  online: boolean,
): UserCard | HiddenUser {
  return premiumFeaturesOf(recipient)
    ? toUserCard(liker, imageRows, publicUrl, online)
    : toHiddenUser(imageRows, publicUrl);
}

export function toLikedYouItem(
  like: Pick<LikeRow, 'id' | 'ratedAt' | 'seenAt'>,
  user: UserCard | HiddenUser,
): LikedYouItem {
  return { id: like.id, user, new: like.seenAt === null, createdAt: like.ratedAt.toISOString() };
}

export function toLike(like: LikeRow): Like {
  return {
    id: like.id,
    user: like.raterId,
    liked: like.ratedId,
    love: like.love,
    createdAt: like.ratedAt.toISOString(),
  };
}

/** A match as one of its two people sees it: `partner` is the other one. */
export function toMatch(match: MatchRow, partner: UserCard): Match {
  return {
    id: match.id,
    user: partner,
    new: unseenBy(match),
    dialog: match.dialogId,
    createdAt: match.createdAt.toISOString(),
  };
}
