/**
 * Every user-visible string of the web app: one file per feature in ./ru/, assembled here into
 * one typed object. Texts shared with the server (errors, success messages) live in
 * @iskra/contract and are re-used from there.
 */

import { account } from './ru/account.ts';
import { auth } from './ru/auth.ts';
import { billing } from './ru/billing.ts';
import { chat } from './ru/chat.ts';
import { discover, userCard } from './ru/discover.ts';
import { help } from './ru/help.ts';
import { landing } from './ru/landing.ts';
import { photos } from './ru/photos.ts';
import { profile } from './ru/profile.ts';
import { promo } from './ru/promo.ts';
import { push } from './ru/push.ts';
import { realtime } from './ru/realtime.ts';
import { safety } from './ru/safety.ts';
import {
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
import { smartMessages } from './ru/smart-messages.ts';
import { staff } from './ru/staff.ts';
import { subscription } from './ru/subscription.ts';
import { sympathies, sympathyPopups } from './ru/sympathies.ts';
import { titles } from './ru/titles.ts';
import { modal, notifications, ui } from './ru/ui.ts';

export const ru = {
  brand,
  titles,
  app,
  nav,
  header,
  bottomBar,
  logout,
  footer,
  payments,
  cookies,
  notifications,
  modal,
  landing,
  auth,
  notFound,
  help,
  account,
  push,
  profile,
  sympathyPopups,
  photos,
  promo,
  discover,
  userCard,
  sympathies,
  chat,
  billing,
  realtime,
  subscription,
  staff,
  smartMessages,
  safety,
  ui,
} as const;
