import { Card } from '../../../ui/card/card.tsx';
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import './subscription-panel.css';

/** The page loader: the panel's shape while the subscription loads, so nothing jumps. */
export function SettingsSkeleton({ label }: { label: string }) {
  return (
    <div className="subscription-panel__grid" aria-busy="true">
      <Card padding="lg" className="subscription-panel__card">
        <Skeleton shape="text" width="40%" height="1.25em" />
        <div className="subscription-panel__card-slot">
          <Skeleton width="100%" height="100%" />
        </div>
      </Card>
      <Card padding="lg" className="subscription-panel__summary">
        <Skeleton shape="text" width="55%" height="1.25em" />
        <Skeleton shape="text" width="100%" />
        <Skeleton shape="text" width="100%" />
        <Skeleton shape="text" width="100%" />
        <Spinner size="sm" label={label} />
      </Card>
    </div>
  );
}
