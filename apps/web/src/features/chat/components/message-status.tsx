import { ru } from '../../../i18n/ru.ts';
import { AlertIcon, ClockIcon, DoubleTickIcon, TickIcon } from '../../../ui/icons/icons.tsx';
import './message-status.css';

export type DeliveryStatus = 'sending' | 'sent' | 'read' | 'failed';

const t = ru.chat.status;

/** The state of one's own message: a clock while sending, one tick stored, two ticks read. */
export function MessageStatus({ status }: { status: DeliveryStatus }) {
  return (
    <span className={`message-status message-status--${status}`}>
      {status === 'sending' && <ClockIcon />}
      {status === 'sent' && <TickIcon />}
      {status === 'read' && <DoubleTickIcon />}
      {status === 'failed' && <AlertIcon size={14} />}
      <span className="visually-hidden">{t[status]}</span>
    </span>
  );
}
