/**
 * The paged sympathy lists (core-application §4 "Lists"): pure rules, so they can be tested
 * without a screen.
 */
import { PAGE_SIZE } from '@iskra/contract';

export interface ListState<T> {
  items: T[];
  /** The first page has arrived. */
  loaded: boolean;
  /** A page request is running. */
  loading: boolean;
  /** The last page was full (exactly PAGE_SIZE.sympathies items), so there may be more. */
  loadMore: boolean;
  /** The last request failed (the list shows a retry). */
  failed: boolean;
  /**
   * Entries that arrived live and are still unseen on the server: opening the list again
   * reloads its first page, which marks them seen there and lowers the menu counter.
   */
  unseenLive: string[];
}

export function emptyList<T>(): ListState<T> {
  return { items: [], loaded: false, loading: false, loadMore: false, failed: false, unseenLive: [] };
}

interface Identified {
  id: string;
}

/** A page arrived: offset 0 replaces, later offsets append (skipping items already there). */
export function applyPage<T extends Identified>(list: ListState<T>, page: T[], offset: number): ListState<T> {
  const base = offset === 0 ? [] : list.items;
  const known = new Set(base.map((item) => item.id));
  return {
    items: [...base, ...page.filter((item) => !known.has(item.id))],
    loaded: true,
    loading: false,
    loadMore: page.length === PAGE_SIZE.sympathies,
    failed: false,
    unseenLive: offset === 0 ? [] : list.unseenLive,
  };
}

/** The offset of the next page: the current length. */
export function nextOffset(list: ListState<unknown>): number {
  return list.items.length;
}

/** The first load runs when the list has not been loaded yet. */
export function needsFirstLoad(list: ListState<unknown>): boolean {
  return !list.loaded && !list.loading;
}

/** Scrolling to the bottom loads more while more is available and no load is running. */
export function canLoadMore(list: ListState<unknown>): boolean {
  return list.loaded && list.loadMore && !list.loading && !list.failed;
}

/**
 * A new visit, like or match moves that person to the front. The same entry (same id) or the
 * same person (when `personOf` knows who it is) is taken out first. `unseen`: the entry is new
 * for the viewer and the server has not marked it seen.
 */
export function moveToFront<T extends Identified>(
  list: ListState<T>,
  item: T,
  personOf: (item: T) => string | null,
  unseen = false,
): ListState<T> {
  const person = personOf(item);
  const rest = list.items.filter(
    (other) => other.id !== item.id && (person === null || personOf(other) !== person),
  );
  const unseenLive =
    unseen && !list.unseenLive.includes(item.id) ? [...list.unseenLive, item.id] : list.unseenLive;
  return { ...list, items: [item, ...rest], unseenLive };
}

/** On opening the list: the first load, or a reload of the first page when live entries are unseen. */
export function needsReload(list: ListState<unknown>): boolean {
  return needsFirstLoad(list) || (list.loaded && !list.loading && list.unseenLive.length > 0);
}

export function removeWhere<T>(list: ListState<T>, drop: (item: T) => boolean): ListState<T> {
  const items = list.items.filter((item) => !drop(item));
  return items.length === list.items.length ? list : { ...list, items };
}

/** Remaining scroll no more than the visible height (core-application §9 "Scroll-end trigger"). */
export function nearScrollEnd({
  scrollHeight,
  scrollTop,
  clientHeight,
}: {
  scrollHeight: number;
  scrollTop: number;
  clientHeight: number;
}): boolean {
  return scrollHeight - scrollTop - clientHeight <= clientHeight;
}
