/** Subscription settings: /premium-settings, /vip-settings and /subscription (paid-tiers §2, §4). */

const TIER_NAME = { premium: 'Premium', vip: 'VIP' } as const;
type Tier = keyof typeof TIER_NAME;

export const subscription = {
  titles: {
    premium: 'Настройки Premium',
    vip: 'Настройки VIP',
    all: 'Подписки',
  },
  subtitle: 'Статус подписки, дата окончания и привязанная карта.',
  tierHeading: (tier: Tier) => `Подписка ${TIER_NAME[tier]}`,
  loading: 'Загружаем подписку…',
  loadFailed: 'Не получилось загрузить подписку',
  card: {
    heading: 'Управление картой',
    label: (brand: string, masked: string) => `Карта ${brand}, номер ${masked}`,
    unknownBrand: 'Банковская карта',
    none: 'Карта не привязана: она появится здесь после оплаты.',
    note: 'С этой карты списывается оплата при продлении. Полный номер карты хранится только у платёжного провайдера.',
  },
  summary: {
    heading: 'Твоя подписка',
    tariff: 'Тариф',
    status: 'Статус',
    until: 'Действует до',
  },
  cancel: 'Отменить подписку',
  renew: 'Переоформить подписку',
  resume: (tier: Tier) => `Возобновить подписку на ${TIER_NAME[tier]}`,
  lastsUntilEnd: (date: string) => `Функции тарифа доступны до окончания расчетного периода: ${date}`,
  resumed: 'Подписка возобновлена: автопродление снова включено.',
  empty: {
    title: 'У вас нет активных подписок',
    action: 'Перейти в знакомства',
  },
  cancelDialog: {
    title: 'Отменить подписку?',
    /** The tier stays to the end of the paid period: said plainly, with the date. */
    keepsUntil: (tier: Tier, date: string) =>
      `Автопродление выключится, и новых списаний не будет. ${TIER_NAME[tier]} останется с тобой до конца оплаченного периода — до ${date}. До этой даты подписку можно возобновить здесь же.`,
    /** Stopped after failed charges: access is already restricted, nothing more will be tried. */
    stopsRetries: (tier: Tier) =>
      `Автопродление выключится: мы больше не будем пытаться списать оплату за ${TIER_NAME[tier]}. Чтобы вернуть функции тарифа, оформи подписку заново.`,
    /** Stopped (3) after the last failed retry: nothing is charged any more already. */
    alreadyStopped: (tier: Tier) =>
      `Подписка ${TIER_NAME[tier]} уже остановлена после неудачных попыток списания, и новых списаний не будет. Чтобы вернуть функции тарифа, оформи подписку заново.`,
    refund: 'Оплата за начавшийся период не возвращается.',
    confirm: 'Отменить подписку',
    keep: 'Оставить подписку',
    done: 'Подписка отменена: новых списаний не будет.',
  },
} as const;
