import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/button/button.tsx';
import { ProfileFieldsForm } from '../../account/index.ts';
import './profile-settings.css';

export const PROFILE_SETTINGS_MODAL = 'profile-settings';

/**
 * The profile settings popup: the same fields as account settings minus the e-mail (name,
 * birthday, city, whom and what age the user looks for, the goal), with a way to the rest of
 * the account settings.
 */
export function ProfileSettings({
  onDone,
  onAccountSettings,
}: {
  onDone: () => void;
  onAccountSettings: () => void;
}) {
  return (
    <div className="profile-settings">
      <ProfileFieldsForm onSaved={onDone} />
      <Button variant="ghost" size="sm" className="profile-settings__more" onClick={onAccountSettings}>
        {ru.profile.settings.allSettings}
      </Button>
    </div>
  );
}
