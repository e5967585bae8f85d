/** Help: frequent questions and the contact form of /help. */
export { HelpPage } from './pages/help-page.tsx';
