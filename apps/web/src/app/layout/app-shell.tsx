import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import * as ru from '../../i18n/ru.ts';
import { useSession } from '../../shared/session/session-context.ts';
import { Skeleton } from '../../ui/skeleton/skeleton.tsx';
import { RealtimeNotifications } from '../realtime/notifications.tsx';
import { Analytics } from './analytics.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import './shell.css';

const SignedInExtras = lazy(() =>
  import('./signed-in-extras.tsx').then((m) => ({ default: m.SignedInExtras })),
);

function PageFallback() {
  return (
    <div className="page-fallback" aria-busy="true">
      <Skeleton width="40%" height={36} />
      <Skeleton height={360} />
    </div>
  );
}

/** The layout every screen lives in: header, page, footer, phone bottom bar, cookie notice, analytics. */
export function AppShell() {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  return (
    <div className={signedIn ? 'shell shell--signed-in' : 'shell'}>
      <a href="#main" className="shell__skip">
        {ru.app.skipToContent}
      </a>
      <Header />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {signedIn && <BottomBar />}
      {/* Live events as notifications, with the "f" session protocol: listening from sign-in on. */}
      {signedIn && <RealtimeNotifications />}
      {/* Promos and the push offer: nothing on screen until they open one. */}
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInExtras />
        </Suspense>
      )}
      <CookieBanner />
      <Analytics />
      <ScrollRestoration />
    </div>
  );
}
