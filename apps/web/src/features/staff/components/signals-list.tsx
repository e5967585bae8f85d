import { SAFETY_SIGNAL_LABEL, type StaffSignal } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/index.ts';
import { staffApi } from '../api/staff-api.ts';
import { formatDateTime } from './format.ts';
import { StaffQueue } from './staff-queue.tsx';
import { useStaffList } from './use-staff-list.ts';

const t = ru.staff;
const fetchSignals = () => staffApi.signals().then((answer) => answer.items);
const signalId = (signal: StaffSignal) => signal.id;

export interface SignalsListProps {
  onError: (error: unknown) => void;
  onOpenAccount: (userId: string) => void;
}

/**
 * Accounts the automatic signals put forward (never punished by them): look, then mark them
 * done. D marks the current one done, J and K move, O opens the account.
 */
export function SignalsList({ onError, onOpenAccount }: SignalsListProps) {
  const { items, busy, load, settle } = useStaffList<StaffSignal>({
    fetch: fetchSignals,
    idOf: signalId,
    onError,
  });

  const handleResolve = (signal: StaffSignal) =>
    settle(signal, () => staffApi.resolveSignal(signal.id), t.signalResolved);

  return (
    <StaffQueue
      name="signals"
      title={t.signalsTitle}
      lead={t.signalsLead}
      shortcuts={t.signalsShortcuts}
      empty={t.signalsEmpty}
      items={items}
      busy={busy}
      onReload={() => void load()}
      keyOf={signalId}
      labelOf={(signal) => SAFETY_SIGNAL_LABEL[signal.kind]}
      actions={{ d: (signal) => void handleResolve(signal), o: (signal) => onOpenAccount(signal.user.id) }}
    >
      {(signal) => (
        <>
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
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void handleResolve(signal)}>
              {t.resolveSignal}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onOpenAccount(signal.user.id)}>
              {t.openAccount}
            </Button>
          </div>
        </>
      )}
    </StaffQueue>
  );
}
