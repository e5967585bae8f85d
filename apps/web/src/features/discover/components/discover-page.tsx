import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { profilePath } from '../../../shared/routing/profile-path.ts';
import { useCurrentUser } from '../../../shared/session/session-context.ts';
import { Button, ButtonLink } from '../../../ui/button/button.tsx';
import { EmptyState } from '../../../ui/empty-state/empty-state.tsx';
import { CloseIcon, CompassIcon, HeartIcon, UndoIcon } from '../../../ui/icons/icons.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { type SwipeDirection, useSympathies, useSympathyActions } from '../../sympathies/index.ts';
import { isDeckKey, useReducedMotion } from '../model/keyboard-motion.ts';
import { useNow } from '../model/time-left.ts';
import { RatingsSpent } from './ratings-spent.tsx';
import { SwipeCard } from './swipe-card.tsx';
import { UserCardView } from './user-card-view.tsx';
import './discover-page.css';

const t = ru.discover;

/**
 * /discover (core-application §4 "Discover"): the last two cards of the deck with the top one
 * active, like and skip by drag, buttons or the arrow keys, undo of the last rating, a loader
 * while loading and an empty card when nobody is left. Once the day's free ratings are spent
 * the deck gives way to "that is all for today" with the time left until they come back, and
 * nothing rates (buttons disabled, no cards to drag) until the server says they are back.
 */
export function DiscoverPage() {
  const user = useCurrentUser();
  const deck = useSympathies((state) => state.discover);
  const actions = useSympathyActions();
  const reducedMotion = useReducedMotion();
  const headingBase = useId();
  const { notify } = useNotifications();
  const [announcement, setAnnouncement] = useState('');
  const likeButton = useRef<HTMLButtonElement>(null);

  const { cards, loading, exhausted, failed, leaving, lastLiked, freeLikes, ratingsResetAt, pending } = deck;
  const spent = !freeLikes;
  const top = spent ? null : (cards.at(-1) ?? null);
  const now = useNow(spent);

  // Past the Moscow midnight the server gives the ratings again: ask it.
  const resetPassed = spent && ratingsResetAt !== null && Date.parse(ratingsResetAt) <= now;
  useEffect(() => {
    if (resetPassed) actions.loadDiscover();
  }, [resetPassed, actions]);

  // The deck loads when it is empty (and the last answer was not empty already), once the
  // ratings on their way are recorded.
  useEffect(() => {
    if (cards.length === 0 && !loading && !exhausted && !failed && !leaving && pending === 0)
      actions.loadDiscover();
  }, [cards.length, loading, exhausted, failed, leaving, pending, actions]);

  const rate = useCallback(
    (direction: SwipeDirection) => {
      // Without free ratings there is no top card: nothing rates until they come back.
      if (!top || leaving) return;
      setAnnouncement(direction === 'like' ? t.liked(top.name) : t.disliked(top.name));
      // Focus inside the leaving card would be lost with it.
      if (document.activeElement instanceof HTMLElement && document.activeElement.closest('.swipe-card'))
        likeButton.current?.focus();
      actions.rateTopCard(direction);
    },
    [top, leaving, actions],
  );

  // Registered once: a listener re-registered in an effect would act on the previous card until
  // the effect runs, which may be after the next paint.
  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!isDeckKey(event)) return;
    event.preventDefault();
    rate(event.key === 'ArrowRight' ? 'like' : 'dislike');
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  function undo() {
    if (!lastLiked) return;
    setAnnouncement(t.returned(lastLiked.name));
    actions.undo();
    // The card is back, but a free user's rating stays: rating it again changes nothing.
    if (!user.premiumFeatures) notify(t.undoFree(user.gender));
  }

  const visible = spent ? [] : cards.slice(-2);
  const showLoader = !spent && cards.length === 0 && (loading || (!exhausted && !failed));

  return (
    <div className="discover">
      <h1 className="discover__title">{t.title}</h1>
      <section className="discover__deck" aria-label={t.deckLabel} aria-busy={loading || undefined}>
        {visible.map((card, index) => {
          const active = index === visible.length - 1;
          return (
            <div
              key={card.id}
              className={
                active ? 'discover__slot discover__slot--top' : 'discover__slot discover__slot--under'
              }
              aria-hidden={active ? undefined : true}
              inert={!active}
            >
              <SwipeCard
                active={active}
                leaving={leaving?.id === card.id ? leaving.direction : null}
                onSwipe={(direction) => rate(direction)}
                reducedMotion={reducedMotion}
              >
                <UserCardView
                  card={card}
                  viewerCity={user.city}
                  active={active}
                  headingId={`${headingBase}-${card.id}`}
                />
              </SwipeCard>
            </div>
          );
        })}
        {showLoader && (
          <div className="discover__placeholder discover__placeholder--loading">
            <Spinner size="lg" label={t.loading} />
            <p>{t.loading}</p>
          </div>
        )}
        {spent && <RatingsSpent resetAt={ratingsResetAt} now={now} />}
        {!spent && cards.length === 0 && !loading && exhausted && (
          <div className="discover__placeholder">
            <EmptyState
              spacing="compact"
              icon={<CompassIcon />}
              title={t.emptyTitle}
              text={t.emptyText(user.gender)}
              action={
                <div className="discover__empty-actions">
                  <Button onClick={actions.loadDiscover}>{t.emptyAgain}</Button>
                  <ButtonLink to={profilePath(user.userId)} variant="secondary">
                    {t.emptySettings}
                  </ButtonLink>
                </div>
              }
            />
          </div>
        )}
        {!spent && cards.length === 0 && !loading && failed && (
          <div className="discover__placeholder">
            <EmptyState
              spacing="compact"
              icon={<CompassIcon />}
              title={t.failedTitle}
              text={t.failedText}
              action={<Button onClick={actions.loadDiscover}>{t.retry}</Button>}
            />
          </div>
        )}
      </section>
      <fieldset className="discover__actions">
        <legend className="visually-hidden">{t.actionsLabel}</legend>
        {/* aria-disabled, not disabled: a pressed button keeps the keyboard focus while the card flies out. */}
        <button
          type="button"
          className="discover__action discover__action--dislike"
          aria-label={t.dislike}
          aria-disabled={!top || undefined}
          disabled={spent}
          onClick={() => rate('dislike')}
        >
          <CloseIcon size={30} />
        </button>
        {lastLiked && !spent ? (
          <button
            type="button"
            className="discover__action discover__action--undo"
            aria-label={t.undo}
            onClick={undo}
          >
            <UndoIcon size={22} />
          </button>
        ) : (
          <span className="discover__action-slot" aria-hidden="true" />
        )}
        <button
          ref={likeButton}
          type="button"
          className="discover__action discover__action--like"
          aria-label={t.like}
          aria-disabled={!top || undefined}
          disabled={spent}
          onClick={() => rate('like')}
        >
          <HeartIcon size={30} />
        </button>
      </fieldset>
      {!spent && <p className="discover__hint">{t.keyboardHint}</p>}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
