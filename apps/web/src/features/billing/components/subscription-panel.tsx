import type { SubscriptionInfo } from '@iskra/contract';
import { useId, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useErrorHandler } from '../../../shared/api/index.ts';
import { Badge } from '../../../ui/badge/badge.tsx';
import { Button, ButtonLink } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { activateSubscription } from '../api/subscription-api.ts';
import {
  actionsOf,
  formatSettingsDate,
  purchasePathOf,
  type SubscriptionType,
  statusLabelOf,
  tariffNameOf,
  tierOf,
} from '../model/subscription-model.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { CardGraphic } from './card-graphic.tsx';
import './subscription-panel.css';

export interface SubscriptionPanelProps {
  type: SubscriptionType;
  /** An existing subscription (not NO_SUBSCRIPTION). */
  info: SubscriptionInfo & { id: string; stopped: 0 | 1 | 2 | 3 };
  /** The user holds this tier now (the session's premium or vip flag). */
  tierHeld: boolean;
  /** /subscription shows both tiers, each under its own heading. */
  withTierHeading: boolean;
  onChange: (info: SubscriptionInfo) => void;
}

/** One subscription: the card it renews from ('Управление картой') and its state ('Твоя подписка'). */
export function SubscriptionPanel({
  type,
  info,
  tierHeld,
  withTierHeading,
  onChange,
}: SubscriptionPanelProps) {
  const t = ru.subscription;
  const tier = tierOf(type);
  const ids = { tier: useId(), card: useId(), summary: useId() };
  const modal = useModal();
  const handleError = useErrorHandler();
  const { notify } = useNotifications();
  const [resuming, setResuming] = useState(false);
  const until = info.time ? formatSettingsDate(info.time) : '';
  const actions = actionsOf(info.stopped, info.isActive, tierHeld);
  const SectionHeading = withTierHeading ? 'h3' : 'h2';

  function handleCancel() {
    modal.open({
      name: 'cancel-subscription',
      title: t.cancelDialog.title,
      size: 'sm',
      render: ({ close }) => (
        <CancelDialog
          type={type}
          id={info.id}
          until={until}
          stopped={info.stopped}
          tierHeld={tierHeld}
          onStopped={onChange}
          close={close}
        />
      ),
    });
  }

  async function handleResume() {
    setResuming(true);
    try {
      onChange(await activateSubscription(info.id));
      notify(t.resumed);
    } catch (error) {
      handleError(error);
    } finally {
      setResuming(false);
    }
  }

  return (
    <section
      className="subscription-panel"
      aria-labelledby={withTierHeading ? ids.tier : undefined}
      aria-label={withTierHeading ? undefined : t.tierHeading(tier)}
    >
      {withTierHeading && (
        <h2 id={ids.tier} className="subscription-panel__tier">
          {t.tierHeading(tier)}
        </h2>
      )}
      <div className="subscription-panel__grid">
        <Card as="section" padding="lg" className="subscription-panel__card" aria-labelledby={ids.card}>
          <SectionHeading id={ids.card} className="subscription-panel__heading">
            {t.card.heading}
          </SectionHeading>
          {info.maskedCard ? (
            <>
              <CardGraphic maskedCard={info.maskedCard} cardType={info.cardType} />
              <p className="subscription-panel__muted">{t.card.note}</p>
            </>
          ) : (
            <p className="subscription-panel__muted">{t.card.none}</p>
          )}
        </Card>
        <Card as="aside" padding="lg" className="subscription-panel__summary" aria-labelledby={ids.summary}>
          <SectionHeading id={ids.summary} className="subscription-panel__heading">
            {t.summary.heading}
          </SectionHeading>
          <dl className="subscription-panel__facts">
            <div>
              <dt>{t.summary.tariff}</dt>
              <dd className="subscription-panel__tariff">{tariffNameOf(info)}</dd>
            </div>
            <div>
              <dt>{t.summary.status}</dt>
              <dd>
                <Badge tone={info.stopped === 0 ? 'success' : 'neutral'}>{statusLabelOf(info.stopped)}</Badge>
              </dd>
            </div>
            <div>
              <dt>{t.summary.until}</dt>
              <dd>{until || '—'}</dd>
            </div>
          </dl>
          {actions.lastsUntilEnd && until && (
            <p className="subscription-panel__note">{t.lastsUntilEnd(until)}</p>
          )}
          <div className="subscription-panel__actions">
            {actions.resume && (
              <Button variant={tier} fullWidth wrap loading={resuming} onClick={handleResume}>
                {t.resume(tier)}
              </Button>
            )}
            {actions.renew && (
              <ButtonLink to={purchasePathOf(type)} variant={tier} fullWidth wrap>
                {t.renew}
              </ButtonLink>
            )}
            {actions.cancel && (
              <button
                type="button"
                className={`subscription-panel__cancel subscription-panel__cancel--${actions.cancel}`}
                onClick={handleCancel}
              >
                {t.cancel}
              </button>
            )}
          </div>
        </Card>
      </div>
    </section>
  );
}
