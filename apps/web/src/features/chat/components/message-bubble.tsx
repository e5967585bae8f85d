import { CHAT_TEXT } from '@iskra/contract';
import { useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/button/button.tsx';
import { IconButton } from '../../../ui/button/icon-button.tsx';
import { FlagIcon } from '../../../ui/icons/icons.tsx';
import { SmartSentMark } from '../../smart-messages/index.ts';
import { formatClock } from '../model/when.ts';
import { type DeliveryStatus, MessageStatus } from './message-status.tsx';
import './message-bubble.css';

const t = ru.chat;

export interface BubbleProps {
  text: string;
  createdAt: string;
  own: boolean;
  /** The same author wrote the message just above (the bubbles sit closer). */
  follows: boolean;
  /** One's own messages only. */
  status?: DeliveryStatus;
  /** One's own opener sent by the smart-messages service: marked for its sender only. */
  smart?: boolean | undefined;
  /** Why a send failed. */
  error?: string | null;
  onRetry?: () => void;
  onDiscard?: () => void;
  /** A partner's stored message may be reported. */
  onReport?: (() => void) | undefined;
}

/**
 * One message. The text is plain text in a text node (React escapes it; nothing is parsed as
 * HTML, addresses are not turned into links) with its line breaks kept by CSS.
 */
export function MessageBubble({
  text,
  createdAt,
  own,
  follows,
  status,
  smart = false,
  error,
  onRetry,
  onDiscard,
  onReport,
}: BubbleProps) {
  // A tap on a partner's message shows its report button on touch screens (no hover there).
  const [picked, setPicked] = useState(false);
  const classes = ['bubble', own ? 'bubble--own' : 'bubble--partner', follows ? 'bubble--follows' : ''];
  if (status === 'failed' || status === 'rejected') classes.push('bubble--failed');
  if (status === 'held') classes.push('bubble--held');
  if (picked) classes.push('bubble--picked');
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <div className="bubble__row">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the tap only reveals the report button, which keyboards reach by Tab */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the report button itself is focusable */}
        <div className="bubble__box" onClick={onReport ? () => setPicked((was) => !was) : undefined}>
          <p className="bubble__text">{text}</p>
          <span className="bubble__meta">
            <time dateTime={createdAt}>{formatClock(createdAt)}</time>
            {own && status && <MessageStatus status={status} />}
          </span>
        </div>
        {onReport && (
          <IconButton
            className="bubble__report"
            size="sm"
            aria-label={t.reportMessage}
            icon={<FlagIcon size={16} />}
            onClick={() => {
              setPicked(false);
              onReport();
            }}
          />
        )}
      </div>
      {own && smart && <SmartSentMark />}
      {(status === 'held' || status === 'rejected') && (
        <p className={`bubble__note${status === 'rejected' ? ' bubble__note--rejected' : ''}`}>
          {CHAT_TEXT[status]}
        </p>
      )}
      {status === 'failed' && (
        <div className="bubble__failure" role="alert">
          <span>
            {t.notSent}
            {error ? `: ${error}` : ''}
          </span>
          <span className="bubble__actions">
            <Button variant="ghost" size="sm" onClick={onRetry}>
              {t.retrySend}
            </Button>
            <Button variant="ghost" size="sm" onClick={onDiscard}>
              {t.discard}
            </Button>
          </span>
        </div>
      )}
    </li>
  );
}
