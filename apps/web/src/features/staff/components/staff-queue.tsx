import type { ReactNode } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Badge, Button, Card, EmptyState, Skeleton } from '../../../ui/index.ts';
import { useQueueKeys } from './use-queue-keys.ts';

const t = ru.staff;

export interface StaffQueueProps<T> {
  /** Names the section's heading (`staff-<name>-title`). */
  name: string;
  title: string;
  lead: string;
  shortcuts: string;
  empty: string;
  /** Null while the first read is under way. */
  items: readonly T[] | null;
  /** A decision is under way: the keys wait. */
  busy: boolean;
  onReload: () => void;
  keyOf: (item: T) => string;
  /** The case's accessible name. */
  labelOf: (item: T, index: number) => string;
  /** Letters and what they do to the current case (J and K move; see useQueueKeys). */
  actions: Record<string, (item: T) => void>;
  listClassName?: string;
  caseClassName?: string;
  /** What a case shows inside its card. */
  children: (item: T) => ReactNode;
}

/**
 * A console queue: its heading with the count, a reload, the keyboard shortcuts, and the cases
 * as cards, one of them current (J and K move, a click picks one, the letters act on it).
 */
export function StaffQueue<T>({
  name,
  title,
  lead,
  shortcuts,
  empty,
  items,
  busy,
  onReload,
  keyOf,
  labelOf,
  actions,
  listClassName = 'staff-queue',
  caseClassName,
  children,
}: StaffQueueProps<T>) {
  const { active, setCurrent, cards } = useQueueKeys(items ?? [], actions, busy);

  if (!items) return <Skeleton height={160} />;
  const titleId = `staff-${name}-title`;
  return (
    <section className="staff-section" aria-labelledby={titleId}>
      <div className="staff-section__head">
        <div>
          <h2 id={titleId} className="staff-section__title">
            {title} <Badge tone="neutral">{items.length}</Badge>
          </h2>
          <p className="staff-muted">{lead}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onReload}>
          {t.queueReload}
        </Button>
      </div>
      <p className="staff-shortcuts">{shortcuts}</p>
      {items.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ol className={listClassName}>
          {items.map((item, index) => (
            <li
              key={keyOf(item)}
              ref={(node) => {
                cards.current[index] = node;
              }}
            >
              <Card
                as="article"
                className={['staff-case', caseClassName, index === active ? 'staff-case--current' : '']
                  .filter(Boolean)
                  .join(' ')}
                aria-current={index === active || undefined}
                aria-label={labelOf(item, index)}
                onClick={() => setCurrent(index)}
              >
                {children(item)}
              </Card>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
