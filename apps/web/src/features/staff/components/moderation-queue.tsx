import type { ModerationDecision, ModerationItem } from '@iskra/contract';
import { useCallback, useMemo } from 'react';
import { ru } from '../../../i18n/ru.ts';
import { Badge, Button, Card, EmptyState, Skeleton } from '../../../ui/index.ts';
import { staffApi } from '../api/staff-api.ts';
import { formatDateTime } from './format.ts';
import { useQueueKeys } from './use-queue-keys.ts';
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

  const list = items ?? [];
  const actions = useMemo(
    () => ({
      a: (index: number) => {
        const item = list[index];
        if (item) void decide(item, 'approve');
      },
      r: (index: number) => {
        const item = list[index];
        if (item) void decide(item, 'reject');
      },
      o: (index: number) => {
        const item = list[index];
        if (item) onOpenAccount(item.userId);
      },
    }),
    [list, decide, onOpenAccount],
  );
  const { active, setCurrent, cards } = useQueueKeys(list.length, actions, busy);

  if (!items) return <Skeleton height={160} />;
  return (
    <section className="staff-section" aria-labelledby="staff-queue-title">
      <div className="staff-section__head">
        <div>
          <h2 id="staff-queue-title" className="staff-section__title">
            {t.tabQueue} <Badge tone="neutral">{items.length}</Badge>
          </h2>
          <p className="staff-muted">{t.queueLead}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void load()}>
          {t.queueReload}
        </Button>
      </div>
      <p className="staff-shortcuts">{t.queueShortcuts}</p>
      {items.length === 0 ? (
        <EmptyState title={t.queueEmpty} />
      ) : (
        <ol className="staff-queue">
          {items.map((item, index) => (
            <li
              key={item.userId}
              ref={(node) => {
                cards.current[index] = node;
              }}
            >
              <Card
                as="article"
                className={`staff-case${index === active ? ' staff-case--current' : ''}`}
                aria-current={index === active || undefined}
                aria-label={t.queueItemLabel(item.userNumber)}
                onClick={() => setCurrent(index)}
              >
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
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={busy}
                    onClick={() => void decide(item, 'reject')}
                  >
                    {t.reject}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onOpenAccount(item.userId)}>
                    {t.openAccount}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
