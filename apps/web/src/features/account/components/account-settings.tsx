import { ACCOUNT_DELETION } from '@iskra/contract';
import { Link } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { clearToken } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { workingDaysGen } from '../../legal/model/format.ts';
import { BlockedList } from '../../safety/index.ts';
import { type AccountRequest, sendAccountRequest } from '../api/account-api.ts';
import { DangerSection } from './danger-section.tsx';
import { Farewell } from './farewell.tsx';
import { InfoForm } from './info-form.tsx';
import { NotificationSettingsForm } from './notification-settings.tsx';
import { ProfileFieldsForm } from './profile-fields-form.tsx';
import { SettingsSection } from './settings-section.tsx';
import './account-settings.css';

export const ACCOUNT_SETTINGS_MODAL = 'account-settings';

/**
 * The content of the account settings popup, one section per concern: the profile data (with
 * the e-mail), the personal info, the notification letters, the block list, then the data
 * subject requests.
 */
export function AccountSettings() {
  const { user, logout } = useSession();
  const modal = useModal();
  const t = ru.account;
  const consequences = t.consequences(workingDaysGen(ACCOUNT_DELETION.workingDays));

  function handleDone(request: AccountRequest) {
    // The server has ended every session; forget the token now, so that even a closed tab
    // comes back signed out. The farewell replaces this popup and leads out of the app.
    clearToken();
    modal.open({
      name: ACCOUNT_SETTINGS_MODAL,
      title: request === 'consent' ? t.farewell.consentTitle : t.farewell.deletionTitle,
      size: 'sm',
      dismissible: false,
      render: () => <Farewell email={user?.email ?? ''} onDone={() => void logout()} />,
    });
  }

  return (
    <div className="account-settings">
      <SettingsSection title={t.profile.title} lead={t.profile.lead}>
        <ProfileFieldsForm withEmail />
      </SettingsSection>
      <SettingsSection title={t.info.title} lead={t.info.lead}>
        <InfoForm />
      </SettingsSection>
      <SettingsSection title={t.notifications.title} lead={t.notifications.lead}>
        <NotificationSettingsForm />
      </SettingsSection>
      <SettingsSection title={ru.safety.blockedTitle} lead={ru.safety.blockedLead}>
        <BlockedList />
      </SettingsSection>
      <DangerSection
        title={t.deletion.title}
        lead={t.deletion.lead}
        consequences={consequences}
        actionLabel={t.deletion.action}
        confirm={{
          name: 'confirm-account-deletion',
          title: t.deletion.confirmTitle,
          text: t.deletion.confirmText,
          confirmLabel: t.deletion.confirm,
        }}
        submit={(password) => sendAccountRequest('deletion', password)}
        onDone={() => handleDone('deletion')}
      />
      <DangerSection
        title={t.consent.title}
        lead={t.consent.lead}
        consequences={[t.consent.stopsProcessing, ...consequences]}
        footnote={
          <>
            {t.consent.byEmail}
            <Link to="/personal-agreement" onClick={() => modal.close(ACCOUNT_SETTINGS_MODAL)}>
              {t.consent.byEmailLink}
            </Link>
            .
          </>
        }
        actionLabel={t.consent.action}
        confirm={{
          name: 'confirm-consent-withdrawal',
          title: t.consent.confirmTitle,
          text: t.consent.confirmText,
          confirmLabel: t.consent.confirm,
        }}
        submit={(password) => sendAccountRequest('consent', password)}
        onDone={() => handleDone('consent')}
      />
    </div>
  );
}
