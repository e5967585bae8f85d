import * as ru from '../../../i18n/ru.ts';
import { offersPremium } from '../../../shared/nav-items.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { ButtonLink } from '../../../ui/button/button.tsx';
import { EmptyState } from '../../../ui/empty-state/empty-state.tsx';
import { ClockIcon, CrownIcon } from '../../../ui/icons/icons.tsx';
import { timeLeft } from '../model/time-left.ts';

const t = ru.discover;

/**
 * In place of the deck once the day's free ratings are spent: says so, counts down to the
 * Moscow midnight the server named (`ratingsResetAt`), and offers Premium to those who may
 * buy it (women have its features free and never get here).
 */
export function RatingsSpent({ resetAt, now }: { resetAt: string | null; now: number }) {
  const user = useCurrentUser();
  const left = resetAt ? timeLeft(Date.parse(resetAt), now) : null;
  const text =
    left && (left.hours > 0 || left.minutes > 0)
      ? t.ratingsSpent.text(t.timeLeft(left.hours, left.minutes))
      : t.ratingsSpent.soon;
  const canBuy = offersPremium(user);
  return (
    <div className="discover__placeholder discover__placeholder--spent">
      <EmptyState
        spacing="compact"
        icon={<ClockIcon />}
        title={t.ratingsSpent.title}
        text={text}
        action={
          <div className="discover__spent-actions">
            {canBuy && <p className="discover__spent-note">{t.ratingsSpent.premium}</p>}
            {canBuy ? (
              <ButtonLink to="/premium" variant="premium" icon={<CrownIcon size={18} />}>
                {t.ratingsSpent.action}
              </ButtonLink>
            ) : (
              <ButtonLink to="/matches" variant="secondary">
                {t.ratingsSpent.matches}
              </ButtonLink>
            )}
          </div>
        }
      />
    </div>
  );
}
