import type { ModerationDecision, ModerationItem } from '@iskra/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ru } from '../../../i18n/ru.ts';
import { Badge, Button, Card, EmptyState, Skeleton } from '../../../ui/index.ts';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { staffApi } from '../api/staff-api.ts';
import { formatDateTime } from './format.ts';

const t = ru.staff;

/** True when a key press belongs to a form control, not to the queue's shortcuts. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

export interface ModerationQueueProps {
  onError: (error: unknown) => void;
  onOpenAccount: (userId: string) => void;
}

/**
 * The names and descriptions waiting for moderation, the longest waiting first. One case is
 * current; A approves and R rejects its waiting parts, J and K move, O opens the account.
 */
export function ModerationQueue({ onError, onOpenAccount }: ModerationQueueProps) {
  const { notify } = useNotifications();
  const [items, setItems] = useState<ModerationItem[] | null>(null);
  const [current, setCurrent] = useState(0);
  const [busy, setBusy] = useState(false);
  const cards = useRef<Array<HTMLElement | null>>([]);

  const load = useCallback(async () => {
    try {
      setItems((await staffApi.queue()).items);
    } catch (error) {
      onError(error);
    }
  }, [onError]);

  useEffect(() => {
    void load();
  }, [load]);

  const decide = useCallback(
    async (item: ModerationItem, decision: ModerationDecision) => {
      setBusy(true);
      try {
        await staffApi.decide({
          userId: item.userId,
          ...(item.pending.name ? { name: decision, nameReviewed: item.name } : {}),
          ...(item.pending.description
            ? { description: decision, descriptionReviewed: item.description }
            : {}),
        });
        notify(t.decided);
        setItems((list) => list?.filter((i) => i.userId !== item.userId) ?? null);
      } catch (error) {
        onError(error);
        await load();
      } finally {
        setBusy(false);
      }
    },
    [load, notify, onError],
  );

  useEffect(() => {
    function handleKey(event: KeyboardEvent) {
      if (!items || items.length === 0 || busy || typing(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const item = items[Math.min(current, items.length - 1)];
      if (!item) return;
      const key = event.key.toLowerCase();
      if (key === 'j') setCurrent((i) => Math.min(i + 1, items.length - 1));
      else if (key === 'k') setCurrent((i) => Math.max(i - 1, 0));
      else if (key === 'a') void decide(item, 'approve');
      else if (key === 'r') void decide(item, 'reject');
      else if (key === 'o') onOpenAccount(item.userId);
      else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [items, current, busy, decide, onOpenAccount]);

  useEffect(() => {
    cards.current[current]?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  if (!items) return <Skeleton height={160} />;
  const active = Math.min(current, items.length - 1);
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
