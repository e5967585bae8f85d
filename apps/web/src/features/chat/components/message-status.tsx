import * as ru from '../../../i18n/ru.ts';
import { AlertIcon, ClockIcon, DoubleTickIcon, TickIcon } from '../../../ui/icons/icons.tsx';
import './message-status.css';

/** `held` and `rejected`: a first message a moderator checks (Message.review). */
export type DeliveryStatus = 'sending' | 'sent' | 'read' | 'failed' | 'held' | 'rejected';

const t = ru.chat.status;

/**
 * The state of one's own message: a clock while sending or waiting for a moderator, one tick
 * stored, two ticks read, an alert when it did not go.
 */
export function MessageStatus({ status }: { status: DeliveryStatus }) {
  return (
    <span className={`message-status message-status--${status}`}>
      {(status === 'sending' || status === 'held') && <ClockIcon />}
      {status === 'sent' && <TickIcon />}
      {status === 'read' && <DoubleTickIcon />}
      {(status === 'failed' || status === 'rejected') && <AlertIcon size={14} />}
      <span className="visually-hidden">{t[status]}</span>
    </span>
  );
}
