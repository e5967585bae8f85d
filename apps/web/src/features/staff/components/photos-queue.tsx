import type { PendingPhoto, PhotoDecision } from '@iskra/contract';
import { useCallback, useMemo } from 'react';
import { ru } from '../../../i18n/ru.ts';
import { Badge, Button, Card, EmptyState, Skeleton } from '../../../ui/index.ts';
import { staffApi } from '../api/staff-api.ts';
import { formatDateTime } from './format.ts';
import { useQueueKeys } from './use-queue-keys.ts';
import { useStaffList } from './use-staff-list.ts';

const t = ru.staff;
const fetchPhotos = () => staffApi.photos().then((answer) => answer.items);
const photoId = (photo: PendingPhoto) => photo.imageId;

export interface PhotosQueueProps {
  onError: (error: unknown) => void;
  onOpenAccount: (userId: string) => void;
}

/**
 * Uploaded photos waiting for staff, the longest waiting first. A approves the current photo,
 * R rejects it (it is deleted and its owner's pages hear it), J and K move, O opens the account.
 */
export function PhotosQueue({ onError, onOpenAccount }: PhotosQueueProps) {
  const { items, busy, load, settle } = useStaffList<PendingPhoto>({
    fetch: fetchPhotos,
    idOf: photoId,
    onError,
  });

  const decide = useCallback(
    (photo: PendingPhoto, decision: PhotoDecision) =>
      settle(
        photo,
        () => staffApi.decidePhoto(photo.imageId, decision),
        decision === 'reject' ? t.photoRejected : t.decided,
      ),
    [settle],
  );

  const list = items ?? [];
  const actions = useMemo(
    () => ({
      a: (index: number) => {
        const photo = list[index];
        if (photo) void decide(photo, 'approve');
      },
      r: (index: number) => {
        const photo = list[index];
        if (photo) void decide(photo, 'reject');
      },
      o: (index: number) => {
        const photo = list[index];
        if (photo) onOpenAccount(photo.userId);
      },
    }),
    [list, decide, onOpenAccount],
  );
  const { active, setCurrent, cards } = useQueueKeys(list.length, actions, busy);

  if (!items) return <Skeleton height={160} />;
  return (
    <section className="staff-section" aria-labelledby="staff-photos-title">
      <div className="staff-section__head">
        <div>
          <h2 id="staff-photos-title" className="staff-section__title">
            {t.tabPhotos} <Badge tone="neutral">{items.length}</Badge>
          </h2>
          <p className="staff-muted">{t.photosLead}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void load()}>
          {t.queueReload}
        </Button>
      </div>
      <p className="staff-shortcuts">{t.photosShortcuts}</p>
      {items.length === 0 ? (
        <EmptyState title={t.photosEmpty} />
      ) : (
        <ol className="staff-photos">
          {items.map((photo, index) => (
            <li
              key={photo.imageId}
              ref={(node) => {
                cards.current[index] = node;
              }}
            >
              <Card
                as="article"
                className={`staff-case staff-photo${index === active ? ' staff-case--current' : ''}`}
                aria-current={index === active || undefined}
                aria-label={t.photoLabel(photo.userNumber, photo.name)}
                onClick={() => setCurrent(index)}
              >
                <img
                  className="staff-photo__picture"
                  src={photo.uri}
                  alt={t.photoAlt(photo.name)}
                  loading="lazy"
                />
                <header className="staff-case__head">
                  <strong>{t.queueItemLabel(photo.userNumber)}</strong>
                  <span className="staff-muted">{formatDateTime(photo.createdAt)}</span>
                </header>
                <p className="staff-muted">{photo.name}</p>
                <div className="staff-case__actions">
                  <Button size="sm" disabled={busy} onClick={() => void decide(photo, 'approve')}>
                    {t.approve}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={busy}
                    onClick={() => void decide(photo, 'reject')}
                  >
                    {t.reject}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onOpenAccount(photo.userId)}>
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
