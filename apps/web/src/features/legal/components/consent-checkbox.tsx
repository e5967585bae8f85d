import { useId, useState } from 'react';
import { CONSENT_CHECKBOX_LABEL } from '../texts/consent/common.ts';
import './consent-checkbox.css';

interface ConsentCheckboxProps {
  /** Why the box cannot be ticked yet; the box is enabled when absent. */
  blockedReason?: string;
}

/**
 * The consent checkbox of the personal data consent page. Ticking it records nothing: the
 * consent is stored with the account at registration, and the note below says so.
 */
export function ConsentCheckbox({ blockedReason }: ConsentCheckboxProps) {
  const id = useId();
  const [ticked, setTicked] = useState(false);
  const enabled = blockedReason === undefined;
  // Emptying a name field after ticking withdraws the tick, so the page never shows a consent
  // without the full name.
  const checked = ticked && enabled;
  return (
    <div className="legal-consent">
      <div className="legal-consent__row">
        <input
          className="legal-consent__box"
          type="checkbox"
          id={`${id}-box`}
          checked={checked}
          disabled={!enabled}
          aria-describedby={enabled ? `${id}-note` : `${id}-hint ${id}-note`}
          onChange={(event) => setTicked(event.target.checked)}
        />
        <label htmlFor={`${id}-box`}>{CONSENT_CHECKBOX_LABEL}</label>
      </div>
      {!enabled && (
        <p className="legal-consent__hint" id={`${id}-hint`}>
          {blockedReason}
        </p>
      )}
      <p className="legal-consent__status" role="status">
        {checked ? 'Согласие отмечено' : ''}
      </p>
      <p className="legal-consent__note" id={`${id}-note`}>
        Эта страница ничего не отправляет и не сохраняет. Согласие фиксируется вместе с аккаунтом при
        регистрации: когда вы отмечаете флажок согласия и нажимаете «Создать аккаунт».
      </p>
    </div>
  );
}
