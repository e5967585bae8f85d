import type { SmartMessagesSummary } from '@iskra/contract';
import { useEffect, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/button/button.tsx';
import { getSmartSummary } from '../api/smart-messages-api.ts';
import { introFigure } from '../model/smart-model.ts';
import './smart-popups.css';

const t = ru.smartMessages.intro;

export interface SmartIntroProps {
  onChoose: () => void;
  onLater: () => void;
}

/**
 * The intro popup: what the service does, honestly, and a real figure from the summary. The
 * figure is a bonus: while it loads, or when its call fails or it is zero, the sentence is
 * simply absent (no error for a sentence the user never asked for).
 */
export function SmartIntro({ onChoose, onLater }: SmartIntroProps) {
  const [summary, setSummary] = useState<SmartMessagesSummary | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getSmartSummary(controller.signal).then(setSummary, () => undefined);
    return () => controller.abort();
  }, []);

  const figure = introFigure(summary);
  return (
    <div className="smart-popup">
      {figure && (
        <p className="smart-popup__figure" aria-live="polite">
          {figure.kind === 'waiting' ? t.waiting(figure.count) : t.week(figure.count)}
        </p>
      )}
      <p className="smart-popup__text">{t.what}</p>
      <p className="smart-popup__text">{t.honest}</p>
      <p className="smart-popup__text smart-popup__text--muted">{t.limits}</p>
      <div className="smart-popup__actions">
        <Button variant="secondary" onClick={onLater}>
          {t.later}
        </Button>
        <Button data-autofocus onClick={onChoose}>
          {t.choose}
        </Button>
      </div>
    </div>
  );
}
