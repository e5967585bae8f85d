/**
 * What features use from the app shell. The route table is deliberately not exported here:
 * it imports the feature pages, and a feature importing it back would form a cycle.
 */
export { parseProfileSegment, profilePath } from './routes/profile-path.ts';
export { type RedirectState, type RouteAccess, RouteGuard } from './routes/route-guard.tsx';
export {
  DEFAULT_TITLE,
  type RouteHandle,
  type RouteTitle,
  resolveTitle,
  useDocumentTitle,
} from './routes/titles.ts';
export {
  reloadToRoot,
  type Session,
  SessionContext,
  type SessionStatus,
  type SignInPayload,
  useCurrentUser,
  useSession,
} from './session/index.ts';
export { SiteInfoContext, SiteInfoProvider, useSiteInfo, useSiteInfoLoader } from './site-info.tsx';
