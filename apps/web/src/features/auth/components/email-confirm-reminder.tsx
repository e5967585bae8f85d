import { useEffect } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { takeEmailConfirmTurn } from '../model/email-confirm-cycle.ts';
import { EmailConfirmPopup } from './email-confirm-popup.tsx';

export const EMAIL_CONFIRM_POPUP = 'email-confirm';

/**
 * Mounted by the signed-in layout: reminds a user whose e-mail is not confirmed yet, on every
 * third app start (the cookie cycle of core-application §4).
 */
export function EmailConfirmReminder() {
  const { user } = useSession();
  const modal = useModal();
  const email = user && !user.isActivated ? user.email : null;

  useEffect(() => {
    if (!email || modal.isOpen(EMAIL_CONFIRM_POPUP) || !takeEmailConfirmTurn()) return;
    modal.open({
      name: EMAIL_CONFIRM_POPUP,
      title: ru.auth.emailConfirm.title,
      size: 'sm',
      render: () => <EmailConfirmPopup email={email} />,
    });
  }, [email, modal]);

  return null;
}
