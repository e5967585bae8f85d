import type { Success } from '@iskra/contract';
import { api } from '../../../shared/api/index.ts';

/** The data subject requests of account settings; both confirmed with the password. */
export type AccountRequest = 'deletion' | 'consent';

const PATHS: Record<AccountRequest, string> = {
  deletion: '/user/delete',
  consent: '/user/consent/withdraw',
};

export function sendAccountRequest(request: AccountRequest, password: string) {
  // A wrong password is a 422 on the field, never a sign-out: no 401 handling needed here.
  return api.post<Success>(PATHS[request], { password });
}
