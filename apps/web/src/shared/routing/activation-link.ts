import { PROFILE_TEXT } from '@iskra/contract';
import * as ru from '../../i18n/ru.ts';

/**
 * The error a mailed link reports when it lands on `?activation=invalid` (a used, expired or
 * unknown activation or e-mail change link; `emailTaken`: the new address went to another
 * account meanwhile), or null. Guests see it on the landing, signed-in users on their way to /discover.
 */
export function activationLinkError(params: URLSearchParams): string | null {
  if (params.get('activation') !== 'invalid') return null;
  return params.has('emailTaken') ? PROFILE_TEXT.emailTaken : ru.auth.activationInvalid;
}
