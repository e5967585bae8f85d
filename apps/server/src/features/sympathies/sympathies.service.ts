/**
 * Discovery and sympathies (core-application §4 "Discover", "Like result", "Liked you",
 * "Lists"; §6). Rating is sympathies.rate.ts (rules in sympathies.policy.ts), the discover
 * page and lists sympathies.lists.ts. Built once in compose.ts.
 *
 * - The dialog a new match opens is shown to each person by the chat's rules (a free user whose
 *   messages for today are spent may not write in it yet): the `newMatchViews` port.
 * - A block hides the pair's dialog from both: `pair.blocked` on the bus, heard by the chat.
 * - Counter changes go out as `counters.changed` to whoever they concern.
 */
import { countNewMatches } from '../pairs/matches.repo.ts';
import { countNewLikes, countNewLikesSince, ratingOf } from './likes.repo.ts';
import type { SympathiesDeps } from './sympathies.deps.ts';
import { createSympathyEvents } from './sympathies.events.ts';
import { createLists } from './sympathies.lists.ts';
import { createRate } from './sympathies.rate.ts';

export type SympathiesService = ReturnType<typeof createSympathiesService>;

export function createSympathiesService(deps: SympathiesDeps) {
  const ctx = { ...deps, events: createSympathyEvents(deps.realtime, deps.bus) };
  return {
    ...createLists(ctx),
    like: createRate(ctx),
    /** Menu counter: likes waiting in liked-you unseen. */
    newLikes: (userId: string) => countNewLikes(deps.db, userId),
    /** Likes waiting unseen, given at or after `since` (notification digest). */
    newLikesSince: (userId: string, since: Date) => countNewLikesSince(deps.db, userId, since),
    /** The rater's current rating of a person: true like, false dislike, null none. */
    ratingOf: (raterId: string, ratedId: string) => ratingOf(deps.db, raterId, ratedId),
    /** Menu counter: matches not seen yet. */
    newMatches: (userId: string) => countNewMatches(deps.db, userId),
  };
}
