import { type CurrentUser, EMPTY_MENU_DATA, type MenuData, type SiteInfo } from '@iskra/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type Session, SessionContext } from '../shared/session/session-context.ts';
import { SiteInfoContext } from '../shared/site-info.tsx';
import { ModalProvider } from '../ui/modal/modal-provider.tsx';
import { NotificationsProvider } from '../ui/notifications/notifications-provider.tsx';
import { SITE_INFO } from './fixtures.ts';

export interface ShellOptions {
  user?: CurrentUser | null;
  menuData?: MenuData;
  siteInfo?: SiteInfo;
  path?: string;
  session?: Partial<Session>;
}

/** A session value without a provider: for components that only read it. */
export function stubSession(user: CurrentUser | null, menuData: MenuData = EMPTY_MENU_DATA): Session {
  const noop = () => undefined;
  return {
    status: user ? 'authenticated' : 'guest',
    user,
    menuData,
    signIn: noop,
    updateUser: noop,
    reloadUser: async () => undefined,
    setMenuData: noop,
    adjustMenuData: noop,
    logout: async () => undefined,
    retry: noop,
  };
}

/** Renders a component inside the shell's contexts and a memory router (at `path`). */
export function renderInShell(ui: ReactElement, options: ShellOptions = {}) {
  const { user = null, menuData = EMPTY_MENU_DATA, siteInfo = SITE_INFO, path = '/', session } = options;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <NotificationsProvider>
            <SiteInfoContext.Provider value={siteInfo}>
              <SessionContext.Provider value={{ ...stubSession(user, menuData), ...session }}>
                <ModalProvider>{ui}</ModalProvider>
              </SessionContext.Provider>
            </SiteInfoContext.Provider>
          </NotificationsProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
