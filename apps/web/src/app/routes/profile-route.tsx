import { lazy } from 'react';
import { useParams } from 'react-router';
import { parseProfileSegment } from '../../shared/routing/profile-path.ts';
import { RouteGuard } from '../../shared/routing/route-guard.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';

const ProfilePage = lazy(() =>
  import('../../features/profile/index.ts').then((m) => ({ default: m.ProfilePage })),
);

/**
 * React Router has no partial segments, so /@u{userId} is matched as any single segment here:
 * a segment that is not a profile address is an unknown path (public 404).
 */
export function ProfileRoute() {
  const { segment } = useParams();
  const userId = parseProfileSegment(segment);
  if (userId === null) return <NotFoundPage />;
  return (
    <RouteGuard access="auth">
      <ProfilePage userId={userId} />
    </RouteGuard>
  );
}
