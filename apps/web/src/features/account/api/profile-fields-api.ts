import type { InfoUpdate, InfoUpdateResponse, ProfileUpdate, ProfileUpdateResponse } from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';

/**
 * `POST /api/user/update` with any subset of the profile settings. A changed e-mail is not
 * applied at once: the answer says `updateEmail: true` and the address changes once confirmed.
 */
export function updateProfile(payload: ProfileUpdate) {
  return api.post<ProfileUpdateResponse>('/user/update', payload);
}

/** `POST /api/user/info/update` with the changed info fields only (null clears one). */
export function updateInfo(payload: InfoUpdate) {
  return api.post<InfoUpdateResponse>('/user/info/update', payload);
}
