import type { CurrentUser, MenuData } from '@iskra/contract';
import { GENDER } from '@iskra/contract';

/** Badge of Симпатии: new likes, matches and visits together. */
export function sympathiesCount(menu: MenuData): number {
  return menu.likes + menu.matches + menu.visits;
}

/** Badge of Чат. */
export function chatCount(menu: MenuData): number {
  return menu.dialogs;
}

/** Premium is offered to men only (paid-tiers §1) and hidden once active. */
export function offersPremium(user: CurrentUser): boolean {
  return user.gender === GENDER.MAN && !user.premium;
}

export function offersVip(user: CurrentUser): boolean {
  return !user.vip;
}

/** Footer link to Premium settings: premium men only. */
export function showsPremiumSettings(user: CurrentUser | null): boolean {
  return Boolean(user?.premium && user.gender === GENDER.MAN);
}

export function showsVipSettings(user: CurrentUser | null): boolean {
  return Boolean(user?.vip);
}

/** Paths that light up the Симпатии item. */
export const SYMPATHY_PATHS = ['/liked-you', '/matches', '/visitors'] as const;

export function isSympathyPath(pathname: string): boolean {
  return SYMPATHY_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export function avatarOf(user: CurrentUser): string | null {
  const image = user.images.find((item) => item.profile) ?? user.images[0];
  return image?.thumbnailUri ?? null;
}
