import {
  SETTINGS_DATE_FORMAT,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_TYPE,
  type SubscriptionInfo,
  type TierName,
} from '@iskra/contract';

/** Subscription types of paid-tiers §3: 1 Premium, 2 VIP. */
export type SubscriptionType = (typeof SUBSCRIPTION_TYPE)[keyof typeof SUBSCRIPTION_TYPE];

export const PREMIUM: SubscriptionType = SUBSCRIPTION_TYPE.PREMIUM;
export const VIP: SubscriptionType = SUBSCRIPTION_TYPE.VIP;

export function tierOf(type: SubscriptionType): TierName {
  return type === SUBSCRIPTION_TYPE.PREMIUM ? 'premium' : 'vip';
}

/** Where a tier is bought again ('Переоформить подписку'). */
export function purchasePathOf(type: SubscriptionType): '/premium' | '/vip' {
  return type === SUBSCRIPTION_TYPE.PREMIUM ? '/premium' : '/vip';
}

// Period ends are instants; the service counts days in Moscow time, as the server does.
const moscowDate = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An ISO instant as SETTINGS_DATE_FORMAT (dd.MM.yyyy) of its Moscow calendar day. */
export function formatSettingsDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(moscowDate.formatToParts(date).map((part) => [part.type, part.value]));
  return SETTINGS_DATE_FORMAT.replace('dd', parts.day ?? '')
    .replace('MM', parts.month ?? '')
    .replace('yyyy', parts.year ?? '');
}

/** A subscription exists (the answer for none is NO_SUBSCRIPTION: every field null). */
export function hasSubscription(
  info: SubscriptionInfo,
): info is SubscriptionInfo & { id: string; stopped: NonNullable<SubscriptionInfo['stopped']> } {
  return info.id !== null && info.stopped !== null;
}

/** 'Trial' for a trial, otherwise the tariff's label (paid-tiers §2). */
export function tariffNameOf(info: SubscriptionInfo): string {
  if (info.trial) return 'Trial';
  return info.tariff?.label ?? '';
}

export function statusLabelOf(stopped: 0 | 1 | 2 | 3): string {
  return SUBSCRIPTION_STATUS_LABELS[stopped];
}

export interface SubscriptionActions {
  /** 'Отменить подписку': plain for a paid one (0), greyed for a stopped one (3). */
  cancel: 'plain' | 'greyed' | null;
  /**
   * 'Переоформить подписку' to the purchase page: stopped (3), and (ours, the spec is silent) a
   * cancelled one whose paid period is over, which can no longer be resumed.
   */
  renew: boolean;
  /** 'Возобновить подписку на …' (1 or 2 while the paid period lasts). */
  resume: boolean;
  /** 'Функции тарифа доступны до окончания расчетного периода: …' (above 0 while the tier is held). */
  lastsUntilEnd: boolean;
}

/** The actions of paid-tiers §4 for a subscription's `stopped` code. */
export function actionsOf(stopped: 0 | 1 | 2 | 3, isActive: boolean, tierHeld: boolean): SubscriptionActions {
  return {
    cancel: stopped === 0 ? 'plain' : stopped === 3 ? 'greyed' : null,
    renew: stopped === 3 || (stopped > 0 && !isActive),
    resume: (stopped === 1 || stopped === 2) && isActive,
    lastsUntilEnd: stopped > 0 && tierHeld,
  };
}
