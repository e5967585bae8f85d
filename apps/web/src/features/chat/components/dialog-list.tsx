import { useId, useRef } from 'react';
import { Link } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { Avatar } from '../../../ui/avatar/avatar.tsx';
import { Button, ButtonLink } from '../../../ui/button/button.tsx';
import { EmptyState } from '../../../ui/empty-state/empty-state.tsx';
import { ChatIcon, FlameIcon } from '../../../ui/icons/icons.tsx';
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { useScrollEnd } from '../hooks/use-scroll-end.ts';
import { useChat, useChatStore } from '../model/chat-context.ts';
import { DialogRow } from './dialog-row.tsx';
import './dialog-list.css';
import './dialog-row.css';

const t = ru.chat;

function RowSkeleton() {
  return (
    <div className="dialog-row dialog-row--skeleton">
      <Skeleton shape="circle" width={48} height={48} />
      <span className="dialog-row__body">
        <Skeleton shape="text" width="45%" />
        <Skeleton shape="text" width="80%" />
      </span>
    </div>
  );
}

/** New matches nobody wrote to yet, as a strip of avatars above the list. */
function MatchesStrip({ activeId }: { activeId: string | undefined }) {
  const store = useChatStore();
  const matches = useChat((state) => state.matches);
  const dialogs = useChat((state) => state.dialogs);
  const headingId = useId();
  const stripRef = useRef<HTMLUListElement>(null);
  useScrollEnd(
    stripRef,
    () => store.loadMore('matches'),
    matches.loaded && matches.more && !matches.loading && !matches.failed,
    matches.ids.length,
    'x',
  );
  if (matches.ids.length === 0) return null;
  return (
    <section className="chat-matches" aria-labelledby={headingId}>
      <h2 id={headingId} className="chat-matches__title">
        {t.matchesTitle}
      </h2>
      <ul ref={stripRef} className="chat-matches__list">
        {matches.ids.map((id) => {
          const dialog = dialogs[id];
          if (!dialog) return null;
          const { partner } = dialog;
          return (
            <li key={id}>
              <Link
                to={`/chat/${id}`}
                className="chat-match"
                aria-label={t.writeTo(partner.name)}
                aria-current={activeId === id ? 'page' : undefined}
              >
                <Avatar
                  name={partner.name}
                  src={partner.thumbnailUri}
                  vip={partner.vip}
                  size="lg"
                  online={partner.online}
                  ring="spark"
                />
                <span className="chat-match__name">{partner.name}</span>
              </Link>
            </li>
          );
        })}
        {matches.loading && (
          <li className="chat-matches__spinner">
            <Spinner size="sm" label={t.loadingMore} />
          </li>
        )}
      </ul>
    </section>
  );
}

/**
 * The dialogs list (core-application §4 "Dialogs"): chat matches on top, then the dialogs,
 * latest activity first, in pages of 40 loaded as the list is scrolled.
 */
export function DialogList({ activeId }: { activeId: string | undefined }) {
  const viewer = useCurrentUser();
  const store = useChatStore();
  const list = useChat((state) => state.list);
  const matches = useChat((state) => state.matches);
  const dialogs = useChat((state) => state.dialogs);
  const typing = useChat((state) => state.typing);
  const scrollRef = useRef<HTMLDivElement>(null);
  useScrollEnd(
    scrollRef,
    () => store.loadMore('dialogs'),
    list.loaded && list.more && !list.loading && !list.failed,
    list.ids.length,
  );

  const firstLoad = !list.loaded && !list.failed;
  const nothing = list.loaded && list.ids.length === 0 && matches.loaded && matches.ids.length === 0;

  return (
    <div ref={scrollRef} className="chat-list">
      <MatchesStrip activeId={activeId} />
      {firstLoad && (
        <div className="chat-list__skeleton" aria-busy="true">
          <span className="visually-hidden">{ru.app.loading}</span>
          <RowSkeleton />
          <RowSkeleton />
          <RowSkeleton />
          <RowSkeleton />
        </div>
      )}
      {nothing && (
        <EmptyState
          className="chat-list__empty"
          icon={<ChatIcon size={32} />}
          title={t.emptyTitle}
          text={t.emptyText}
          action={
            <ButtonLink to="/discover" icon={<FlameIcon size={18} />}>
              {t.toDiscover}
            </ButtonLink>
          }
        />
      )}
      {list.loaded && list.ids.length === 0 && matches.ids.length > 0 && (
        <p className="chat-list__hint">{t.writeFirst(viewer.gender)}</p>
      )}
      {list.ids.length > 0 && (
        <ul className="chat-list__items" aria-label={t.listLabel}>
          {list.ids.map((id) => {
            const dialog = dialogs[id];
            if (!dialog) return null;
            return (
              <li key={id}>
                <DialogRow dialog={dialog} typing={Boolean(typing[id])} active={activeId === id} />
              </li>
            );
          })}
        </ul>
      )}
      {list.loaded && list.loading && (
        <div className="chat-list__more">
          <Spinner size="sm" label={t.loadingMore} />
        </div>
      )}
      {list.failed && (
        <div className="chat-list__failed" role="alert">
          <p>{t.loadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => store.loadMore('dialogs')}>
            {t.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
