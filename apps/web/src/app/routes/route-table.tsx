import { lazy, type ReactNode } from 'react';
import * as ru from '../../i18n/ru.ts';
import type { RouteAccess } from '../../shared/routing/route-guard.tsx';
import type { RouteTitle } from '../../shared/routing/titles.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';

const t = ru.titles;

/**
 * Every screen of the app in one table: path (under the /app basename), document title
 * (core-application §2 "Document titles per route"), who may open it and the page component.
 * A feature plugs in by replacing `element` of its entries with its page (React.lazy for its own chunk).
 */
export interface AppRoute {
  path: string;
  title: RouteTitle;
  access: RouteAccess;
  element: ReactNode;
  /** Legal and information texts render inside a readable column. */
  frame?: 'legal';
}

const legal = () => import('../../features/legal/index.ts');
const TermsPage = lazy(() => legal().then((m) => ({ default: m.TermsPage })));
const PrivacyPolicyPage = lazy(() => legal().then((m) => ({ default: m.PrivacyPolicyPage })));
const PersonalAgreementPage = lazy(() => legal().then((m) => ({ default: m.PersonalAgreementPage })));
const CookiesPage = lazy(() => legal().then((m) => ({ default: m.CookiesPage })));
const ConfidentialPage = lazy(() => legal().then((m) => ({ default: m.ConfidentialPage })));
const AboutPage = lazy(() => legal().then((m) => ({ default: m.AboutPage })));
// The guest screens carry the registration forms and the slideshow: their own chunk, so signed-in
// visits do not download them.
const LandingPage = lazy(() =>
  import('../pages/landing/landing-page.tsx').then((m) => ({ default: m.LandingPage })),
);
const AuthLinkPage = lazy(() =>
  import('../../features/auth/pages/auth-link-page.tsx').then((m) => ({ default: m.AuthLinkPage })),
);
const RestorePassPage = lazy(() =>
  import('../../features/auth/pages/restore-pass-page.tsx').then((m) => ({ default: m.RestorePassPage })),
);
const HelpPage = lazy(() => import('../../features/help/index.ts').then((m) => ({ default: m.HelpPage })));
const DiscoverPage = lazy(() =>
  import('../../features/discover/index.ts').then((m) => ({ default: m.DiscoverPage })),
);
const sympathies = () => import('../../features/sympathies/pages.ts');
const LikedYouPage = lazy(() => sympathies().then((m) => ({ default: m.LikedYouPage })));
const VisitorsPage = lazy(() => sympathies().then((m) => ({ default: m.VisitorsPage })));
const MatchesPage = lazy(() => sympathies().then((m) => ({ default: m.MatchesPage })));
const purchase = () => import('../../features/billing/purchase-pages.ts');
const PremiumPage = lazy(() => purchase().then((m) => ({ default: m.PremiumPage })));
const VipPage = lazy(() => purchase().then((m) => ({ default: m.VipPage })));
const SettingsPage = lazy(() =>
  import('../../features/billing/subscription-pages.ts').then((m) => ({ default: m.SettingsPage })),
);
const ChatPage = lazy(() => import('../../features/chat/pages.ts').then((m) => ({ default: m.ChatPage })));

export const ROUTES: readonly AppRoute[] = [
  // Public.
  { path: '/', title: t.main, access: 'guest', element: <LandingPage /> },
  // A signed-in visitor of these two goes to /discover (the guard), as from /.
  { path: '/auth', title: t.main, access: 'guest', element: <AuthLinkPage /> },
  { path: '/restore-pass/:link', title: t.main, access: 'guest', element: <RestorePassPage /> },
  { path: '/help', title: t.help, access: 'public', element: <HelpPage /> },
  { path: '/about', title: t.about, access: 'public', element: <AboutPage />, frame: 'legal' },
  { path: '/terms', title: t.terms, access: 'public', element: <TermsPage />, frame: 'legal' },
  {
    path: '/privacy-policy',
    title: t.privacy,
    access: 'public',
    element: <PrivacyPolicyPage />,
    frame: 'legal',
  },
  {
    path: '/personal-agreement',
    title: t.personalAgreement,
    access: 'public',
    element: <PersonalAgreementPage />,
    frame: 'legal',
  },
  { path: '/confidential', title: t.main, access: 'public', element: <ConfidentialPage />, frame: 'legal' },
  { path: '/cookies', title: t.cookies, access: 'public', element: <CookiesPage />, frame: 'legal' },
  // Authenticated.
  {
    path: '/discover',
    title: t.discover,
    access: 'auth',
    element: <DiscoverPage />,
  },
  {
    path: '/liked-you',
    title: t.likedYou,
    access: 'auth',
    element: <LikedYouPage />,
  },
  {
    path: '/visitors',
    title: t.visitors,
    access: 'auth',
    element: <VisitorsPage />,
  },
  {
    path: '/matches',
    title: t.matches,
    access: 'auth',
    element: <MatchesPage />,
  },
  {
    path: '/chat',
    title: t.chat,
    access: 'auth',
    element: <ChatPage />,
  },
  {
    path: '/chat/:dialogId/*',
    title: t.chat,
    access: 'auth',
    element: <ChatPage />,
  },
  {
    path: '/premium',
    title: t.premium,
    access: 'auth',
    element: <PremiumPage />,
  },
  {
    path: '/vip',
    title: t.vip,
    access: 'auth',
    element: <VipPage />,
  },
  {
    path: '/premium-settings',
    title: t.premiumSettings,
    access: 'auth',
    element: <SettingsPage scope="premium" />,
  },
  {
    path: '/vip-settings',
    title: t.vipSettings,
    access: 'auth',
    element: <SettingsPage scope="vip" />,
  },
  {
    path: '/subscription',
    title: t.subscription,
    access: 'auth',
    element: <SettingsPage scope="all" />,
  },
  { path: '/404', title: t.main, access: 'public', element: <NotFoundPage /> },
];
