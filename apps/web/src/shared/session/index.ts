export { reloadToRoot } from './reload.ts';
export {
  type Session,
  SessionContext,
  type SessionStatus,
  type SignInPayload,
  useCurrentUser,
  useSession,
} from './session-context.ts';
export { SessionProvider } from './session-provider.tsx';
