import { type AuditEntry, STAFF_AUDIT_ACTION_LABEL } from '@iskra/contract';
import { useCallback, useEffect, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Button, EmptyState, Skeleton } from '../../../ui/index.ts';
import { staffApi } from '../api/staff-api.ts';
import { formatDateTime } from './format.ts';

const t = ru.staff;

function detailsText(details: AuditEntry['details']): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
}

/** Admins: the audit log, newest first, a page at a time (reading it is itself recorded). */
export function AuditLog({ onError }: { onError: (error: unknown) => void }) {
  const [items, setItems] = useState<AuditEntry[] | null>(null);
  const [more, setMore] = useState(false);

  const load = useCallback(
    async (before?: number) => {
      try {
        const page = (await staffApi.audit(before)).items;
        setItems((list) => (before === undefined ? page : [...(list ?? []), ...page]));
        setMore(page.length > 0);
      } catch (error) {
        onError(error);
      }
    },
    [onError],
  );

  useEffect(() => {
    void load();
  }, [load]);

  if (!items) return <Skeleton height={160} />;
  return (
    <section className="staff-section" aria-labelledby="staff-audit-title">
      <h2 id="staff-audit-title" className="staff-section__title">
        {t.tabAudit}
      </h2>
      <p className="staff-muted">{t.auditLead}</p>
      {items.length === 0 ? (
        <EmptyState title={t.auditEmpty} />
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t.auditWhen}</th>
                <th scope="col">{t.auditWho}</th>
                <th scope="col">{t.auditWhat}</th>
                <th scope="col">{t.auditObject}</th>
                <th scope="col">{t.auditIp}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at)}</td>
                  <td>{entry.staffEmail}</td>
                  <td>
                    {STAFF_AUDIT_ACTION_LABEL[entry.action]}
                    <div className="staff-muted">{detailsText(entry.details)}</div>
                  </td>
                  <td className="staff-table__id">
                    {entry.objectType} {entry.objectId}
                  </td>
                  <td>{entry.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more && (
        <Button variant="secondary" onClick={() => void load(items.at(-1)?.id)}>
          {t.auditMore}
        </Button>
      )}
    </section>
  );
}
