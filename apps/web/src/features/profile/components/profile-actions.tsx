import { useId } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Button, ButtonLink } from '../../../ui/button/button.tsx';
import { ChatIcon, CloseIcon, HeartIcon } from '../../../ui/icons/icons.tsx';
import './profile-actions.css';

const t = ru.profile.actions;

export interface ProfileActionsProps {
  /** The viewer's rating: true liked, false disliked, null none. */
  rating: boolean | null;
  /** The rating being sent, if any. */
  sending: 'like' | 'dislike' | null;
  dialogId: string | null;
  onRate: (love: boolean) => void;
  /** "Написать" without a dialog. */
  onMessageGate: () => void;
}

/**
 * Dislike, message and like. After a successful like the like button is disabled, after a
 * successful dislike the dislike button (core-application §4).
 */
export function ProfileActions({ rating, sending, dialogId, onRate, onMessageGate }: ProfileActionsProps) {
  const statusId = useId();
  const busy = sending !== null;
  return (
    <div className="profile-actions">
      <div className="profile-actions__row">
        <Button
          variant="secondary"
          className="profile-actions__button profile-actions__button--dislike"
          tile
          icon={<CloseIcon size={20} />}
          disabled={rating === false || (busy && sending !== 'dislike')}
          loading={sending === 'dislike'}
          aria-describedby={rating === false ? statusId : undefined}
          onClick={() => onRate(false)}
        >
          {t.dislike}
        </Button>
        {dialogId ? (
          <ButtonLink
            to={`/chat/${dialogId}`}
            variant="secondary"
            className="profile-actions__button"
            tile
            icon={<ChatIcon size={20} />}
          >
            {t.message}
          </ButtonLink>
        ) : (
          <Button
            variant="secondary"
            className="profile-actions__button"
            tile
            icon={<ChatIcon size={20} />}
            aria-haspopup="dialog"
            onClick={onMessageGate}
          >
            {t.message}
          </Button>
        )}
        <Button
          className="profile-actions__button profile-actions__button--like"
          tile
          icon={<HeartIcon size={20} />}
          disabled={rating === true || (busy && sending !== 'like')}
          loading={sending === 'like'}
          aria-describedby={rating === true ? statusId : undefined}
          onClick={() => onRate(true)}
        >
          {t.like}
        </Button>
      </div>
      <p id={statusId} className="profile-actions__status" role="status">
        {rating === true ? t.liked : rating === false ? t.disliked : ''}
      </p>
    </div>
  );
}
