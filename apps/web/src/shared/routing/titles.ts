import { useEffect } from 'react';
import type { Params } from 'react-router';
import { titles } from '../../i18n/ru/titles.ts';

/** A document title, fixed or computed from the path parameters. */
export type RouteTitle = string | ((params: Params) => string);

/** Title of every route the specification does not name. */
export const DEFAULT_TITLE: string = titles.main;

/** Route `handle` of the app: the document title of the route. */
export interface RouteHandle {
  title?: RouteTitle;
}

interface MatchLike {
  params: Params;
  handle?: unknown;
  route?: { handle?: unknown };
}

function titleOf(match: MatchLike): RouteTitle | undefined {
  const handle = (match.handle ?? match.route?.handle) as RouteHandle | undefined;
  return handle?.title;
}

/** The deepest matched route with a title decides (matchRoutes() output). */
export function resolveTitle(matches: readonly MatchLike[]): string {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (!match) continue;
    const title = titleOf(match);
    if (title !== undefined) return typeof title === 'function' ? title(match.params) : title;
  }
  return DEFAULT_TITLE;
}

/**
 * Lets a page refine its route's title (e.g. a profile with the person's name). The shell sets
 * the route title before the page's effects run, so the page's title wins.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
