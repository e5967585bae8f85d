import { useParams } from 'react-router';
import { ru } from '../../i18n/ru.ts';
import { UserIcon } from '../../ui/icons/icons.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { SectionView } from '../pages/section-page.tsx';
import { parseProfileSegment } from './profile-path.ts';
import { RouteGuard } from './route-guard.tsx';

/**
 * React Router has no partial segments, so /@u{userId} is matched as any single segment here:
 * a segment that is not a profile address is an unknown path (public 404).
 */
export function ProfileRoute() {
  const { segment } = useParams();
  if (parseProfileSegment(segment) === null) return <NotFoundPage />;
  return (
    <RouteGuard access="auth">
      <SectionView section={ru.sections.profile} icon={<UserIcon />} />
    </RouteGuard>
  );
}
