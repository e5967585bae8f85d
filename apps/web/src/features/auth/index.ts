/** Accounts: registration, sign-in, password restore, sign-in by link, e-mail confirmation. */
export { EmailConfirmReminder } from './components/email-confirm-reminder.tsx';
export { LoginForm, type LoginFormProps } from './components/login-form.tsx';
export { RegistrationForm, type RegistrationFormProps } from './components/registration-form.tsx';
export { RestoreRequestForm, type RestoreRequestFormProps } from './components/restore-request-form.tsx';
export { EMPTY_REGISTRATION, type RegistrationValues } from './model/registration.ts';
export { AuthLinkPage } from './pages/auth-link-page.tsx';
export { RestorePassPage } from './pages/restore-pass-page.tsx';
