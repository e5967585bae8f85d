import { PUBLIC_PAGES } from '@iskra/contract';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table.tsx';

describe('the route table', () => {
  it('has every page the sitemap lists, open to visitors who are not signed in', () => {
    for (const page of PUBLIC_PAGES) {
      const route = ROUTES.find((r) => r.path === page);
      expect(route, page).toBeDefined();
      expect(['public', 'guest'], page).toContain(route?.access);
    }
  });
});
