import { NOTIFICATION_KIND_LABEL, PUSH_KINDS, PUSH_SETTING } from '@iskra/contract';
import { useEffect, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Checkbox } from '../../../ui/form/checkbox.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { disablePush, enablePush, type PushStatus, pushStatus } from '../model/push-control.ts';

const t = ru.push;

export type PushSetting = (typeof PUSH_SETTING)[keyof typeof PUSH_SETTING];

export interface PushSettingsProps {
  /** The account's push switches, as the server stores them. */
  values: Record<PushSetting, boolean>;
  onToggle: (setting: PushSetting, on: boolean) => void;
  disabled: boolean;
}

/**
 * Push in account settings: this device (turn on — which asks the browser — or off, or why it
 * cannot) and the account's switches per kind. Nothing at all when the server sends no push.
 */
export function PushSettings({ values, onToggle, disabled }: PushSettingsProps) {
  const user = useCurrentUser();
  const { notify } = useNotifications();
  const [status, setStatus] = useState<PushStatus | 'loading'>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    pushStatus().then(
      (next) => {
        if (!live) return;
        setStatus(next);
      },
      () => live && setStatus('unavailable'),
    );
    return () => {
      live = false;
    };
  }, []);

  async function handleTurnOn() {
    setBusy(true);
    try {
      const next = await enablePush();
      setStatus(next);
      if (next === 'on') notify(t.enabled);
    } catch {
      notify({ type: 'error', text: t.failed });
    } finally {
      setBusy(false);
    }
  }

  async function handleTurnOff() {
    setBusy(true);
    try {
      await disablePush();
      setStatus('available');
      notify(t.disabled);
    } catch {
      notify({ type: 'error', text: t.failed });
    } finally {
      setBusy(false);
    }
  }

  if (status === 'loading' || status === 'unavailable') return null;
  return (
    <fieldset className="notification-settings__group">
      <legend className="notification-settings__legend">{t.settings.title}</legend>
      <p className="notification-settings__note">
        {user.premiumFeatures ? t.settings.leadPremium : t.settings.lead}
      </p>
      <div className="notification-settings__device" aria-live="polite">
        {status === 'unsupported' && <p className="notification-settings__note">{t.unsupported}</p>}
        {status === 'denied' && <p className="notification-settings__note">{t.denied}</p>}
        {status === 'available' && (
          <>
            <p className="notification-settings__note">{t.settings.off}</p>
            <Button size="sm" onClick={() => void handleTurnOn()} disabled={busy}>
              {t.settings.turnOn}
            </Button>
          </>
        )}
        {status === 'on' && (
          <>
            <p className="notification-settings__note">{t.settings.on}</p>
            <Button size="sm" variant="secondary" onClick={() => void handleTurnOff()} disabled={busy}>
              {t.settings.turnOff}
            </Button>
          </>
        )}
      </div>
      {PUSH_KINDS.map((kind) => {
        const setting = PUSH_SETTING[kind];
        return (
          <Checkbox
            key={setting}
            label={NOTIFICATION_KIND_LABEL[kind]}
            hint={t.settings.hints[setting]}
            checked={values[setting]}
            disabled={disabled}
            onChange={(event) => onToggle(setting, event.currentTarget.checked)}
          />
        );
      })}
    </fieldset>
  );
}
