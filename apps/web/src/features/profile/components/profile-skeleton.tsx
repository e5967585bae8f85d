import * as ru from '../../../i18n/ru.ts';
import { Card } from '../../../ui/card/card.tsx';
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx';
import './profile-layout.css';
import './profile-skeleton.css';

/** The page's shape while another person's profile loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  return (
    <div className="profile" aria-busy="true">
      <span className="visually-hidden" role="status">
        {ru.profile.loading}
      </span>
      <div className="profile__media">
        <Skeleton className="profile-skeleton__photo" height="auto" />
        <div className="profile-skeleton__thumbs">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} shape="circle" width={56} height={56} />
          ))}
        </div>
      </div>
      <div className="profile__details">
        <Card padding="md" className="profile-skeleton__card">
          <Skeleton shape="text" width="60%" height={32} />
          <Skeleton shape="text" width="40%" />
          <Skeleton height={44} />
        </Card>
        {[0, 1].map((key) => (
          <Card key={key} padding="md" className="profile-skeleton__card">
            <Skeleton shape="text" width="35%" height={22} />
            <Skeleton shape="text" />
            <Skeleton shape="text" width="80%" />
          </Card>
        ))}
      </div>
    </div>
  );
}
