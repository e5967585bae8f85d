import { GRANTABLE_TIERS, type GrantableTier, TIER_GRANT_DAYS } from '@iskra/contract';
import { type FormEvent, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { fieldErrorMap, isApiError } from '../../../shared/api/index.ts';
import { Button, Card, Input, Select } from '../../../ui/index.ts';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { staffApi } from '../api/staff-api.ts';
import { formatDateTime } from './format.ts';

const t = ru.staff;
const TIER_NAME: Record<GrantableTier, string> = { premium: 'Premium', vip: 'VIP' };
const TIER_OPTIONS = GRANTABLE_TIERS.map((value) => ({ value, label: TIER_NAME[value] }));
const isTier = (value: string): value is GrantableTier =>
  (GRANTABLE_TIERS as readonly string[]).includes(value);

/** Admins: grant or extend Premium or VIP by hand (the support grant, now audited). */
export function TierGrant({ onError }: { onError: (error: unknown) => void }) {
  const { notify } = useNotifications();
  const [email, setEmail] = useState('');
  const [tier, setTier] = useState<GrantableTier>('premium');
  const [days, setDays] = useState('30');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await staffApi.grantTier({ email, tier, days: Number(days) });
      notify(t.tierGranted(TIER_NAME[answer.tier], formatDateTime(answer.until) ?? answer.until));
    } catch (error) {
      if (isApiError(error) && error.kind === 'fields') setErrors(fieldErrorMap(error.fieldErrors));
      else onError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" padding="lg" className="staff-section" aria-labelledby="staff-tier-title">
      <h2 id="staff-tier-title" className="staff-section__title">
        {t.tierTitle}
      </h2>
      <form className="staff-form" onSubmit={handleSubmit} noValidate>
        <Input
          label={t.tierEmail}
          type="email"
          name="email"
          required
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className="staff-form__row">
          <Select
            label={t.tierKind}
            name="tier"
            options={TIER_OPTIONS}
            value={tier}
            error={errors.tier}
            onChange={(e) => {
              if (isTier(e.target.value)) setTier(e.target.value);
            }}
          />
          <Input
            label={t.tierDays}
            type="number"
            name="days"
            min={TIER_GRANT_DAYS.min}
            max={TIER_GRANT_DAYS.max}
            value={days}
            error={errors.days}
            onChange={(e) => setDays(e.target.value)}
          />
        </div>
        <Button type="submit" loading={busy}>
          {t.tierGrant}
        </Button>
      </form>
    </Card>
  );
}
