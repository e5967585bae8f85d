import { useCallback } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { ACCOUNT_SETTINGS_MODAL, AccountSettings } from '../components/account-settings.tsx';

/** Opens the account settings popup (from the account menu). */
export function useAccountSettings(): () => void {
  const modal = useModal();
  return useCallback(
    () =>
      modal.open({
        name: ACCOUNT_SETTINGS_MODAL,
        title: ru.account.title,
        size: 'md',
        render: () => <AccountSettings />,
      }),
    [modal],
  );
}
