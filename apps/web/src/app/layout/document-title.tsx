import { useEffect } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router';
import { resolveTitle } from '../../shared/routing/titles.ts';

/**
 * Sets document.title from the route table (each route's `handle.title`). Rendered before the
 * routes, so its effect runs first and a page may refine the title with useDocumentTitle().
 */
export function DocumentTitle({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const title = resolveTitle(matchRoutes(routes, location) ?? []);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
