/** The subscription settings screens, loaded in their own chunk by the route table. */
export { SettingsPage } from './pages/settings-page.tsx';
