import type { ModerationDecision, ModerationItem } from '@iskra/contract';
import { useCallback } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Badge, Button } from '../../../ui/index.ts';
import { staffApi } from '../api/staff-api.ts';
import { formatDateTime } from './format.ts';
import { StaffQueue } from './staff-queue.tsx';
import { useStaffList } from './use-staff-list.ts';

const t = ru.staff;
const fetchQueue = () => staffApi.queue().then((answer) => answer.items);
const itemId = (item: ModerationItem) => item.userId;

export interface ModerationQueueProps {
  onError: (error: unknown) => void;
  onOpenAccount: (userId: string) => void;
}

/**
 * The names and descriptions waiting for moderation, the longest waiting first. One case is
 * current; A approves and R rejects its waiting parts, J and K move, O opens the account.
 */
export function ModerationQueue({ onError, onOpenAccount }: ModerationQueueProps) {
  const { items, busy, load, settle } = useStaffList<ModerationItem>({
    fetch: fetchQueue,
    idOf: itemId,
    onError,
  });

  const decide = useCallback(
    (item: ModerationItem, decision: ModerationDecision) =>
      settle(
        item,
        () =>
          staffApi.decide({
            userId: item.userId,
            ...(item.pending.name ? { name: decision, nameReviewed: item.name } : {}),
            ...(item.pending.description
              ? { description: decision, descriptionReviewed: item.description }
              : {}),
          }),
        t.decided,
      ),
    [settle],
  );

  return (
    <StaffQueue
      name="queue"
      title={t.tabQueue}
      lead={t.queueLead}
      shortcuts={t.queueShortcuts}
      empty={t.queueEmpty}
      items={items}
      busy={busy}
      onReload={() => void load()}
      keyOf={(item) => item.userId}
      labelOf={(item) => t.queueItemLabel(item.userNumber)}
      actions={{
        a: (item) => void decide(item, 'approve'),
        r: (item) => void decide(item, 'reject'),
        o: (item) => onOpenAccount(item.userId),
      }}
    >
      {(item) => (
        <>
          <header className="staff-case__head">
            <strong>{t.queueItemLabel(item.userNumber)}</strong>
            <span className="staff-muted">{formatDateTime(item.updatedAt)}</span>
          </header>
          <dl className="staff-case__texts">
            <dt>
              {t.nameLabel} {item.pending.name && <Badge>{t.waiting}</Badge>}
            </dt>
            <dd>{item.name}</dd>
            {item.description && (
              <>
                <dt>
                  {t.descriptionLabel} {item.pending.description && <Badge>{t.waiting}</Badge>}
                </dt>
                <dd className="staff-case__description">{item.description}</dd>
              </>
            )}
          </dl>
          <div className="staff-case__actions">
            <Button size="sm" disabled={busy} onClick={() => void decide(item, 'approve')}>
              {t.approve}
            </Button>
            <Button size="sm" variant="danger" disabled={busy} onClick={() => void decide(item, 'reject')}>
              {t.reject}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onOpenAccount(item.userId)}>
              {t.openAccount}
            </Button>
          </div>
        </>
      )}
    </StaffQueue>
  );
}
