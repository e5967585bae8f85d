import { MESSAGE_TEXT } from '@iskra/contract';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import * as ru from '../../../i18n/ru.ts';
import { IconButton } from '../../../ui/button/icon-button.tsx';
import { SendIcon } from '../../../ui/icons/icons.tsx';
import { COUNTER_FROM, canSend } from '../model/message-text.ts';
import './composer.css';

const t = ru.chat;

/** The field grows with its text up to this height, then scrolls. */
const MAX_HEIGHT_PX = 160;

export interface ComposerProps {
  onSend: (text: string) => void;
  /** Every change of the text (the typing signal). */
  onTyping?: () => void;
  /** A line under the field (how many free messages are left). */
  note?: string | null;
  autoFocus?: boolean;
}

/**
 * The message field: grows with the text, Enter sends, Shift+Enter starts a new line; the send
 * button works only when there is text; a counter shows near the 2000-character limit.
 */
export function Composer({ onSend, onTyping, note, autoFocus = false }: ComposerProps) {
  const [text, setText] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const counterId = useId();
  const noteId = useId();
  const ready = canSend(text);
  const showCounter = text.length >= COUNTER_FROM;

  // The field is measured again after every change of the text.
  const fitHeight = useEffectEvent((_text: string) => {
    const field = fieldRef.current;
    if (!field) return;
    field.style.height = 'auto';
    field.style.height = `${Math.min(field.scrollHeight, MAX_HEIGHT_PX)}px`;
    field.style.overflowY = field.scrollHeight > MAX_HEIGHT_PX ? 'auto' : 'hidden';
  });
  useLayoutEffect(() => fitHeight(text), [text]);

  // Opening a conversation opens it to write. The autofocus attribute would not do: a browser
  // honours it once per document, and the composer of every dialog opened later is new.
  const focusOnOpen = useEffectEvent(() => {
    if (autoFocus) fieldRef.current?.focus();
  });
  useLayoutEffect(() => focusOnOpen(), []);

  function submit() {
    if (!canSend(text)) return;
    onSend(text);
    setText('');
    fieldRef.current?.focus();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An input method composing a word uses Enter itself.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  const describedBy = [showCounter ? counterId : '', note ? noteId : ''].filter(Boolean).join(' ');
  return (
    <form className="composer" onSubmit={handleSubmit}>
      <div className="composer__row">
        <label className="visually-hidden" htmlFor={fieldId}>
          {t.composerLabel}
        </label>
        <textarea
          ref={fieldRef}
          id={fieldId}
          className="composer__field"
          rows={1}
          maxLength={MESSAGE_TEXT.max}
          placeholder={t.placeholder}
          value={text}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping?.();
          }}
          onKeyDown={handleKeyDown}
        />
        <IconButton
          type="submit"
          variant="filled"
          className="composer__send"
          aria-label={t.send}
          icon={<SendIcon size={20} />}
          disabled={!ready}
        />
      </div>
      {(showCounter || note) && (
        <div className="composer__notes">
          {note && (
            <span id={noteId} className="composer__note">
              {note}
            </span>
          )}
          {showCounter && (
            <span
              id={counterId}
              className={
                text.length >= MESSAGE_TEXT.max
                  ? 'composer__counter composer__counter--full'
                  : 'composer__counter'
              }
            >
              {t.counter(text.length, MESSAGE_TEXT.max)}
            </span>
          )}
        </div>
      )}
    </form>
  );
}
