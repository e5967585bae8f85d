import {
  FEEDBACK_GUEST_USER_ID,
  FEEDBACK_TEXT,
  HELP_MAX_TEXT_LENGTH,
  HELP_MIN_TEXT_LENGTH_EXCLUSIVE,
  isFeedbackSendable,
  SUCCESS_TEXT,
} from '@iskra/contract';
import { type FormEvent, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { fieldErrorMap } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Input, TextArea } from '../../../ui/form/input.tsx';
import { sendFeedback } from '../api/feedback-api.ts';
import { feedbackFailure } from '../model/feedback.ts';
import './feedback-form.css';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * The contact form of /help (core-application §5): sending is possible only when the trimmed
 * text is longer than 10 characters; after a successful send the text clears, so the button
 * is disabled again. The reply address starts with the signed-in user's address.
 */
export function FeedbackForm() {
  const { user } = useSession();
  const [message, setMessage] = useState('');
  const [replyEmail, setReplyEmail] = useState(user?.email ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const t = ru.help;

  const sendable = isFeedbackSendable(message);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Never sends an empty or too short text, whatever triggered the submit.
    if (!sendable || sending) return;
    const email = replyEmail.trim();
    if (!user && email === '') {
      setErrors({ replyEmail: FEEDBACK_TEXT.replyEmailRequired });
      return;
    }
    setErrors({});
    setOutcome(null);
    setSending(true);
    try {
      await sendFeedback({
        message: message.trim(),
        userId: user?.id ?? FEEDBACK_GUEST_USER_ID,
        replyEmail: email,
      });
      setMessage('');
      setOutcome({ kind: 'success', text: SUCCESS_TEXT.feedbackSent });
    } catch (error) {
      const failure = feedbackFailure(error);
      if (failure.kind === 'fields') setErrors(fieldErrorMap(failure.errors));
      else setOutcome({ kind: 'error', text: failure.text });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="feedback-form" onSubmit={handleSubmit} noValidate>
      <TextArea
        label={t.message}
        name="message"
        rows={6}
        value={message}
        maxLength={HELP_MAX_TEXT_LENGTH}
        placeholder={t.messagePlaceholder}
        hint={t.messageHint(HELP_MIN_TEXT_LENGTH_EXCLUSIVE)}
        error={errors.message}
        onChange={(event) => {
          setMessage(event.target.value);
          setOutcome(null);
          if (errors.message) setErrors(({ message: _, ...rest }) => rest);
        }}
      />
      <Input
        label={t.replyEmail}
        name="replyEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={replyEmail}
        required={!user}
        hint={user ? t.replyEmailHintUser : t.replyEmailHintGuest}
        error={errors.replyEmail}
        onChange={(event) => {
          setReplyEmail(event.target.value);
          if (errors.replyEmail) setErrors(({ replyEmail: _, ...rest }) => rest);
        }}
      />
      <div className="feedback-form__footer">
        <Button type="submit" disabled={!sendable} loading={sending}>
          {t.send}
        </Button>
        <div className="feedback-form__status" role="status">
          {outcome?.kind === 'success' && <p className="feedback-form__success">{outcome.text}</p>}
        </div>
      </div>
      {outcome?.kind === 'error' && (
        <p className="feedback-form__error" role="alert">
          {outcome.text}
        </p>
      )}
    </form>
  );
}
