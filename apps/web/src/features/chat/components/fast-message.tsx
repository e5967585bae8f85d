import { type Gender, MESSAGE_TEXT } from '@iskra/contract';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { isApiError, resolveApiError } from '../../../shared/api/index.ts';
import { useCurrentUser, useSession } from '../../../shared/session/session-context.ts';
import { Avatar } from '../../../ui/avatar/avatar.tsx';
import { Button } from '../../../ui/button/button.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { chatApi } from '../api/chat-api.ts';
import { COUNTER_FROM, canSend, cleanOutgoingText, newClientId } from '../model/message-text.ts';
import { type Refusal, WriteOffer } from './write-offer.tsx';
import './fast-message.css';

const t = ru.chat.fast;

/** Who a fast message goes to. */
export interface FastMessageRecipient {
  /** The person's id (UserCard.id). */
  id: string;
  name: string;
  gender: Gender;
  thumbnailUri: string | null;
  vip?: boolean;
}

export interface FastMessageFormProps {
  recipient: FastMessageRecipient;
  /** Where in the interface it was written (the server keeps it for statistics). */
  place: string;
  onClose: () => void;
  onSent?: (dialogId: string) => void;
  /** The calls (a test passes its own). */
  api?: Pick<typeof chatApi, 'send'>;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'error'; text: string }
  | { kind: 'refused'; refusal: Refusal };

/**
 * The fast-message popup (core-application §2 "Popups"): a message to a person from wherever
 * they are shown, without opening the chat. The server opens the pair's dialog when needed; a
 * refusal (no match without Premium, the free allowance spent) is explained with the offer.
 */
export function FastMessageForm({ recipient, place, onClose, onSent, api = chatApi }: FastMessageFormProps) {
  const user = useCurrentUser();
  const { updateUser } = useSession();
  const { notify } = useNotifications();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // One id per message: a retry after a lost answer is stored once.
  const clientId = useRef(newClientId());
  const fieldId = useId();
  const errorId = useId();
  const sending = outcome.kind === 'sending';

  async function send() {
    if (!canSend(text) || sending) return;
    setOutcome({ kind: 'sending' });
    try {
      const answer = await api.send({
        clientId: clientId.current,
        text: cleanOutgoingText(text),
        userId: recipient.id,
        place,
      });
      updateUser({ freeMessages: answer.freeMessages });
      notify({ text: t.sent(recipient.name, recipient.gender), link: `/chat/${answer.dialog.id}` });
      onSent?.(answer.dialog.id);
      onClose();
    } catch (error) {
      const status = isApiError(error) ? error.status : undefined;
      // A refused or invalid message was not stored: the next one is a new message.
      if (status !== undefined) clientId.current = newClientId();
      const code = isApiError(error) ? error.code : undefined;
      if (code === 'chatFreeLimit') {
        updateUser({ freeMessages: 0 });
        setOutcome({ kind: 'refused', refusal: 'freeLimit' });
        return;
      }
      if (code === 'chatNotAllowed') {
        setOutcome({ kind: 'refused', refusal: 'notAllowed' });
        return;
      }
      const resolved = resolveApiError(error);
      const message =
        resolved.kind === 'fields'
          ? (resolved.errors[0]?.msg ?? '')
          : resolved.kind === 'notify'
            ? resolved.text
            : '';
      setOutcome(message ? { kind: 'error', text: message } : { kind: 'idle' });
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  if (outcome.kind === 'refused') {
    return (
      <div className="fast-message">
        <div className="fast-message__to">
          <Avatar name={recipient.name} src={recipient.thumbnailUri} vip={recipient.vip} size="sm" />
          <span>{recipient.name}</span>
        </div>
        <WriteOffer user={user} refusal={outcome.refusal} onNavigate={onClose} />
        <div className="fast-message__actions">
          <Button variant="secondary" onClick={onClose} data-autofocus>
            {t.close}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="fast-message" onSubmit={handleSubmit}>
      <div className="fast-message__to">
        <Avatar name={recipient.name} src={recipient.thumbnailUri} vip={recipient.vip} size="sm" />
        <span>{t.to(recipient.name)}</span>
      </div>
      <div>
        <label className="visually-hidden" htmlFor={fieldId}>
          {ru.chat.composerLabel}
        </label>
        <textarea
          id={fieldId}
          className="fast-message__field"
          maxLength={MESSAGE_TEXT.max}
          placeholder={ru.chat.placeholder}
          value={text}
          data-autofocus
          aria-invalid={outcome.kind === 'error' || undefined}
          aria-describedby={outcome.kind === 'error' ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        {text.length >= COUNTER_FROM && (
          <div className="fast-message__meta">{ru.chat.counter(text.length, MESSAGE_TEXT.max)}</div>
        )}
      </div>
      {outcome.kind === 'error' && (
        <p id={errorId} className="fast-message__error" role="alert">
          {outcome.text}
        </p>
      )}
      <div className="fast-message__actions">
        <Button variant="secondary" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={sending} disabled={!canSend(text)}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}
