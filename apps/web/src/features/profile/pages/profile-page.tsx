import * as ru from '../../../i18n/ru.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { EmptyState } from '../../../ui/empty-state/empty-state.tsx';
import { UserIcon } from '../../../ui/icons/icons.tsx';
import { OtherProfile } from '../components/other-profile.tsx';
import { OwnProfile } from '../components/own-profile.tsx';
import { ProfileSkeleton } from '../components/profile-skeleton.tsx';
import { useProfilePage } from '../hooks/use-profile-page.ts';
import './profile-page.css';

/** /@u{userId}: the own number shows the own profile, any other loads that person's. */
export function ProfilePage({ userId }: { userId: number }) {
  const user = useCurrentUser();
  return (
    <div className="profile-page">
      {user.userId === userId ? <OwnProfile /> : <OtherProfilePage key={userId} userId={userId} />}
    </div>
  );
}

function OtherProfilePage({ userId }: { userId: number }) {
  const { state, retry } = useProfilePage(userId);
  if (state.status === 'loading') return <ProfileSkeleton />;
  if (state.status === 'failed') {
    return (
      <Card padding="lg">
        <EmptyState
          icon={<UserIcon />}
          title={ru.profile.loadFailed}
          action={<Button onClick={retry}>{ru.profile.retry}</Button>}
        />
      </Card>
    );
  }
  return <OtherProfile key={state.page.user.id} page={state.page} />;
}
