import { ACCOUNT_TEXT } from '@iskra/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { fieldErrorMap, useErrorHandler } from '../../../shared/api/index.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Input } from '../../../ui/form/input.tsx';
import { useConfirm } from '../../../ui/modal/confirm-dialog.tsx';
import './settings-section.css';

export interface DangerSectionProps {
  title: string;
  lead: string;
  /** What happens, in plain words, before the user decides. */
  consequences: readonly string[];
  footnote?: ReactNode;
  actionLabel: string;
  confirm: { name: string; title: string; text: string; confirmLabel: string };
  /** Sends the request; rejects with the API error. */
  submit: (password: string) => Promise<unknown>;
  onDone: () => void;
}

/**
 * A section of account settings for an action that cannot be undone: explains it, asks for
 * the password, asks once more in a dialog, then sends. A wrong password shows under the field.
 */
export function DangerSection({
  title,
  lead,
  consequences,
  footnote,
  actionLabel,
  confirm: confirmText,
  submit,
  onDone,
}: DangerSectionProps) {
  const headingId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const confirm = useConfirm();
  const handleError = useErrorHandler();
  const t = ru.account;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (password === '') {
      setError(ACCOUNT_TEXT.passwordRequired);
      return;
    }
    const agreed = await confirm({
      name: confirmText.name,
      title: confirmText.title,
      text: confirmText.text,
      confirmLabel: confirmText.confirmLabel,
      cancelLabel: t.cancel,
      tone: 'danger',
    });
    if (!agreed) return;
    setSending(true);
    try {
      await submit(password);
    } catch (failure) {
      setSending(false);
      const fields = handleError(failure);
      if (fields) setError(fieldErrorMap(fields).password ?? fields[0]?.msg);
      return;
    }
    onDone();
  }

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-section__title">
        {title}
      </h3>
      <p className="account-section__lead">{lead}</p>
      <p className="account-section__subtitle">{t.whatHappens}</p>
      <ul className="account-section__list">
        {consequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {footnote && <p className="account-section__footnote">{footnote}</p>}
      <form className="account-section__form" onSubmit={handleSubmit} noValidate>
        <Input
          label={t.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          hint={t.passwordHint}
          error={error}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="danger" loading={sending} className="account-section__submit">
          {actionLabel}
        </Button>
      </form>
    </section>
  );
}
