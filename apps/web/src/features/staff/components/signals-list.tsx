import { SAFETY_SIGNAL_LABEL, type StaffSignal } from '@iskra/contract';
import { ru } from '../../../i18n/ru.ts';
import { Badge, Button, Card, Skeleton } from '../../../ui/index.ts';
import { staffApi } from '../api/staff-api.ts';
import { formatDateTime } from './format.ts';
import { useStaffList } from './use-staff-list.ts';

const t = ru.staff;
const fetchSignals = () => staffApi.signals().then((answer) => answer.items);
const signalId = (signal: StaffSignal) => signal.id;

export interface SignalsListProps {
  onError: (error: unknown) => void;
  onOpenAccount: (userId: string) => void;
}

/** Accounts the automatic signals put forward (never punished by them): look, then mark them done. */
export function SignalsList({ onError, onOpenAccount }: SignalsListProps) {
  const { items, busy, settle } = useStaffList<StaffSignal>({ fetch: fetchSignals, idOf: signalId, onError });

  const handleResolve = (signal: StaffSignal) =>
    settle(signal, () => staffApi.resolveSignal(signal.id), t.signalResolved);

  if (!items) return <Skeleton height={80} />;
  return (
    <section className="staff-section" aria-labelledby="staff-signals-title">
      <div>
        <h2 id="staff-signals-title" className="staff-section__title">
          {t.signalsTitle} <Badge tone="neutral">{items.length}</Badge>
        </h2>
        <p className="staff-muted">{items.length === 0 ? t.signalsEmpty : t.signalsLead}</p>
      </div>
      {items.length > 0 && (
        <ul className="staff-queue">
          {items.map((signal) => (
            <li key={signal.id}>
              <Card as="article" className="staff-case" aria-label={SAFETY_SIGNAL_LABEL[signal.kind]}>
                <header className="staff-case__head">
                  <strong>
                    {SAFETY_SIGNAL_LABEL[signal.kind]} · {signal.user.name}{' '}
                    <span className="staff-muted">{t.userNumber(signal.user.userNumber)}</span>
                  </strong>
                  <span className="staff-muted">{formatDateTime(signal.createdAt)}</span>
                </header>
                <p className="staff-muted">
                  {t.statusLabel[signal.user.status]}
                  {Object.entries(signal.details).map(([key, value]) => ` · ${key}: ${String(value)}`)}
                </p>
                <div className="staff-case__actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void handleResolve(signal)}
                  >
                    {t.resolveSignal}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onOpenAccount(signal.user.id)}>
                    {t.openAccount}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
