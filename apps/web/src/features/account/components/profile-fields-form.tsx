import { AGE, type Gender, type Goal, goalLabels, lookingLabels, SUCCESS_TEXT } from '@iskra/contract';
import { useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useCurrentUser, useSession } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { EmailAddress } from '../../../ui/email-address/email-address.tsx';
import { Input, Select } from '../../../ui/form/input.tsx';
import { CityInput } from '../../auth/components/city-input.tsx';
import { DateInput } from '../../auth/components/date-input.tsx';
import { EmailInput } from '../../auth/components/email-input.tsx';
import { SegmentedRadio, type SegmentOption } from '../../auth/components/segmented-radio.tsx';
import { updateProfile } from '../api/profile-fields-api.ts';
import { useFieldsForm } from '../hooks/use-fields-form.ts';
import { checkProfileFields, initialProfileValues, toProfileFormErrors } from '../model/profile-fields.ts';
import './fields-form.css';
import './profile-fields-form.css';

const t = ru.account.profile;

const LOOKING_OPTIONS: readonly SegmentOption<Gender>[] = [
  { value: 1, label: lookingLabels[1] },
  { value: 2, label: lookingLabels[2] },
];
const GOAL_OPTIONS = Object.entries(goalLabels).map(([value, label]) => ({ value, label }));
const AGE_OPTIONS = Array.from({ length: AGE.max - AGE.min + 1 }, (_, i) => {
  const value = String(AGE.min + i);
  return { value, label: value };
});

export interface ProfileFieldsFormProps {
  /** The e-mail field belongs to account settings; the profile's own popup leaves it out. */
  withEmail?: boolean;
  /** After a successful save. */
  onSaved?: () => void;
}

/**
 * Profile settings (core-application §2 "Account settings", §5): name, birthday with the
 * registration mask, e-mail (a new address must be confirmed), city from the picker, whom the
 * user looks for, the age range and the goal. Only changed fields are sent; the session user
 * follows the answer so the header and the profile update at once.
 */
export function ProfileFieldsForm({ withEmail = false, onSaved }: ProfileFieldsFormProps) {
  const user = useCurrentUser();
  const { updateUser } = useSession();
  const [initial, setInitial] = useState(() => initialProfileValues(user));
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const { values, errors, sending, set, formRef, handleSubmit } = useFieldsForm({
    initialValues: () => initial,
    check: (current) => checkProfileFields(current, initial),
    async save(payload) {
      const answer = await updateProfile(payload);
      updateUser(answer.user);
      const next = initialProfileValues(answer.user);
      setInitial(next);
      setPendingEmail(answer.updateEmail ? (payload.email ?? null) : null);
      return {
        values: next,
        notice: answer.updateEmail ? SUCCESS_TEXT.dataUpdatedConfirmEmail : SUCCESS_TEXT.dataUpdated,
      };
    },
    toErrors: toProfileFormErrors,
    onSaved,
  });

  const emailHint = (
    <>
      {t.emailHint}
      {pendingEmail && (
        <>
          <br />
          <strong>
            {t.emailPending}
            <EmailAddress email={pendingEmail} />
          </strong>
        </>
      )}
    </>
  );

  return (
    <form ref={formRef} className="profile-fields" noValidate onSubmit={handleSubmit} aria-busy={sending}>
      <Input
        label={ru.auth.fields.name}
        name="name"
        autoComplete="given-name"
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <DateInput
        label={ru.auth.fields.birthday}
        name="birthday"
        hint={ru.auth.birthdayHint}
        value={values.birthday}
        error={errors.birthday}
        onChange={(value) => set('birthday', value)}
      />
      {withEmail && (
        <EmailInput
          value={values.email}
          hint={emailHint}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
      )}
      <CityInput value={values.city} error={errors.city} onChange={(value) => set('city', value)} />
      <SegmentedRadio
        legend={ru.auth.fields.looking}
        name="looking"
        options={LOOKING_OPTIONS}
        value={values.looking}
        error={errors.looking}
        onChange={(value) => set('looking', value)}
      />
      <fieldset className="profile-fields__range">
        <legend className="field__label">{t.ageRange}</legend>
        <div className="profile-fields__pair">
          <Select
            quietLabel
            label={t.ageFrom}
            name="lookingAgeFrom"
            options={AGE_OPTIONS}
            value={String(values.lookingAgeFrom)}
            error={errors.lookingAgeFrom}
            onChange={(event) => set('lookingAgeFrom', Number(event.target.value))}
          />
          <Select
            quietLabel
            label={t.ageTo}
            name="lookingAgeTo"
            options={AGE_OPTIONS}
            value={String(values.lookingAgeTo)}
            error={errors.lookingAgeTo}
            onChange={(event) => set('lookingAgeTo', Number(event.target.value))}
          />
        </div>
      </fieldset>
      <Select
        label={ru.auth.fields.goal}
        name="goal"
        options={GOAL_OPTIONS}
        value={String(values.goal)}
        error={errors.goal}
        onChange={(event) => set('goal', Number(event.target.value) as Goal)}
      />
      <div className="profile-fields__actions">
        <Button type="submit" loading={sending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
