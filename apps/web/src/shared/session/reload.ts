import { APP_BASE_PATH } from '@iskra/contract';

/** A full reload at the app root: drops every piece of in-memory state of the old session. */
export function reloadToRoot(): void {
  window.location.assign(`${APP_BASE_PATH}/`);
}
