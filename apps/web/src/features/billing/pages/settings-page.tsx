import { GENDER } from '@iskra/contract';
import { type ReactNode, useMemo } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { Button, ButtonLink } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { EmptyState } from '../../../ui/empty-state/empty-state.tsx';
import { CardIcon } from '../../../ui/icons/icons.tsx';
import { PageLayout } from '../../../ui/page-layout/page-layout.tsx';
import { SettingsSkeleton } from '../components/settings-skeleton.tsx';
import { SubscriptionPanel } from '../components/subscription-panel.tsx';
import { hasSubscription, PREMIUM, type SubscriptionType, VIP } from '../model/subscription-model.ts';
import { useSubscriptions } from '../model/subscription-state.ts';
import './settings-page.css';

export type SettingsScope = 'premium' | 'vip' | 'all';

export interface SettingsPageProps {
  /** /premium-settings, /vip-settings, or /subscription with both tiers. */
  scope: SettingsScope;
}

/** Subscription settings (paid-tiers §2 "Subscription settings page layout", §4). */
export function SettingsPage({ scope }: SettingsPageProps) {
  const user = useCurrentUser();
  const t = ru.subscription;
  // Premium is sold to men only (DESIGN §4): the both-tiers page does not show it to others.
  const types = useMemo<SubscriptionType[]>(() => {
    if (scope === 'premium') return [PREMIUM];
    if (scope === 'vip') return [VIP];
    return user.gender === GENDER.MAN ? [PREMIUM, VIP] : [VIP];
  }, [scope, user.gender]);
  const { state, replace, retry } = useSubscriptions(types);
  const held = (type: SubscriptionType) => (type === PREMIUM ? user.premium : user.vip);

  let content: ReactNode;
  if (state.status === 'loading') {
    content = <SettingsSkeleton label={t.loading} />;
  } else if (state.status === 'failed') {
    content = (
      <Card padding="lg">
        <EmptyState
          spacing="flush"
          icon={<CardIcon />}
          title={t.loadFailed}
          action={<Button onClick={retry}>{ru.app.retry}</Button>}
        />
      </Card>
    );
  } else {
    const present = types.flatMap((type) => {
      const info = state.infos.get(type);
      return info && hasSubscription(info) ? [{ type, info }] : [];
    });
    content =
      present.length === 0 ? (
        <Card padding="lg">
          <EmptyState
            spacing="flush"
            icon={<CardIcon />}
            title={t.empty.title}
            action={
              <ButtonLink to="/discover" variant="primary">
                {t.empty.action}
              </ButtonLink>
            }
          />
        </Card>
      ) : (
        <div className="settings-page__panels">
          {present.map(({ type, info }) => (
            <SubscriptionPanel
              key={type}
              type={type}
              info={info}
              tierHeld={held(type)}
              withTierHeading={scope === 'all'}
              onChange={(next) => replace(type, next)}
            />
          ))}
        </div>
      );
  }

  return (
    <PageLayout title={t.titles[scope]} subtitle={t.subtitle}>
      {content}
    </PageLayout>
  );
}
