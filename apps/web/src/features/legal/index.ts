export { AboutPage } from './pages/about-page.tsx';
export { ConfidentialPage } from './pages/confidential-page.tsx';
export { CookiesPage } from './pages/cookies-page.tsx';
export { PersonalAgreementPage } from './pages/personal-agreement-page.tsx';
export { PrivacyPolicyPage } from './pages/privacy-policy-page.tsx';
export { TermsPage } from './pages/terms-page.tsx';
