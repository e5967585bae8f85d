import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { resolveTitle } from '../../shared/routing/titles.ts';

/**
 * Sets document.title from the route table. Rendered before the page, so its effect runs first
 * and a page may refine the title with useDocumentTitle().
 */
export function DocumentTitle() {
  const matches = useMatches();
  const title = resolveTitle(matches);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
