import { FREE_TIER } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import {
  hasRatingsLeft,
  ratingAsked,
  ratingDecision,
  ratingEffects,
  type SavedRating,
} from './sympathies.policy.ts';

const like = { love: true, block: false };
const dislike = { love: false, block: false };
const always = () => true;
const never = () => false;

describe('whether a rating is saved', () => {
  it('turns a block into a dislike and always saves it', () => {
    expect(ratingAsked({ love: true, block: true })).toEqual({ love: false, block: true });
    expect(ratingDecision({ love: false, block: true }, { love: false }, false, never)).toBe('save');
  });

  it('keeps a free user to their first rating of a person', () => {
    expect(ratingDecision(dislike, { love: true }, false, always)).toBe('already');
    expect(ratingDecision(dislike, { love: true }, true, always)).toBe('save');
    expect(ratingDecision(like, { love: true }, true, always)).toBe('unchanged');
  });

  it('stops new ratings at the daily allowance unless Premium', () => {
    expect(ratingDecision(like, undefined, false, never)).toBe('limit');
    expect(hasRatingsLeft(false, FREE_TIER.likesPerDay - 1)).toBe(true);
    expect(hasRatingsLeft(false, FREE_TIER.likesPerDay)).toBe(false);
    expect(hasRatingsLeft(true, 10_000)).toBe(true);
  });
});

describe('what a saved rating does to the counters', () => {
  const base: SavedRating = {
    love: true,
    previous: undefined,
    reciprocal: undefined,
    matchCreated: false,
    endedMatchUnseenBy: null,
  };

  it('a first like waits in their liked-you list', () => {
    expect(ratingEffects(base, 'me', 'them')).toEqual({
      mine: {},
      theirs: { likes: 1 },
      newLikeForThem: true,
    });
  });

  it('a like answering their unseen like makes a match and takes it off my list', () => {
    const effects = ratingEffects(
      { ...base, reciprocal: { love: true, seenAt: null }, matchCreated: true },
      'me',
      'them',
    );
    expect(effects).toEqual({ mine: { likes: -1 }, theirs: { matches: 1 }, newLikeForThem: false });
  });

  it('a like turned dislike leaves their list while unseen', () => {
    const effects = ratingEffects(
      { ...base, love: false, previous: { love: true, seenAt: null } },
      'me',
      'them',
    );
    expect(effects).toEqual({ mine: {}, theirs: { likes: -1 }, newLikeForThem: false });
  });

  it('a dislike that ends a match takes it off the counter of whoever had not seen it', () => {
    const effects = ratingEffects(
      {
        ...base,
        love: false,
        previous: { love: true, seenAt: null },
        reciprocal: { love: true, seenAt: new Date() },
        endedMatchUnseenBy: ['them', 'me'],
      },
      'me',
      'them',
    );
    expect(effects).toEqual({ mine: { matches: -1 }, theirs: { matches: -1 }, newLikeForThem: false });
  });

  it('a dislike of someone who never rated me moves nothing', () => {
    expect(ratingEffects({ ...base, love: false }, 'me', 'them')).toEqual({
      mine: {},
      theirs: {},
      newLikeForThem: false,
    });
  });
});
