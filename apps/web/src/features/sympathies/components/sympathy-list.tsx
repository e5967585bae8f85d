import { Fragment, type ReactNode, useEffect } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Button, ButtonLink } from '../../../ui/button/button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { EmptyState } from '../../../ui/empty-state/empty-state.tsx';
import { FlameIcon } from '../../../ui/icons/icons.tsx';
import { PageLayout } from '../../../ui/page-layout/page-layout.tsx';
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import { canLoadMore, type ListState } from '../model/lists.ts';
import type { ListItems, ListKey, SympathiesState } from '../model/store.ts';
import { useSympathies, useSympathyActions } from '../model/sympathies-context.ts';
import { SympathiesNav } from './sympathies-nav.tsx';
import './sympathy-list.css';

export interface SympathyListProps<K extends ListKey> {
  /** The list shown: loaded when the page opens, more as the viewer scrolls. */
  listKey: K;
  text: { title: string; subtitle: string; emptyTitle: string; emptyText: string; lockedNote?: string };
  /** The picture of the empty and failed states. */
  icon: ReactNode;
  /** Entries the server sent hidden (a free user's view): any of them shows `text.lockedNote`. */
  isLocked?: (item: ListItems[K]) => boolean;
  /** One tile (a PersonTile) per entry. */
  renderItem: (item: ListItems[K]) => ReactNode;
}

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * The page of /liked-you, /visitors and /matches: heading, the shared side navigation, the
 * entries in a grid loaded page by page as the viewer scrolls (a bottom spinner while more
 * load), and the empty and failed states.
 */
export function SympathyList<K extends ListKey>({
  listKey,
  text,
  icon,
  isLocked,
  renderItem,
}: SympathyListProps<K>) {
  const list = useSympathies((state) => listOf(state, listKey));
  const actions = useSympathyActions();
  const onLoadMore = () => actions.loadList(listKey, list.items.length);
  const onRetry = () => actions.loadList(listKey, 0);
  useInfiniteScroll(onLoadMore, canLoadMore(list), list.items.length);
  useEffect(() => actions.open(listKey), [actions, listKey]);
  const t = ru.sympathies;

  let content: ReactNode;
  if (!list.loaded && list.failed) {
    content = (
      <Card className="sympathy-list__state" padding="lg">
        <EmptyState
          spacing="flush"
          icon={icon}
          title={t.failed}
          action={<Button onClick={onRetry}>{t.retry}</Button>}
        />
      </Card>
    );
  } else if (!list.loaded) {
    content = (
      <ul className="sympathy-grid" aria-busy="true" aria-label={ru.ui.loading}>
        {SKELETONS.map((key) => (
          <li key={key} className="sympathy-grid__item">
            <Skeleton className="person-tile__skeleton" height="100%" />
          </li>
        ))}
      </ul>
    );
  } else if (list.items.length === 0) {
    content = (
      <Card className="sympathy-list__state" padding="lg">
        <EmptyState
          spacing="flush"
          icon={icon}
          title={text.emptyTitle}
          text={text.emptyText}
          action={
            <ButtonLink to="/discover" icon={<FlameIcon size={18} />}>
              {t.toDiscover}
            </ButtonLink>
          }
        />
      </Card>
    );
  } else {
    content = (
      <>
        {text.lockedNote && isLocked && list.items.some(isLocked) && (
          <p className="sympathy-list__note">{text.lockedNote}</p>
        )}
        <ul className="sympathy-grid">
          {list.items.map((item) => (
            <Fragment key={item.id}>{renderItem(item)}</Fragment>
          ))}
        </ul>
        <div className="sympathy-list__footer">
          {list.loading && <Spinner label={t.loadingMore} />}
          {list.failed && (
            <Button variant="secondary" onClick={onLoadMore}>
              {t.retry}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <PageLayout title={text.title} subtitle={text.subtitle} aside={<SympathiesNav />}>
      {content}
    </PageLayout>
  );
}

function listOf<K extends ListKey>(state: SympathiesState, key: K): ListState<ListItems[K]> {
  const lists: { [L in ListKey]: ListState<ListItems[L]> } = state;
  return lists[key];
}
