import { SMART_TEXT, type SwitchServicesResponse } from '@iskra/contract';
import { useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/button/button.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { switchSmartMessages } from '../api/smart-messages-api.ts';
import { smartFailure } from '../model/smart-model.ts';
import './smart-popups.css';

const t = ru.smartMessages.off;

export interface SmartOffConfirmProps {
  onSwitched: (state: SwitchServicesResponse['servicesState']) => void;
  onCancel: () => void;
}

/** The switch-off confirmation (§4): confirming saves smartMessages false; the popup closes on success. */
export function SmartOffConfirm({ onSwitched, onCancel }: SmartOffConfirmProps) {
  const { notifyError } = useNotifications();
  const [saving, setSaving] = useState(false);

  async function handleConfirm() {
    setSaving(true);
    try {
      const answer = await switchSmartMessages(false);
      onSwitched(answer.servicesState);
    } catch (error) {
      if (smartFailure(error).kind !== 'silent') notifyError(SMART_TEXT.somethingWrong);
      setSaving(false);
    }
  }

  return (
    <div className="smart-popup">
      <p className="smart-popup__text">{t.text}</p>
      <p className="smart-popup__text smart-popup__text--muted">{t.kept}</p>
      <div className="smart-popup__actions">
        <Button variant="secondary" data-autofocus onClick={onCancel} disabled={saving}>
          {t.keep}
        </Button>
        <Button variant="danger" loading={saving} onClick={handleConfirm}>
          {t.confirm}
        </Button>
      </div>
    </div>
  );
}
