import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/button/button.tsx';
import { CheckCircleIcon } from '../../../ui/icons/icons.tsx';
import './smart-popups.css';

const t = ru.smartMessages.success;

/** The success popup after the choice is saved. */
export function SmartSuccess({
  chosen,
  woman,
  onDone,
}: {
  chosen: number;
  woman: boolean;
  onDone: () => void;
}) {
  return (
    <div className="smart-popup smart-popup--center">
      <span className="smart-popup__badge" aria-hidden="true">
        <CheckCircleIcon size={32} />
      </span>
      <p className="smart-popup__text">{t.chosen(chosen, woman)}</p>
      <p className="smart-popup__text smart-popup__text--muted">{t.next}</p>
      <div className="smart-popup__actions">
        <Button data-autofocus onClick={onDone}>
          {t.done}
        </Button>
      </div>
    </div>
  );
}
