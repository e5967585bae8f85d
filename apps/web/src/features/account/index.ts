/**
 * Account settings: the popup opened from the account menu (profile data with the e-mail,
 * personal info, deletion, consent withdrawal), and the profile forms the profile page reuses.
 */
export { updateProfile } from './api/profile-fields-api.ts';
export { ACCOUNT_SETTINGS_MODAL, AccountSettings } from './components/account-settings.tsx';
export { InfoForm, type InfoFormProps } from './components/info-form.tsx';
export { ProfileFieldsForm, type ProfileFieldsFormProps } from './components/profile-fields-form.tsx';
export { useAccountSettings } from './hooks/use-account-settings.tsx';
export { INFO_FIELDS, type InfoField, isCodeField } from './model/info-fields.ts';
