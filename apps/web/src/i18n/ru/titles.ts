/**
 * Document titles (core-application §2 "Document titles per route", paid-tiers §2), one Russian
 * title for each title of the specification, with the brand after a dash. The profile's title
 * («Профиль Анны — Искра») declines a name, so it sits with the profile's texts
 * (`profile.documentTitle`): the entry, which reads this table, does not carry the declension.
 */

const BRAND = 'Искра';
/** A title with the brand after a dash. */
export const branded = (title: string) => `${title} — ${BRAND}`;

export const titles = {
  /** Main: the landing and every screen the specification gives no title of its own. */
  main: BRAND,
  /** Discovery */
  discover: branded('Знакомства'),
  /** Matches */
  matches: branded('Взаимные симпатии'),
  /** Liked you */
  likedYou: branded('Я нравлюсь'),
  /** Visitors */
  visitors: branded('Посетители'),
  /** Chat */
  chat: branded('Чат'),
  /** Premium page */
  premium: branded('Premium'),
  /** Premium billing */
  premiumSettings: branded('Настройки Premium'),
  /** VIP page */
  vip: branded('VIP'),
  /** Vip billing */
  vipSettings: branded('Настройки VIP'),
  /** Subscription settings */
  subscription: branded('Подписки'),
  /** Personal agreement */
  personalAgreement: branded('Согласие на обработку персональных данных'),
  /** Privacy policy */
  privacy: branded('Политика конфиденциальности'),
  /** Terms */
  terms: branded('Пользовательское соглашение'),
  /** Cookies */
  cookies: branded('Политика cookie'),
  /** Feedback */
  help: branded('Помощь'),
  /** About us */
  about: branded('О нас'),
  /** 'Profile ...' while the person is not loaded yet. */
  profileLoading: branded('Профиль'),
} as const;
