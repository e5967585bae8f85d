/**
 * Calls of the operator console. The staff token is kept in sessionStorage (the tab's life,
 * never beside the user token) and sent by hand: the app's user token never goes to /api/staff.
 */
import type {
  AuditResponse,
  BanReason,
  HeldMessageDecision,
  HeldMessageDecisionResponse,
  HeldMessagesResponse,
  ModerationDecisionRequest,
  ModerationDecisionResponse,
  ModerationQueueResponse,
  PhotoDecision,
  PhotoDecisionResponse,
  PhotosResponse,
  ReportDecision,
  ReportDecisionResponse,
  ReportsResponse,
  SignalsResponse,
  StaffLogin,
  StaffLoginResponse,
  StaffMeResponse,
  StaffUserResponse,
  TierGrant,
  TierGrantResponse,
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

function call<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = staffToken();
  return apiRequest<T>(`/staff${path}`, {
    ...options,
    auth: false,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

export const staffApi = {
  login: (body: StaffLogin) => call<StaffLoginResponse>('/login', { method: 'POST', body }),
  logout: () => call('/logout', { method: 'POST' }),
  me: () => call<StaffMeResponse>('/me'),
  queue: () => call<ModerationQueueResponse>('/moderation', { query: { limit: 100 } }),
  decide: (body: ModerationDecisionRequest) =>
    call<ModerationDecisionResponse>('/moderation', { method: 'POST', body }),
  photos: () => call<PhotosResponse>('/photos', { query: { limit: 60 } }),
  decidePhoto: (imageId: string, decision: PhotoDecision) =>
    call<PhotoDecisionResponse>(`/photos/${imageId}`, { method: 'POST', body: { decision } }),
  heldMessages: () => call<HeldMessagesResponse>('/messages', { query: { limit: 100 } }),
  decideHeld: (messageId: string, decision: HeldMessageDecision) =>
    call<HeldMessageDecisionResponse>(`/messages/${messageId}`, {
      method: 'POST',
      body: { decision },
    }),
  reports: () => call<ReportsResponse>('/reports', { query: { limit: 100 } }),
  decideReport: (reportId: string, decision: ReportDecision) =>
    call<ReportDecisionResponse>(`/reports/${reportId}`, {
      method: 'POST',
      body: { decision },
    }),
  signals: () => call<SignalsResponse>('/signals', { query: { limit: 100 } }),
  resolveSignal: (signalId: string) => call(`/signals/${signalId}/resolve`, { method: 'POST' }),
  findUser: (query: string) => call<StaffUserResponse>('/users', { query: { query } }),
  user: (userId: string) => call<StaffUserResponse>(`/users/${userId}`),
  ban: (userId: string, reason: BanReason, note: string) =>
    call<StaffUserResponse>(`/users/${userId}/ban`, { method: 'POST', body: { reason, note } }),
  warn: (userId: string, reason: BanReason, note: string) =>
    call<StaffUserResponse>(`/users/${userId}/warn`, {
      method: 'POST',
      body: { reason, note },
    }),
  unban: (userId: string) => call<StaffUserResponse>(`/users/${userId}/unban`, { method: 'POST' }),
  grantTier: (body: TierGrant) => call<TierGrantResponse>('/tiers', { method: 'POST', body }),
  audit: (before?: number) => call<AuditResponse>('/audit', { query: { before, limit: 50 } }),
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
