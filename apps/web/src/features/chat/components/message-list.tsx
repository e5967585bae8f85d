import type { Dialog } from '@iskra/contract';
import { useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { ArrowDownIcon } from '../../../ui/icons/icons.tsx';
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { useChatStore } from '../model/chat-context.ts';
import type { Thread } from '../model/chat-state.ts';
import { dayKey, formatDay } from '../model/when.ts';
import { MessageBubble } from './message-bubble.tsx';
import type { DeliveryStatus } from './message-status.tsx';
import './message-list.css';

const t = ru.chat;

/** Within this distance of the bottom the view follows new messages. */
const STICK_PX = 80;
/** Within this distance of the top older messages load. */
const OLDER_PX = 120;

interface Item {
  key: string;
  text: string;
  createdAt: string;
  own: boolean;
  status?: DeliveryStatus;
  error?: string | null;
  clientId?: string;
  /** The stored message's id (not for messages still being sent). */
  messageId?: string;
  /** The smart-messages service sent it for the user (the server says so only to its author). */
  smart?: boolean;
}

interface DayGroup {
  key: string;
  label: string;
  items: Item[];
}

function itemsOf(thread: Thread, partnerId: string): Item[] {
  const stored: Item[] = thread.messages.map((m) => {
    const own = m.user !== partnerId;
    return {
      key: m.clientId,
      messageId: m.id,
      text: m.text,
      createdAt: m.createdAt,
      own,
      status: own ? (m.review ?? (m.read ? 'read' : 'sent')) : undefined,
      smart: own && m.smart === true,
    };
  });
  const pending: Item[] = thread.outgoing.map((o) => ({
    key: o.clientId,
    text: o.text,
    createdAt: o.createdAt,
    own: true,
    status: o.status,
    error: o.error,
    clientId: o.clientId,
  }));
  return [...stored, ...pending];
}

function groupByDay(items: Item[]): DayGroup[] {
  const now = new Date();
  const groups: DayGroup[] = [];
  for (const item of items) {
    const key = dayKey(item.createdAt);
    const group = groups.at(-1);
    if (group?.key === key) group.items.push(item);
    else groups.push({ key, label: formatDay(item.createdAt, now), items: [item] });
  }
  return groups;
}

function ThreadSkeleton() {
  return (
    <div className="messages__skeleton" aria-busy="true">
      <span className="visually-hidden">{ru.app.loading}</span>
      <Skeleton className="messages__skeleton-bubble" width="55%" height={44} />
      <Skeleton
        className="messages__skeleton-bubble messages__skeleton-bubble--own"
        width="40%"
        height={44}
      />
      <Skeleton className="messages__skeleton-bubble" width="65%" height={64} />
      <Skeleton
        className="messages__skeleton-bubble messages__skeleton-bubble--own"
        width="35%"
        height={44}
      />
    </div>
  );
}

export interface MessageListProps {
  dialog: Dialog;
  thread: Thread | undefined;
  typing: boolean;
  /** Reports one of the partner's messages. */
  onReportMessage?: (messageId: string) => void;
}

/**
 * The messages of a dialog, grouped by day. The view starts at the newest message and follows
 * new ones while it is at the bottom; scrolling up loads older ones, keeping the view where it
 * was. New messages from the partner are announced politely to screen readers.
 */
export function MessageList({ dialog, thread, typing, onReportMessage }: MessageListProps) {
  const viewer = useCurrentUser();
  const store = useChatStore();
  const scrollRef = useRef<HTMLElement>(null);
  const partnerId = dialog.partner.id;
  const items = useMemo(() => (thread ? itemsOf(thread, partnerId) : []), [thread, partnerId]);
  const groups = useMemo(() => groupByDay(items), [items]);
  const first = items[0]?.key;
  const lastItem = items.at(-1);
  const last = lastItem?.key;
  const [showJump, setShowJump] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const loaded = thread?.loaded ?? false;
  const seen = useRef<{
    /** The first page had arrived at the last layout. */
    ready: boolean;
    first?: string;
    last?: string;
    height: number;
    top: number;
    atBottom: boolean;
  }>({
    ready: false,
    height: 0,
    top: 0,
    atBottom: true,
  });

  function record() {
    const element = scrollRef.current;
    if (!element) return;
    seen.current.height = element.scrollHeight;
    seen.current.top = element.scrollTop;
    seen.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= STICK_PX;
  }

  function toBottom() {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
    setShowJump(false);
  }

  // Runs after each change of what the list shows (the first page, the first or last message,
  // the typing line); those go in to name what the effect follows, the rest is read fresh.
  const keepPlace = useEffectEvent((_shown: readonly unknown[]) => {
    const element = scrollRef.current;
    if (!element) return;
    const before = seen.current;
    if (!before.ready) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      // Older messages came in above: the same message stays where it was on the screen.
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (last !== before.last && lastItem) {
      if (before.atBottom || lastItem.own) toBottom();
      else setShowJump(true);
      if (!lastItem.own) setAnnouncement(t.incoming(dialog.partner.name, lastItem.text));
    } else if (before.atBottom) {
      element.scrollTop = element.scrollHeight;
    }
    seen.current.ready = loaded;
    seen.current.first = first;
    seen.current.last = last;
    record();
    // A first page too short to scroll cannot be scrolled up: load older ones straight away.
    if (thread?.more && element.scrollHeight <= element.clientHeight) store.loadOlder(dialog.id);
  });
  useLayoutEffect(() => keepPlace([loaded, first, last, typing]), [loaded, first, last, typing]);

  function handleScroll() {
    const element = scrollRef.current;
    if (!element) return;
    record();
    if (seen.current.atBottom) setShowJump(false);
    if (element.scrollTop <= OLDER_PX) store.loadOlder(dialog.id);
  }

  return (
    <div className="messages-frame">
      {thread?.loading && loaded && (
        <div className="messages__older">
          <Spinner size="sm" label={t.loadingOlder} />
        </div>
      )}
      <section
        ref={scrollRef}
        className="messages"
        aria-label={t.messagesLabel(dialog.partner.name, dialog.partner.gender)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        onScroll={handleScroll}
      >
        {!loaded && !thread?.failed && <ThreadSkeleton />}
        {thread?.failed && !loaded && (
          <div className="messages__failed" role="alert">
            <p>{t.messagesFailed}</p>
            <Button variant="secondary" size="sm" onClick={() => store.openDialog(dialog.id)}>
              {t.retry}
            </Button>
          </div>
        )}
        {loaded && items.length === 0 && (
          <p className="messages__intro">
            {t.matchIntro(dialog.partner.name, dialog.partner.gender, viewer.gender)}
          </p>
        )}
        {groups.map((group) => (
          <section key={group.key} className="messages__day" aria-label={group.label}>
            <h3 className="messages__date">
              <span>{group.label}</span>
            </h3>
            <ol className="messages__list">
              {group.items.map((item, index) => (
                <MessageBubble
                  key={item.key}
                  text={item.text}
                  createdAt={item.createdAt}
                  own={item.own}
                  follows={group.items[index - 1]?.own === item.own}
                  status={item.status}
                  smart={item.smart}
                  error={item.error}
                  onRetry={item.clientId ? () => store.retry(dialog.id, item.clientId ?? '') : undefined}
                  onDiscard={item.clientId ? () => store.discard(dialog.id, item.clientId ?? '') : undefined}
                  onReport={
                    !item.own && item.messageId && onReportMessage
                      ? () => onReportMessage(item.messageId ?? '')
                      : undefined
                  }
                />
              ))}
            </ol>
          </section>
        ))}
        {typing && (
          <div className="typing-bubble" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        )}
      </section>
      {showJump && (
        <button type="button" className="messages__jump" onClick={toBottom}>
          <ArrowDownIcon size={18} />
          {t.toNewest}
        </button>
      )}
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
