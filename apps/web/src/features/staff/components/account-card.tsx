import {
  BAN_REASON_LABEL,
  BAN_REASONS,
  type BanReason,
  type PhotoDecision,
  STAFF_AUDIT_ACTION_LABEL,
  STAFF_TEXT,
  type StaffUser,
} from '@iskra/contract';
import { type FormEvent, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Badge, Button, Card, Select, TextArea } from '../../../ui/index.ts';
import { formatDateTime } from './format.ts';

const t = ru.staff;
const REASON_OPTIONS = BAN_REASONS.map((value) => ({ value, label: BAN_REASON_LABEL[value] }));

const isReason = (value: string): value is BanReason => (BAN_REASONS as readonly string[]).includes(value);

export interface AccountCardProps {
  user: StaffUser;
  busy: boolean;
  /** Warns or bans; resolves with the field errors of the form, if any. */
  onMeasure: (measure: 'warn' | 'ban', reason: BanReason, note: string) => Promise<Record<string, string>>;
  onUnban: () => void;
  /** Approves or rejects one of the account's waiting photos. */
  onPhoto: (imageId: string, decision: PhotoDecision) => void;
}

/** One account as staff see it: the facts, the decisions about it, and warn, ban or unban. */
export function AccountCard({ user, busy, onMeasure, onUnban, onPhoto }: AccountCardProps) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const facts: Array<[string, string]> = [
    [t.birthday, user.birthday],
    [t.city, user.city],
    [t.registered, formatDateTime(user.createdAt) ?? t.none],
    [t.lastActive, formatDateTime(user.lastActiveAt) ?? t.none],
    [t.premiumUntil, formatDateTime(user.premiumUntil) ?? t.none],
    [t.vipUntil, formatDateTime(user.vipUntil) ?? t.none],
  ];

  async function measure(kind: 'warn' | 'ban') {
    if (!isReason(reason)) {
      setErrors({ reason: kind === 'ban' ? STAFF_TEXT.reasonInvalid : STAFF_TEXT.warnReasonInvalid });
      return;
    }
    const fieldErrors = await onMeasure(kind, reason, note);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0 && kind === 'warn') setNote('');
  }

  function handleBan(event: FormEvent) {
    event.preventDefault();
    void measure('ban');
  }

  return (
    <Card as="article" padding="lg" className="staff-account" aria-labelledby="staff-account-title">
      <header className="staff-account__head">
        <h3 id="staff-account-title" className="staff-account__name">
          {user.name} <span className="staff-muted">{t.userNumber(user.userNumber)}</span>
        </h3>
        <Badge tone={user.status === 'active' ? 'success' : 'accent'}>{t.statusLabel[user.status]}</Badge>
      </header>
      <p className="staff-account__email">{user.email}</p>
      {user.blockedReason && <p>{t.blockedFor(BAN_REASON_LABEL[user.blockedReason])}</p>}
      <dl className="staff-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {user.description && <p className="staff-case__description">{user.description}</p>}

      <h4 className="staff-account__subtitle">{t.accountPhotos}</h4>
      {user.photos.length === 0 ? (
        <p className="staff-muted">{t.accountNoPhotos}</p>
      ) : (
        <ul className="staff-photos">
          {user.photos.map((photo, index) => (
            <li key={photo.imageId} className="staff-photo" aria-label={t.accountPhotoLabel(index + 1)}>
              <img
                className="staff-photo__picture"
                src={photo.uri}
                alt={t.photoAlt(user.name)}
                loading="lazy"
              />
              <div className="staff-case__actions">
                {photo.profile && <Badge tone="neutral">{t.mainPhoto}</Badge>}
                {photo.pending && <Badge>{t.waiting}</Badge>}
              </div>
              {photo.pending && (
                <div className="staff-case__actions">
                  <Button size="sm" disabled={busy} onClick={() => onPhoto(photo.imageId, 'approve')}>
                    {t.approve}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={busy}
                    onClick={() => onPhoto(photo.imageId, 'reject')}
                  >
                    {t.reject}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <h4 className="staff-account__subtitle">{t.history}</h4>
      {user.history.length === 0 ? (
        <p className="staff-muted">{t.historyEmpty}</p>
      ) : (
        <ul className="staff-history">
          {user.history.map((entry) => (
            <li key={entry.id}>
              <span className="staff-muted">{formatDateTime(entry.at)}</span>{' '}
              {STAFF_AUDIT_ACTION_LABEL[entry.action]}
              {typeof entry.details.reason === 'string' && isReason(entry.details.reason)
                ? `: ${BAN_REASON_LABEL[entry.details.reason]}`
                : ''}
              {entry.details.note ? ` — «${entry.details.note}»` : ''}{' '}
              <span className="staff-muted">{entry.staffEmail}</span>
            </li>
          ))}
        </ul>
      )}

      {user.status === 'active' && (
        <form className="staff-form staff-ban" onSubmit={handleBan} noValidate>
          <h4 className="staff-account__subtitle">{t.measuresTitle}</h4>
          <Select
            label={t.banReason}
            name="reason"
            required
            placeholder={t.banReasonPlaceholder}
            options={REASON_OPTIONS}
            value={reason}
            error={errors.reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <TextArea
            label={t.banNote}
            name="note"
            rows={2}
            hint={t.banNoteHint}
            value={note}
            error={errors.note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="staff-case__actions">
            <Button type="button" variant="secondary" loading={busy} onClick={() => void measure('warn')}>
              {t.warn}
            </Button>
            <Button type="submit" variant="danger" loading={busy}>
              {t.ban}
            </Button>
          </div>
        </form>
      )}
      {user.status === 'blocked' && (
        <Button variant="secondary" loading={busy} onClick={onUnban}>
          {t.unban}
        </Button>
      )}
    </Card>
  );
}
