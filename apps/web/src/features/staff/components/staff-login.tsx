import type { StaffLoginResponse } from '@iskra/contract';
import { type FormEvent, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { fieldErrorMap, useErrorHandler } from '../../../shared/api/index.ts';
import { Button, Card, Input, Logo } from '../../../ui/index.ts';
import { staffApi } from '../api/staff-api.ts';

const t = ru.staff;

/** The console's own sign-in: e-mail, password and the six-digit TOTP code. */
export function StaffLogin({ onSignedIn }: { onSignedIn: (answer: StaffLoginResponse) => void }) {
  const handleError = useErrorHandler();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      onSignedIn(await staffApi.login({ email, password, code }));
    } catch (error) {
      const fields = handleError(error);
      if (fields) setErrors(fieldErrorMap(fields));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="staff-login">
      <Card as="section" padding="lg" className="staff-login__card" aria-labelledby="staff-login-title">
        <Logo />
        <h1 id="staff-login-title" className="staff-login__title">
          {t.loginTitle}
        </h1>
        <p className="staff-muted">{t.loginLead}</p>
        <form className="staff-form" onSubmit={handleSubmit} noValidate>
          <Input
            label={t.email}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Input
            label={t.password}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Input
            label={t.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            hint={t.codeHint}
            value={code}
            error={errors.code}
            onChange={(e) => {
              // Only digits: the field is set back too, as a state that did not change renders
              // nothing anew.
              const digits = e.currentTarget.value.replace(/\D/g, '');
              e.currentTarget.value = digits;
              setCode(digits);
            }}
          />
          <Button type="submit" fullWidth loading={busy}>
            {t.signIn}
          </Button>
        </form>
      </Card>
    </main>
  );
}
