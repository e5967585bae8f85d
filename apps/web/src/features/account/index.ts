/** Account settings: the popup opened from the account menu (deletion, consent withdrawal). */
export { ACCOUNT_SETTINGS_MODAL, AccountSettings } from './components/account-settings.tsx';
export { useAccountSettings } from './hooks/use-account-settings.tsx';
