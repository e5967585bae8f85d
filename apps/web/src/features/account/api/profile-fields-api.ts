import {
  type InfoUpdate,
  infoUpdateResponseSchema,
  type ProfileUpdate,
  profileUpdateResponseSchema,
} from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';

/**
 * `POST /api/user/update` with any subset of the profile settings. A changed e-mail is not
 * applied at once: the answer says `updateEmail: true` and the address changes once confirmed.
 */
export function updateProfile(payload: ProfileUpdate) {
  return api.post('/user/update', payload, { schema: profileUpdateResponseSchema });
}

/** `POST /api/user/info/update` with the changed info fields only (null clears one). */
export function updateInfo(payload: InfoUpdate) {
  return api.post('/user/info/update', payload, { schema: infoUpdateResponseSchema });
}
