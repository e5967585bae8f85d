/**
 * Every user-visible string of the web app: one file per feature in ./ru/, re-exported here
 * section by section. Import the whole as a namespace (`import * as ru from '…/i18n/ru.ts'`) and
 * read `ru.<section>.<text>`: the bundler follows those static reads, so a chunk carries only the
 * sections its code reads (the dictionary splits by feature with the code). Texts shared with the
 * server (errors, success messages) live in @iskra/contract and are re-used from there.
 */

export { account } from './ru/account.ts';
export { auth } from './ru/auth.ts';
export { billing } from './ru/billing.ts';
export { chat } from './ru/chat.ts';
export { discover, userCard } from './ru/discover.ts';
export { help } from './ru/help.ts';
export { landing } from './ru/landing.ts';
export { matchPopupText } from './ru/match-popup.ts';
export { photos } from './ru/photos.ts';
export { profile } from './ru/profile.ts';
export { promo } from './ru/promo.ts';
export { push } from './ru/push.ts';
export { realtime } from './ru/realtime.ts';
export { safety } from './ru/safety.ts';
export {
  app,
  bottomBar,
  brand,
  cookies,
  footer,
  header,
  logout,
  nav,
  notFound,
  payments,
} from './ru/shell.ts';
export { smartMessages } from './ru/smart-messages.ts';
export { staff } from './ru/staff.ts';
export { subscription } from './ru/subscription.ts';
export { sympathies, sympathyPopups } from './ru/sympathies.ts';
export { titles } from './ru/titles.ts';
export { modal, notifications, ui } from './ru/ui.ts';
