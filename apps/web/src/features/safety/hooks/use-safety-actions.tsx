import { useCallback, useMemo } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useErrorHandler } from '../../../shared/api/index.ts';
import { useConfirm } from '../../../ui/modal/confirm-dialog.tsx';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import type { LikePlace } from '../../sympathies/index.ts';
import { safetyApi } from '../api/safety-api.ts';
import { ReportForm, type ReportTarget } from '../components/report-form.tsx';

const t = ru.safety;
export const REPORT_POPUP = 'safety-report';

export interface SafetyActions {
  /** The report popup; resolves with whether a report was sent, and whether it blocked. */
  report(person: ReportTarget): Promise<{ sent: boolean; blocked: boolean }>;
  /** Asks, then blocks; resolves true once blocked. */
  block(person: ReportTarget, place: LikePlace): Promise<boolean>;
  /** Asks, then ends the mutual sympathy and the dialog for both; resolves true once done. */
  unmatch(person: ReportTarget): Promise<boolean>;
}

/** Report, block and unmatch with their popups, confirmations and notifications. */
export function useSafetyActions(): SafetyActions {
  const modal = useModal();
  const confirm = useConfirm();
  const { notify } = useNotifications();
  const handleError = useErrorHandler();

  const report = useCallback(
    (person: ReportTarget) =>
      new Promise<{ sent: boolean; blocked: boolean }>((resolve) => {
        let outcome = { sent: false, blocked: false };
        modal.open({
          name: REPORT_POPUP,
          title: t.reportTitle(person.name, person.gender),
          size: 'md',
          onClose: () => resolve(outcome),
          render: ({ close }) => (
            <ReportForm
              person={person}
              onCancel={close}
              onSent={(blocked) => {
                outcome = { sent: true, blocked };
                notify(blocked ? t.reportSentBlocked : t.reportSent);
                close();
              }}
            />
          ),
        });
      }),
    [modal, notify],
  );

  const block = useCallback(
    async (person: ReportTarget, place: LikePlace) => {
      const yes = await confirm({
        name: 'safety-block',
        title: t.blockTitle(person.name, person.gender),
        text: t.blockText(person.gender),
        confirmLabel: t.blockConfirm,
        cancelLabel: t.cancel,
        tone: 'danger',
      });
      if (!yes) return false;
      try {
        await safetyApi.block(person.id, place);
        notify(t.blocked);
        return true;
      } catch (error) {
        handleError(error, { fieldsAsNotification: true });
        return false;
      }
    },
    [confirm, notify, handleError],
  );

  const unmatch = useCallback(
    async (person: ReportTarget) => {
      const yes = await confirm({
        name: 'safety-unmatch',
        title: t.unmatchTitle(person.name, person.gender),
        text: t.unmatchText,
        confirmLabel: t.unmatchConfirm,
        cancelLabel: t.cancel,
        tone: 'danger',
      });
      if (!yes) return false;
      try {
        await safetyApi.unmatch(person.id);
        notify(t.unmatched);
        return true;
      } catch (error) {
        handleError(error, { fieldsAsNotification: true });
        return false;
      }
    },
    [confirm, notify, handleError],
  );

  return useMemo(() => ({ report, block, unmatch }), [report, block, unmatch]);
}
