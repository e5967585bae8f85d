import type { ReactNode } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { CloseIcon, HeartIcon } from '../../../ui/icons/icons.tsx';
import './rate-buttons.css';

export interface RateButtonsProps {
  /** Accessible names: with the person's name when it is known. */
  likeLabel: string;
  dislikeLabel: string;
  onLike: () => void;
  onDislike: () => void;
  /** The rating given here: its button stays pressed and inactive. */
  rated?: 'like' | 'dislike' | null;
  busy?: boolean;
}

/** The pair of round buttons of a list entry: skip and like. */
export function RateButtons({
  likeLabel,
  dislikeLabel,
  onLike,
  onDislike,
  rated = null,
  busy = false,
}: RateButtonsProps) {
  return (
    <>
      <RateButton kind="dislike" label={dislikeLabel} rated={rated} busy={busy} onClick={onDislike}>
        <CloseIcon size={20} />
      </RateButton>
      <RateButton kind="like" label={likeLabel} rated={rated} busy={busy} onClick={onLike}>
        <HeartIcon size={20} />
      </RateButton>
    </>
  );
}

function RateButton({
  kind,
  label,
  rated,
  busy,
  onClick,
  children,
}: {
  kind: 'like' | 'dislike';
  label: string;
  rated: 'like' | 'dislike' | null;
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`rate-button rate-button--${kind}`}
      aria-label={label}
      title={ru.sympathies[kind]}
      aria-pressed={rated === kind}
      disabled={busy || rated === kind}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
