import * as ru from '../../../i18n/ru.ts';
import { Badge } from '../../../ui/badge/badge.tsx';
import { AlertIcon } from '../../../ui/icons/icons.tsx';
import './section-card.css';
import './moderation.css';

/** Moderation state of a name or description: 1 confirmed, 0 pending, -1 failed. */
export type ModerationState = number;

/** 'на проверке' beside a title while the moderator has not looked yet. */
export function ModerationBadge({ state }: { state: ModerationState }) {
  if (state !== 0) return null;
  return <Badge tone="neutral">{ru.profile.moderation.pending}</Badge>;
}

/** What the state means for the owner: pending, or failed with a request to change it. */
export function ModerationNote({
  state,
  pending,
  failed,
}: {
  state: ModerationState;
  pending: string;
  failed: string;
}) {
  if (state === 0) return <p className="profile-section__muted">{pending}</p>;
  if (state === -1) {
    return (
      <p className="moderation-failed">
        <AlertIcon size={18} />
        <span>{failed}</span>
      </p>
    );
  }
  return null;
}
