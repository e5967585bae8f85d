import { LIKE_RESULT, type LikeResponse, type Match } from '@iskra/contract';

/** What a like answer means for the screen that sent it (core-application §4 "Like result"). */
export type LikeOutcome =
  | {
      kind: 'rated';
      love: boolean;
      /** A new mutual sympathy. */
      match: Match | null;
      /** The dialog of the new match, when there is one. */
      dialogId: string | null;
      /** A match that this rating removed. */
      deletedMatch: string | null;
    }
  | { kind: 'freeLimit' }
  | { kind: 'alreadyRated' };

export function likeOutcome(response: LikeResponse): LikeOutcome {
  if (response.like === LIKE_RESULT.freeLimitExceeded) return { kind: 'freeLimit' };
  if (response.like === LIKE_RESULT.likedUser) return { kind: 'alreadyRated' };
  return {
    kind: 'rated',
    love: response.like.love,
    match: response.match,
    dialogId: response.dialog?.id ?? response.match?.dialog ?? null,
    deletedMatch: response.deletedMatch,
  };
}
