/**
 * Calls of the operator console. The staff token is kept in sessionStorage (the tab's life,
 * never beside the user token) and sent by hand: the app's user token never goes to /api/staff.
 */
import {
  auditResponseSchema,
  type BanReason,
  type HeldMessageDecision,
  heldMessageDecisionResponseSchema,
  heldMessagesResponseSchema,
  type ModerationDecisionRequest,
  moderationDecisionResponseSchema,
  moderationQueueResponseSchema,
  type PhotoDecision,
  photoDecisionResponseSchema,
  photosResponseSchema,
  type ReportDecision,
  reportDecisionResponseSchema,
  reportsResponseSchema,
  type StaffLogin,
  signalsResponseSchema,
  staffLoginResponseSchema,
  staffMeResponseSchema,
  staffUserResponseSchema,
  type TierGrant,
  tierGrantResponseSchema,
} from '@iskra/contract';
import { ApiError, apiRequest, type RequestOptions } from '../../../shared/api/index.ts';

const TOKEN_KEY = 'staffToken';

export function staffToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setStaffToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // No storage (private mode): the console asks to sign in again after a reload.
  }
}

function call<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const token = staffToken();
  return apiRequest<T>(`/staff${path}`, {
    ...options,
    auth: false,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

export const staffApi = {
  login: (body: StaffLogin) => call('/login', { method: 'POST', body, schema: staffLoginResponseSchema }),
  logout: () => call('/logout', { method: 'POST' }),
  me: () => call('/me', { schema: staffMeResponseSchema }),
  queue: () => call('/moderation', { query: { limit: 100 }, schema: moderationQueueResponseSchema }),
  decide: (body: ModerationDecisionRequest) =>
    call('/moderation', { method: 'POST', body, schema: moderationDecisionResponseSchema }),
  photos: () => call('/photos', { query: { limit: 60 }, schema: photosResponseSchema }),
  decidePhoto: (imageId: string, decision: PhotoDecision) =>
    call(`/photos/${imageId}`, { method: 'POST', body: { decision }, schema: photoDecisionResponseSchema }),
  heldMessages: () => call('/messages', { query: { limit: 100 }, schema: heldMessagesResponseSchema }),
  decideHeld: (messageId: string, decision: HeldMessageDecision) =>
    call(`/messages/${messageId}`, {
      method: 'POST',
      body: { decision },
      schema: heldMessageDecisionResponseSchema,
    }),
  reports: () => call('/reports', { query: { limit: 100 }, schema: reportsResponseSchema }),
  decideReport: (reportId: string, decision: ReportDecision) =>
    call(`/reports/${reportId}`, {
      method: 'POST',
      body: { decision },
      schema: reportDecisionResponseSchema,
    }),
  signals: () => call('/signals', { query: { limit: 100 }, schema: signalsResponseSchema }),
  resolveSignal: (signalId: string) => call(`/signals/${signalId}/resolve`, { method: 'POST' }),
  findUser: (query: string) => call('/users', { query: { query }, schema: staffUserResponseSchema }),
  user: (userId: string) => call(`/users/${userId}`, { schema: staffUserResponseSchema }),
  ban: (userId: string, reason: BanReason, note: string) =>
    call(`/users/${userId}/ban`, { method: 'POST', body: { reason, note }, schema: staffUserResponseSchema }),
  warn: (userId: string, reason: BanReason, note: string) =>
    call(`/users/${userId}/warn`, {
      method: 'POST',
      body: { reason, note },
      schema: staffUserResponseSchema,
    }),
  unban: (userId: string) =>
    call(`/users/${userId}/unban`, { method: 'POST', schema: staffUserResponseSchema }),
  grantTier: (body: TierGrant) => call('/tiers', { method: 'POST', body, schema: tierGrantResponseSchema }),
  audit: (before?: number) => call('/audit', { query: { before, limit: 50 }, schema: auditResponseSchema }),
};

/**
 * A photo kept with a report, as an object URL for an <img> (an image request could not carry
 * the staff token). The caller revokes it.
 */
export async function reportPhotoUrl(reportId: string, position: number): Promise<string> {
  const token = staffToken();
  const response = await fetch(`/api/staff/reports/${reportId}/photos/${position}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError('empty', `HTTP ${response.status}`, { status: response.status });
  return URL.createObjectURL(await response.blob());
}
