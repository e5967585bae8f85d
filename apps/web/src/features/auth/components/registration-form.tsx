import { type Gender, type Goal, genderLabels, goalLabels, lookingLabels } from '@iskra/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { useErrorHandler } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Checkbox } from '../../../ui/form/checkbox.tsx';
import { Input, Select } from '../../../ui/form/input.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { register } from '../api/auth-api.ts';
import { useFocusFirstError } from '../hooks/use-focus-first-error.ts';
import {
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
  toFormErrors,
  validateRegistration,
} from '../model/registration.ts';
import { AuthForm } from './auth-form.tsx';
import { CityInput } from './city-input.tsx';
import { ConsentLabel } from './consent-label.tsx';
import { DateInput } from './date-input.tsx';
import { EmailInput } from './email-input.tsx';
import { PasswordInput } from './password-input.tsx';
import { SegmentedRadio, type SegmentOption } from './segmented-radio.tsx';

const t = ru.auth;

const GENDER_OPTIONS: readonly SegmentOption<Gender>[] = [
  { value: 1, label: genderLabels[1] },
  { value: 2, label: genderLabels[2] },
];
const LOOKING_OPTIONS: readonly SegmentOption<Gender>[] = [
  { value: 1, label: lookingLabels[1] },
  { value: 2, label: lookingLabels[2] },
];
const GOAL_OPTIONS = Object.entries(goalLabels).map(([value, label]) => ({ value, label }));

export interface RegistrationFormProps {
  /** The draft lives with the landing, so switching tabs does not lose it. */
  values: RegistrationValues;
  onValuesChange: (values: RegistrationValues) => void;
}

/** Registration (core-application §3, §5): every field, checked with the contract schema first. */
export function RegistrationForm({ values, onValuesChange }: RegistrationFormProps) {
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const { notifyError } = useNotifications();
  const focusFirstError = useFocusFirstError(formRef);

  function set<K extends RegistrationField>(field: K, value: RegistrationValues[K]) {
    onValuesChange({ ...values, [field]: value });
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  function showErrors(next: RegistrationErrors) {
    setErrors(next);
    focusFirstError();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const check = await validateRegistration(values);
      if (!check.ok) {
        setSending(false);
        showErrors(check.errors);
        return;
      }
      const auth = await register(check.payload);
      signIn(auth);
      navigate('/discover', { replace: true });
    } catch (error) {
      setSending(false);
      const fieldErrors = handleError(error);
      if (!fieldErrors) return;
      const { fields, other } = toFormErrors(fieldErrors);
      for (const text of other) notifyError(text);
      showErrors(fields);
    }
  }

  return (
    <AuthForm formRef={formRef} sending={sending} onSubmit={handleSubmit}>
      <Input
        label={t.fields.name}
        name="name"
        autoComplete="given-name"
        placeholder={t.namePlaceholder}
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <EmailInput
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email', event.target.value)}
      />
      <PasswordInput
        label={t.fields.password}
        name="password"
        autoComplete="new-password"
        hint={t.passwordHint}
        value={values.password}
        error={errors.password}
        onChange={(event) => set('password', event.target.value)}
      />
      <DateInput
        label={t.fields.birthday}
        name="birthday"
        hint={t.birthdayHint}
        value={values.birthday}
        error={errors.birthday}
        onChange={(value) => set('birthday', value)}
      />
      <div className="auth-form__pair">
        <SegmentedRadio
          legend={t.fields.gender}
          name="gender"
          options={GENDER_OPTIONS}
          value={values.gender}
          error={errors.gender}
          onChange={(value) => set('gender', value)}
        />
        <SegmentedRadio
          legend={t.fields.looking}
          name="looking"
          options={LOOKING_OPTIONS}
          value={values.looking}
          error={errors.looking}
          onChange={(value) => set('looking', value)}
        />
      </div>
      <Select
        label={t.fields.goal}
        name="goal"
        placeholder={t.goalPlaceholder}
        options={GOAL_OPTIONS}
        value={values.goal === null ? '' : String(values.goal)}
        error={errors.goal}
        onChange={(event) => set('goal', event.target.value ? (Number(event.target.value) as Goal) : null)}
      />
      <CityInput value={values.city} error={errors.city} onChange={(value) => set('city', value)} />
      <Checkbox
        name="agreement"
        className="auth-form__consent"
        quietLabel
        label={<ConsentLabel />}
        checked={values.agreement}
        error={errors.agreement}
        onChange={(event) => set('agreement', event.target.checked)}
      />
      <Button type="submit" size="lg" fullWidth loading={sending} className="auth-form__submit">
        {t.registration.submit}
      </Button>
    </AuthForm>
  );
}
