import { HELD_MESSAGE_REASON_LABEL, type HeldMessage, type HeldMessageDecision } from '@iskra/contract';
import { useCallback } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/index.ts';
import { staffApi } from '../api/staff-api.ts';
import { formatDateTime } from './format.ts';
import { StaffQueue } from './staff-queue.tsx';
import { useStaffList } from './use-staff-list.ts';

const t = ru.staff;
const fetchHeld = () => staffApi.heldMessages().then((answer) => answer.items);
const messageId = (message: HeldMessage) => message.id;

export interface HeldMessagesQueueProps {
  onError: (error: unknown) => void;
  onOpenAccount: (userId: string) => void;
}

/**
 * First messages of new accounts held for review, the longest waiting first. A delivers the
 * current one (the recipient gets it now), R rejects it (never delivered), J and K move, O opens
 * the author's account.
 */
export function HeldMessagesQueue({ onError, onOpenAccount }: HeldMessagesQueueProps) {
  const { items, busy, load, settle } = useStaffList<HeldMessage>({
    fetch: fetchHeld,
    idOf: messageId,
    onError,
  });

  const decide = useCallback(
    (message: HeldMessage, decision: HeldMessageDecision) =>
      settle(
        message,
        () => staffApi.decideHeld(message.id, decision),
        decision === 'deliver' ? t.messageDelivered : t.messageRejected,
      ),
    [settle],
  );

  return (
    <StaffQueue
      name="held"
      title={t.tabMessages}
      lead={t.messagesLead}
      shortcuts={t.messagesShortcuts}
      empty={t.messagesEmpty}
      items={items}
      busy={busy}
      onReload={() => void load()}
      keyOf={messageId}
      labelOf={(message) => t.messageLabel(message.author.userNumber)}
      actions={{
        a: (message) => void decide(message, 'deliver'),
        r: (message) => void decide(message, 'reject'),
        o: (message) => onOpenAccount(message.author.id),
      }}
    >
      {(message) => (
        <>
          <header className="staff-case__head">
            <strong>
              {t.messageRoute(
                message.author.name,
                message.author.userNumber,
                message.recipient.name,
                message.recipient.userNumber,
              )}
            </strong>
            <span className="staff-muted">{formatDateTime(message.createdAt)}</span>
          </header>
          <blockquote className="staff-quote">{message.text}</blockquote>
          <p className="staff-muted">
            {t.messageFound(message.reasons.map((r) => HELD_MESSAGE_REASON_LABEL[r]).join(', '))} ·{' '}
            {t.authorRegistered(formatDateTime(message.author.registeredAt) ?? '')} ·{' '}
            {t.statusLabel[message.author.status]}
          </p>
          <div className="staff-case__actions">
            <Button size="sm" disabled={busy} onClick={() => void decide(message, 'deliver')}>
              {t.deliver}
            </Button>
            <Button size="sm" variant="danger" disabled={busy} onClick={() => void decide(message, 'reject')}>
              {t.reject}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onOpenAccount(message.author.id)}>
              {t.openAccount}
            </Button>
          </div>
        </>
      )}
    </StaffQueue>
  );
}
