import { lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import * as ru from '../../i18n/ru.ts';
import { parseProfileSegment } from '../../shared/routing/profile-path.ts';
import { RouteGuard } from '../../shared/routing/route-guard.tsx';
import { DEFAULT_TITLE, type RouteHandle } from '../../shared/routing/titles.ts';
import { AppRoot } from '../app-root.tsx';
import { DocumentTitle } from '../layout/document-title.tsx';
import { RouteErrorBoundary } from '../pages/crash-screen.tsx';
import { GlobalLoader } from '../pages/global-loader.tsx';
import { LegalFrame } from '../pages/legal-frame.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { ProfileRoute } from './profile-route.tsx';
import { type AppRoute, ROUTES } from './route-table.tsx';

function toRouteObject({ path, title, access, element, frame }: AppRoute): RouteObject {
  const page = frame === 'legal' ? <LegalFrame>{element}</LegalFrame> : element;
  const handle: RouteHandle = { title };
  const guarded = <RouteGuard access={access}>{page}</RouteGuard>;
  return path === '/'
    ? { index: true, handle, element: guarded }
    : { path: path.slice(1), handle, element: guarded };
}

const profileHandle: RouteHandle = {
  title: (params) => {
    const userId = parseProfileSegment(params.segment);
    return userId === null ? DEFAULT_TITLE : ru.titles.profileLoading;
  },
};

// The operator console: its own chunk, sign-in and session, outside the users' shell.
const StaffConsolePage = lazy(() =>
  import('../../features/staff/index.ts').then((m) => ({ default: m.StaffConsolePage })),
);

/**
 * The whole route tree: the shell (providers, layout) around every page of the table, and the
 * operator console beside it.
 */
export const appRoutes: RouteObject[] = [
  {
    path: 'staff',
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<GlobalLoader />}>
          <StaffConsolePage />
        </Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    element: (
      <RouteErrorBoundary>
        <AppRoot />
      </RouteErrorBoundary>
    ),
    children: [
      ...ROUTES.map(toRouteObject),
      { path: ':segment', handle: profileHandle, element: <ProfileRoute /> },
      { path: '*', handle: { title: DEFAULT_TITLE } satisfies RouteHandle, element: <NotFoundPage /> },
    ],
  },
];

/**
 * The app under its router. Declarative routing (`useRoutes`) rather than the data router: the
 * app has no loaders or actions, and the data router's code was 15 KB of the first load (issue
 * 17, P6); titles come from the table by `matchRoutes`, errors stop at RouteErrorBoundary and
 * scroll positions are kept by the shell's ScrollRestoration.
 */
export function AppRoutes() {
  const element = useRoutes(appRoutes);
  return (
    <>
      <DocumentTitle routes={appRoutes} />
      {element}
    </>
  );
}
