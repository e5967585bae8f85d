import type { CurrentUser } from '@iskra/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { type Session, SessionContext, useSession } from '../shared/session/session-context.ts';
import { ModalProvider } from '../ui/modal/modal-provider.tsx';

/**
 * A session whose user changes with updateUser, over the shell's stub session: for tests that
 * check the screen follows a save. `onUpdate` sees every new user. Popups open inside it (its
 * own modal layer), as in the app where the session is above the modals.
 */
export function LiveSession({
  initial,
  onUpdate,
  children,
}: {
  initial: CurrentUser;
  onUpdate?: (user: CurrentUser) => void;
  children: ReactNode;
}) {
  const outer = useSession();
  const [user, setUser] = useState(initial);
  const session = useMemo<Session>(
    () => ({
      ...outer,
      user,
      updateUser: (update) =>
        setUser((current) => {
          const next = typeof update === 'function' ? update(current) : { ...current, ...update };
          onUpdate?.(next);
          return next;
        }),
    }),
    [outer, user, onUpdate],
  );
  return (
    <SessionContext.Provider value={session}>
      <ModalProvider>{children}</ModalProvider>
    </SessionContext.Provider>
  );
}
