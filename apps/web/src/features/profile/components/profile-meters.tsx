import {
  type CurrentUser,
  fullnessGaps,
  fullnessLabel,
  fullnessOf,
  popularityLabel,
  popularityOf,
} from '@iskra/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { Card } from '../../../ui/card/card.tsx';
import './profile-meters.css';

const t = ru.profile.meters;

interface MeterProps {
  label: string;
  value: number;
  verdict: string;
  tone: 'spark' | 'vip';
  hint?: ReactNode;
}

/** A labelled bar 0–100 with a verdict ('Высокая', 'Хорошо!'…). */
function Meter({ label, value, verdict, tone, hint }: MeterProps) {
  return (
    <div className="meter">
      <div className="meter__head">
        <span className="meter__label">{label}</span>
        <span className="meter__verdict">
          {verdict} <span className="meter__value">{t.percent(value)}</span>
        </span>
      </div>
      {/* The bar repeats the words above it: decorative for screen readers. */}
      <div className={`meter__track meter__track--${tone}`} aria-hidden="true">
        <span className="meter__fill" style={{ width: `${value}%` }} />
      </div>
      {hint && <p className="meter__hint">{hint}</p>}
    </div>
  );
}

/** Popularity (VIP 100, others 25) and profile fullness, both from the contract's rules. */
export function ProfileMeters({ user }: { user: CurrentUser }) {
  const popularity = popularityOf(user.vip);
  const fullness = fullnessOf(user);
  const gaps = fullnessGaps(user);
  return (
    <Card padding="md" className="profile-meters">
      <Meter
        label={t.popularity}
        value={popularity}
        verdict={popularityLabel(popularity)}
        tone="vip"
        hint={
          user.vip ? undefined : (
            <>
              {t.popularityHint} <Link to="/vip">{t.raise}</Link>
            </>
          )
        }
      />
      <Meter
        label={t.fullness}
        value={fullness}
        verdict={fullnessLabel(fullness)}
        tone="spark"
        hint={gaps.length > 0 ? t.fullnessHint(gaps) : undefined}
      />
    </Card>
  );
}
