import { useId, useRef } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { Badge } from '../../../ui/badge/badge.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { SparkIcon } from '../../../ui/icons/icons.tsx';
import { useSmartFlow } from '../model/use-smart-flow.tsx';
import './smart-switch.css';

const t = ru.smartMessages;

/**
 * The Smart messages switch of the own profile (§2), beside the paid-tier tiles. A real
 * `role="switch"` button: its name is the heading, its state `aria-checked`, its description
 * what the service does; pressing it opens the popup of the flow rather than flipping at once.
 */
export function SmartMessagesSwitch() {
  const user = useCurrentUser();
  const on = user.iskraServices.smartMessages;
  const switchRef = useRef<HTMLButtonElement>(null);
  const { switchOn, switchOff } = useSmartFlow(switchRef);
  const titleId = useId();
  const textId = useId();

  return (
    <Card as="section" padding="md" className="smart-card" aria-labelledby={titleId}>
      <div className="smart-card__head">
        <span className="smart-card__icon" aria-hidden="true">
          <SparkIcon size={20} />
        </span>
        <h2 id={titleId} className="smart-card__title">
          {t.title}
        </h2>
        <Badge tone="success">{t.free}</Badge>
        <button
          ref={switchRef}
          type="button"
          role="switch"
          className="smart-switch"
          aria-checked={on}
          aria-labelledby={titleId}
          aria-describedby={textId}
          onClick={on ? switchOff : switchOn}
        >
          <span className="smart-switch__state" aria-hidden="true">
            {on ? t.card.on : t.card.off}
          </span>
          <span className="smart-switch__track" aria-hidden="true">
            <span className="smart-switch__thumb" />
          </span>
        </button>
      </div>
      <p id={textId} className="smart-card__text">
        {t.card.text}
      </p>
    </Card>
  );
}
