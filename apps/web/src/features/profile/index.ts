/** Profiles: /@u{userId} (own and other people's). */
export { ProfilePage } from './pages/profile-page.tsx';
