import { SympathiesProvider } from '../features/sympathies/index.ts';
import { RealtimeProvider } from '../shared/realtime/index.ts';
import { useSession } from '../shared/session/session-context.ts';
import { SessionProvider } from '../shared/session/session-provider.tsx';
import { SiteInfoProvider, useSiteInfoLoader } from '../shared/site-info.tsx';
import { ModalProvider } from '../ui/modal/modal-provider.tsx';
import { NotificationsProvider } from '../ui/notifications/notifications-provider.tsx';
import { AppShell } from './layout/app-shell.tsx';
import { GlobalLoader } from './pages/global-loader.tsx';
import { LoadErrorScreen } from './pages/load-error-screen.tsx';

/** Holds the shell back until the site info and the session check have both settled. */
function StartupGate() {
  const site = useSiteInfoLoader();
  const session = useSession();
  if (site.state.status === 'error' || session.status === 'unreachable') {
    return (
      <LoadErrorScreen
        onRetry={() => {
          if (site.state.status === 'error') site.retry();
          if (session.status === 'unreachable') session.retry();
        }}
      />
    );
  }
  if (site.state.status === 'loading' || session.status === 'loading') return <GlobalLoader />;
  return <AppShell />;
}

/** Root route element: app-wide providers (inside the router, so they can navigate). */
export function AppRoot() {
  return (
    <NotificationsProvider>
      <SiteInfoProvider>
        <SessionProvider>
          <ModalProvider>
            <RealtimeProvider>
              <SympathiesProvider>
                <StartupGate />
              </SympathiesProvider>
            </RealtimeProvider>
          </ModalProvider>
        </SessionProvider>
      </SiteInfoProvider>
    </NotificationsProvider>
  );
}
