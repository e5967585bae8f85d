import type { SubscriptionInfo } from '@iskra/contract';
import { useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useErrorHandler } from '../../../shared/api/index.ts';
import { Button } from '../../../ui/button/button.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { stopSubscription } from '../api/subscription-api.ts';
import { type SubscriptionType, tierOf } from '../model/subscription-model.ts';
import './cancel-dialog.css';

export interface CancelDialogProps {
  /** 1 Premium, 2 VIP. */
  type: SubscriptionType;
  /** The subscription to stop. */
  id: string;
  /** End of the paid period, dd.MM.yyyy. */
  until: string;
  /** The subscription's `stopped` code: the dialog opens for 0 and, greyed, for 3. */
  stopped: 0 | 1 | 2 | 3;
  /** The tier is held now: it lasts to `until`. Otherwise (restricted after a failed charge) it is not. */
  tierHeld: boolean;
  onStopped: (info: SubscriptionInfo) => void;
  close: () => void;
}

/** The body of the cancel popup: what cancelling means, then POST /api/subscription/stop/{id}. */
export function CancelDialog({ type, id, until, stopped, tierHeld, onStopped, close }: CancelDialogProps) {
  const t = ru.subscription.cancelDialog;
  const tier = tierOf(type);
  const handleError = useErrorHandler();
  const { notify } = useNotifications();
  const [sending, setSending] = useState(false);

  function explanation(): string {
    if (stopped === 3) return t.alreadyStopped(tier);
    // Restricted while a failed renewal is retried: cancelling ends the retries.
    return tierHeld && until ? t.keepsUntil(tier, until) : t.stopsRetries(tier);
  }

  async function handleConfirm() {
    setSending(true);
    try {
      const info = await stopSubscription(id);
      onStopped(info);
      notify(t.done);
      close();
    } catch (error) {
      handleError(error);
      setSending(false);
    }
  }

  return (
    <div className="cancel-dialog">
      <p className="cancel-dialog__text">{explanation()}</p>
      <p className="cancel-dialog__text cancel-dialog__text--muted">{t.refund}</p>
      <div className="cancel-dialog__actions">
        <Button variant="secondary" data-autofocus onClick={close} disabled={sending}>
          {t.keep}
        </Button>
        <Button variant="danger" loading={sending} onClick={handleConfirm}>
          {t.confirm}
        </Button>
      </div>
    </div>
  );
}
