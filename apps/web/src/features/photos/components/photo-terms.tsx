import { APP_BASE_PATH } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/button/button.tsx';
import { ExternalIcon } from '../../../ui/icons/icons.tsx';
import './photo-terms.css';

const t = ru.photos.terms;

/**
 * The user photo terms: the photo rules of the user agreement (features/legal/texts/terms — own
 * photos only, no minors, no third persons, nothing unlawful, no advertising or payment details)
 * in plain words, with moderation's part and a few tips. The agreement opens in a new tab, so a
 * popup or the photo promo screen under it stays where it was.
 */
export function PhotoTerms({ onClose }: { onClose: () => void }) {
  return (
    <div className="photo-terms">
      <p>{t.intro}</p>
      <ul className="photo-terms__rules">
        {t.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p className="photo-terms__note">{t.moderation}</p>
      <h3 className="photo-terms__subtitle">{t.tipsTitle}</h3>
      <ul className="photo-terms__tips">
        {t.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p>
        <a className="photo-terms__link" href={`${APP_BASE_PATH}/terms`} target="_blank" rel="noopener">
          {t.fullText}
          <ExternalIcon />
          <span className="visually-hidden"> {t.newTab}</span>
        </a>
      </p>
      <div className="photo-terms__actions">
        <Button onClick={onClose}>{t.close}</Button>
      </div>
    </div>
  );
}
