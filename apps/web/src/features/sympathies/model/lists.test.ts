import { PAGE_SIZE } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import {
  applyPage,
  canLoadMore,
  emptyList,
  type ListState,
  moveToFront,
  nearScrollEnd,
  needsFirstLoad,
  needsReload,
  nextOffset,
  removeWhere,
} from './lists.ts';

interface Item {
  id: string;
  person: string | null;
}

const items = (from: number, count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: `e${from + i}`, person: `p${from + i}` }));
const personOf = (item: Item) => item.person;

describe('sympathy list pages (core-application §4 "Lists", §9)', () => {
  it('pages hold 24 entries', () => {
    expect(PAGE_SIZE.sympathies).toBe(24);
  });

  it('the first load replaces, later loads append at offset = current length', () => {
    let list: ListState<Item> = emptyList();
    expect(needsFirstLoad(list)).toBe(true);
    list = applyPage(list, items(0, 24), 0);
    expect(list.loaded).toBe(true);
    expect(nextOffset(list)).toBe(24);
    list = applyPage(list, items(24, 5), nextOffset(list));
    expect(list.items.map((i) => i.id)).toEqual(items(0, 29).map((i) => i.id));
    // A reload of the first page starts over.
    list = applyPage(list, items(100, 2), 0);
    expect(list.items.map((i) => i.id)).toEqual(['e100', 'e101']);
  });

  it('more may load only while the last page had exactly 24 entries and nothing is loading', () => {
    const full = applyPage(emptyList<Item>(), items(0, 24), 0);
    expect(full.loadMore).toBe(true);
    expect(canLoadMore(full)).toBe(true);
    expect(canLoadMore({ ...full, loading: true })).toBe(false);
    expect(canLoadMore({ ...full, failed: true })).toBe(false);
    expect(applyPage(full, items(24, 23), 24).loadMore).toBe(false);
    expect(applyPage(full, items(24, 24), 24).loadMore).toBe(true);
    expect(applyPage(emptyList<Item>(), [], 0).loadMore).toBe(false);
    expect(canLoadMore(emptyList())).toBe(false);
  });

  it('an appended page skips entries that are already there (a live one moved to the front)', () => {
    const list = applyPage(emptyList<Item>(), items(0, 24), 0);
    const next = applyPage(list, [...items(23, 2)], 24);
    expect(next.items.filter((i) => i.id === 'e23')).toHaveLength(1);
    expect(next.items).toHaveLength(25);
  });

  it('a new visit, like or match moves that person to the front', () => {
    const list = applyPage(emptyList<Item>(), items(0, 3), 0);
    const again = moveToFront(list, { id: 'new-entry', person: 'p2' }, personOf);
    expect(again.items.map((i) => i.id)).toEqual(['new-entry', 'e0', 'e1']);
    const sameEntry = moveToFront(list, { id: 'e1', person: 'p1' }, personOf);
    expect(sameEntry.items.map((i) => i.id)).toEqual(['e1', 'e0', 'e2']);
    // Hidden entries carry no person: only the same entry id is replaced.
    const hidden = moveToFront(list, { id: 'h', person: null }, personOf);
    expect(hidden.items.map((i) => i.id)).toEqual(['h', 'e0', 'e1', 'e2']);
  });

  it('opening the list again reloads its first page only when live entries are unseen', () => {
    const list = applyPage(emptyList<Item>(), items(0, 3), 0);
    expect(needsReload(list)).toBe(false);
    const live = moveToFront(list, { id: 'x', person: 'px' }, personOf, true);
    expect(live.unseenLive).toEqual(['x']);
    expect(needsReload(live)).toBe(true);
    expect(needsReload({ ...live, loading: true })).toBe(false);
    expect(applyPage(live, items(0, 3), 0).unseenLive).toEqual([]);
  });

  it('drops removed entries', () => {
    const list = applyPage(emptyList<Item>(), items(0, 3), 0);
    expect(removeWhere(list, (i) => i.id === 'e1').items.map((i) => i.id)).toEqual(['e0', 'e2']);
    expect(removeWhere(list, () => false)).toBe(list);
  });

  it('the scroll-end trigger fires when the remaining scroll is no more than the visible height', () => {
    expect(nearScrollEnd({ scrollHeight: 3000, scrollTop: 0, clientHeight: 800 })).toBe(false);
    expect(nearScrollEnd({ scrollHeight: 3000, scrollTop: 1399, clientHeight: 800 })).toBe(false);
    expect(nearScrollEnd({ scrollHeight: 3000, scrollTop: 1400, clientHeight: 800 })).toBe(true);
    expect(nearScrollEnd({ scrollHeight: 500, scrollTop: 0, clientHeight: 800 })).toBe(true);
  });
});
