/** The sympathies screens, loaded in their own chunk by the route table. */
export { LikedYouPage } from './pages/liked-you-page.tsx';
export { MatchesPage } from './pages/matches-page.tsx';
export { VisitorsPage } from './pages/visitors-page.tsx';
