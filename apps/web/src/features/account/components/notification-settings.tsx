import { NOTIFICATION_KIND_LABEL, NOTIFICATION_KINDS, type NotificationSettings } from '@iskra/contract';
import { useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useErrorHandler } from '../../../shared/api/index.ts';
import { useLoaded } from '../../../shared/hooks/use-loaded.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Checkbox } from '../../../ui/form/checkbox.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { PushSettings } from '../../push/index.ts';
import { notificationsApi } from '../api/notifications-api.ts';
import './notification-settings.css';

const t = ru.account.notifications;

const fetchSettings = () => notificationsApi.settings();

type Setting = keyof NotificationSettings;

/**
 * Notifications in account settings: letters, one switch per kind, and web push (this device
 * and the account's switches); a switch is saved as soon as it is flipped (and put back when
 * saving fails).
 */
export function NotificationSettingsForm() {
  const user = useCurrentUser();
  const handleError = useErrorHandler();
  const { notify } = useNotifications();
  const [busy, setBusy] = useState<Setting | null>(null);

  const { loaded, setLoaded, reload } = useLoaded(fetchSettings);

  async function toggle(kind: Setting, on: boolean) {
    if (loaded.kind !== 'ready') return;
    const before = loaded.value;
    setLoaded({ kind: 'ready', value: { ...before, [kind]: on } });
    setBusy(kind);
    try {
      const settings = await notificationsApi.update({ [kind]: on });
      setLoaded({ kind: 'ready', value: settings });
      notify(t.saved);
    } catch (error) {
      setLoaded({ kind: 'ready', value: before });
      handleError(error, { fieldsAsNotification: true });
    } finally {
      setBusy(null);
    }
  }

  if (loaded.kind === 'loading') return <Spinner label={ru.app.loading} />;
  if (loaded.kind === 'failed') {
    return (
      <div className="notification-settings__failed" role="alert">
        <p>{t.failed}</p>
        <Button variant="secondary" size="sm" onClick={reload}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className="notification-settings">
      <fieldset className="notification-settings__group">
        <legend className="notification-settings__legend">{t.lettersTitle}</legend>
        {!user.isActivated && <p className="notification-settings__note">{t.unconfirmed}</p>}
        {NOTIFICATION_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            label={NOTIFICATION_KIND_LABEL[kind]}
            hint={t.hints[kind]}
            checked={loaded.value[kind]}
            disabled={busy !== null}
            onChange={(event) => void toggle(kind, event.currentTarget.checked)}
          />
        ))}
      </fieldset>
      <PushSettings
        values={loaded.value}
        disabled={busy !== null}
        onToggle={(setting, on) => void toggle(setting, on)}
      />
    </div>
  );
}
