import { REPORT_CATEGORY_LABEL, type ReportDecision, type StaffReport } from '@iskra/contract';
import { useCallback, useEffect, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Badge, Button } from '../../../ui/index.ts';
import { reportPhotoUrl, staffApi } from '../api/staff-api.ts';
import { formatDateTime } from './format.ts';
import { StaffQueue } from './staff-queue.tsx';
import { useStaffList } from './use-staff-list.ts';

const t = ru.staff;
const fetchReports = () => staffApi.reports().then((answer) => answer.items);
const reportId = (report: StaffReport) => report.id;

/** The photo copies of a report, fetched with the staff token when asked for (a read is audited). */
function ReportPhotos({ report, onError }: { report: StaffReport; onError: (error: unknown) => void }) {
  const [urls, setUrls] = useState<string[] | null>(null);
  useEffect(
    () => () => {
      for (const url of urls ?? []) URL.revokeObjectURL(url);
    },
    [urls],
  );
  if (report.photoCount === 0) return null;
  if (!urls) {
    return (
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          const positions = Array.from({ length: report.photoCount }, (_, i) => i);
          Promise.all(positions.map((p) => reportPhotoUrl(report.id, p))).then(setUrls, onError);
        }}
      >
        {t.showPhotos(report.photoCount)}
      </Button>
    );
  }
  return (
    <ul className="staff-photos">
      {urls.map((url, position) => (
        <li key={url}>
          <img src={url} alt={`${report.evidence.profile.name}, ${position + 1}`} />
          {position === report.evidence.reportedPhoto && <Badge>{t.reportedPhoto}</Badge>}
        </li>
      ))}
    </ul>
  );
}

export interface ReportsQueueProps {
  onError: (error: unknown) => void;
  onOpenAccount: (userId: string) => void;
}

/** Open reports, most urgent first, with the evidence kept when they were made. */
export function ReportsQueue({ onError, onOpenAccount }: ReportsQueueProps) {
  const { items, busy, load, settle } = useStaffList<StaffReport>({
    fetch: fetchReports,
    idOf: reportId,
    onError,
  });

  const decide = useCallback(
    (report: StaffReport, decision: ReportDecision) =>
      settle(report, () => staffApi.decideReport(report.id, decision), t.reportDecided),
    [settle],
  );

  return (
    <StaffQueue
      name="reports"
      title={t.tabReports}
      lead={t.reportsLead}
      shortcuts={t.reportsShortcuts}
      empty={t.reportsEmpty}
      items={items}
      busy={busy}
      onReload={() => void load()}
      keyOf={reportId}
      labelOf={(_, index) => t.reportLabel(index + 1)}
      actions={{
        o: (report) => onOpenAccount(report.reportedId),
        x: (report) => void decide(report, 'dismissed'),
      }}
    >
      {(report) => {
        const { profile, messages } = report.evidence;
        return (
          <>
            <header className="staff-case__head">
              <strong>
                {REPORT_CATEGORY_LABEL[report.category]} · {profile.name}{' '}
                <span className="staff-muted">{t.userNumber(profile.userNumber)}</span>
              </strong>
              <span className="staff-muted">{formatDateTime(report.createdAt)}</span>
            </header>
            <p className="staff-muted">
              {t.reporter(report.reporterNumber)}
              {report.openAgainst > 1 ? ` · ${t.moreAgainst(report.openAgainst)}` : ''}
              {report.reported ? ` · ${t.statusLabel[report.reported.status]}` : ` · ${t.reportedGone}`}
            </p>
            {report.comment && (
              <p className="staff-case__description">
                {t.reportComment}: {report.comment}
              </p>
            )}
            <details className="staff-evidence">
              <summary>{t.evidence}</summary>
              <dl className="staff-case__texts">
                <dt>{t.nameLabel}</dt>
                <dd>{profile.name}</dd>
                {profile.description && (
                  <>
                    <dt>{t.descriptionLabel}</dt>
                    <dd className="staff-case__description">{profile.description}</dd>
                  </>
                )}
                <dt>{t.birthday}</dt>
                <dd>{profile.birthday}</dd>
                <dt>{t.city}</dt>
                <dd>{profile.city}</dd>
                <dt>{ru.staff.email}</dt>
                <dd>{profile.email}</dd>
              </dl>
            </details>
            {messages.length > 0 && (
              <div>
                <h3 className="staff-account__subtitle">{t.evidenceMessages}</h3>
                <ul className="staff-messages">
                  {messages.map((message) => (
                    <li
                      key={message.id}
                      className={
                        message.id === report.evidence.reportedMessageId ? 'staff-messages__reported' : ''
                      }
                    >
                      <span className="staff-muted">
                        {message.fromReported ? profile.name : t.fromReporter}, {formatDateTime(message.at)}
                        {message.id === report.evidence.reportedMessageId ? ` · ${t.reportedMessage}` : ''}
                      </span>
                      <p>{message.text}</p>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <ReportPhotos report={report} onError={onError} />
            <div className="staff-case__actions">
              <Button
                size="sm"
                variant="danger"
                disabled={busy}
                onClick={() => void decide(report, 'actioned')}
              >
                {t.actioned}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => void decide(report, 'dismissed')}
              >
                {t.dismissed}
              </Button>
              {report.reported && (
                <Button size="sm" variant="ghost" onClick={() => onOpenAccount(report.reportedId)}>
                  {t.openAccount}
                </Button>
              )}
            </div>
          </>
        );
      }}
    </StaffQueue>
  );
}
