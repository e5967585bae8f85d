import type { PendingPhoto, PhotoDecision } from '@iskra/contract';
import { useCallback } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/index.ts';
import { staffApi } from '../api/staff-api.ts';
import { formatDateTime } from './format.ts';
import { StaffQueue } from './staff-queue.tsx';
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

  return (
    <StaffQueue
      name="photos"
      title={t.tabPhotos}
      lead={t.photosLead}
      shortcuts={t.photosShortcuts}
      empty={t.photosEmpty}
      items={items}
      busy={busy}
      onReload={() => void load()}
      keyOf={photoId}
      labelOf={(photo) => t.photoLabel(photo.userNumber, photo.name)}
      actions={{
        a: (photo) => void decide(photo, 'approve'),
        r: (photo) => void decide(photo, 'reject'),
        o: (photo) => onOpenAccount(photo.userId),
      }}
      listClassName="staff-photos"
      caseClassName="staff-photo"
    >
      {(photo) => (
        <>
          <img className="staff-photo__picture" src={photo.uri} alt={t.photoAlt(photo.name)} loading="lazy" />
          <header className="staff-case__head">
            <strong>{t.queueItemLabel(photo.userNumber)}</strong>
            <span className="staff-muted">{formatDateTime(photo.createdAt)}</span>
          </header>
          <p className="staff-muted">{photo.name}</p>
          <div className="staff-case__actions">
            <Button size="sm" disabled={busy} onClick={() => void decide(photo, 'approve')}>
              {t.approve}
            </Button>
            <Button size="sm" variant="danger" disabled={busy} onClick={() => void decide(photo, 'reject')}>
              {t.reject}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onOpenAccount(photo.userId)}>
              {t.openAccount}
            </Button>
          </div>
        </>
      )}
    </StaffQueue>
  );
}
