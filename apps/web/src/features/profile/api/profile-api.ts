import { INTERESTS_PATH, type InterestsUpdateResponse, type ProfilePageResponse } from '@iskra/contract';
import { API_BASE, api } from '../../../shared/api/index.ts';

/** Contract paths carry the /api prefix; the client adds it itself. */
function clientPath(path: string): string {
  return path.startsWith(API_BASE) ? path.slice(API_BASE.length) : path;
}

/** Another person's profile by its public number, with the viewer's rating and dialog. */
export function loadProfilePage(userId: number, signal?: AbortSignal) {
  return api.get<ProfilePageResponse>(`/user/page/${userId}`, { signal });
}

export function updateInterests(interests: readonly number[]) {
  return api.post<InterestsUpdateResponse>(clientPath(INTERESTS_PATH), { interests });
}
