import type { CurrentUser, MenuData } from '@iskra/contract';
import { createContext, useContext } from 'react';

/**
 * - `loading`: the start-up refresh is running;
 * - `guest` / `authenticated`: settled;
 * - `unreachable`: a token exists but the server could not be reached to check it (kept, retry).
 */
export type SessionStatus = 'loading' | 'guest' | 'authenticated' | 'unreachable';

/** What sign-in answers carry (login, registration, refresh, landing login, restore). */
export interface SignInPayload {
  accessToken: string;
  user: CurrentUser;
  menuData?: MenuData;
}

export interface Session {
  status: SessionStatus;
  user: CurrentUser | null;
  menuData: MenuData;
  /** Stores the token and signs the user in. */
  signIn: (payload: SignInPayload) => void;
  updateUser: (update: Partial<CurrentUser> | ((user: CurrentUser) => CurrentUser)) => void;
  /** Loads the user and the menu counters from the server again (GET /api/user/refresh). */
  reloadUser: () => Promise<void>;
  setMenuData: (menuData: MenuData) => void;
  /** Menu counters change by plus or minus a number (never below zero). */
  adjustMenuData: (delta: Partial<MenuData>) => void;
  /** Tells the server, clears the token and the user and reloads the app at its root. */
  logout: () => Promise<void>;
  /** Repeats the start-up check after `unreachable`. */
  retry: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() used outside <SessionProvider>');
  return session;
}

/** The signed-in user; only for screens behind the authenticated-route guard. */
export function useCurrentUser(): CurrentUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser() used without a signed-in user');
  return user;
}
