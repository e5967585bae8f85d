/** Paid tiers: the Premium and VIP purchase pages, the promo popup and the checkout. */
import { BILLING_TEXT } from '@iskra/contract';
import { plural } from '../../shared/plural.ts';

/** Whole roubles with a non-breaking space before the sign. */
export const rub = (amount: number) => `${amount}\u00a0₽`;

function monthsPhrase(months: number): string {
  return months === 1 ? 'на месяц' : `на ${months} ${plural(months, ['месяц', 'месяца', 'месяцев'])}`;
}

/** Checkbox texts in the user's grammatical gender (the man's form is the spec's own). */
function agreement(woman: boolean) {
  return {
    termsBefore: woman ? 'Я ознакомилась и согласна с ' : 'Я ознакомился и согласен с ',
    termsLink: 'Условиями сервиса',
    and: ' и ',
    privacyLink: 'Политикой обработки персональных данных',
    subscriptionBefore: woman ? 'Я согласна с ' : 'Я согласен с ',
    subscriptionLink: 'условиями подписки',
    subscriptionAfter:
      ' и осознанно соглашаюсь, что после окончания пробного или оплаченного периода подписка продлевается автоматически',
  };
}

export const billing = {
  newTab: ' (откроется в новой вкладке)',
  agreement,
  rates: {
    legend: 'Выбери тариф',
    period: { rate6: '1 месяц', rate7: '7 дней', rate8: '1 месяц', rate9: '6 месяцев', rate10: '1 месяц' },
    badge: { rate7: 'Пробный период', rate10: 'Акция' } as Partial<Record<string, string>>,
    discount: (percent: number) => `−${percent}%`,
    discountLabel: (percent: number) => `скидка ${percent}%`,
    fullPriceLabel: (price: number) => `вместо ${rub(price)}`,
    perMonth: (price: number) => `≈ ${rub(price)} в месяц`,
    renewsAt: (price: number, months: number) => `затем ${rub(price)} ${monthsPhrase(months)}`,
  },
  /** The auto-renewal sentence of paid-tiers §4 step 6 for the selected rate. */
  renewal: {
    trial: (days: number, price: number, months: number, renewalPrice: number) =>
      `Пробный период — ${days} ${plural(days, ['день', 'дня', 'дней'])} за ${rub(price)}, затем подписка автоматически продлевается ${monthsPhrase(months)} за ${rub(renewalPrice)}.`,
    regular: (months: number, renewalPrice: number) =>
      `Подписка автоматически продлевается ${monthsPhrase(months)} за ${rub(renewalPrice)}.`,
    cancel: 'Отменить продление можно в любой момент в настройках подписки.',
  },
  terms: {
    title: 'Условия подписки',
    intro: (tier: string) =>
      `Подписка ${tier} оформляется на выбранный срок и продлевается автоматически, пока ты её не отменишь.`,
    headPeriod: 'Срок',
    headFirst: 'Первый платёж',
    headRenewal: 'Продление',
    renewalCell: (price: number, months: number) => `${rub(price)} ${monthsPhrase(months)}`,
    cards: (cards: readonly string[]) => `Оплата банковской картой: ${cards.join(', ')}.`,
    autoCharge:
      'Карта, которой ты платишь, привязывается к подписке: когда оплаченный период закончится, следующий спишется с неё автоматически по цене продления.',
    failedCharge: (days: readonly number[]) =>
      `Если списание не пройдёт, функции тарифа приостановятся до оплаты. Мы повторим попытку через ${days.join(', ')} ${plural(days[days.length - 1] ?? 0, ['день', 'дня', 'дней'])}, а после последней неудачи остановим подписку.`,
    trialReminder: 'За сутки до конца пробного периода пришлём письмо с ценой продления и способом отмены.',
    cancel: (settings: string) =>
      `Отменить подписку можно в любой момент в разделе «${settings}»: продление отключится, а функции тарифа останутся до конца оплаченного периода.`,
    nonRefundable: 'Оплата не возвращается, в том числе за неиспользованную часть периода.',
    agreement: 'Полные правила — в ',
    agreementLink: 'Пользовательском соглашении',
    close: 'Понятно',
    settingsPremium: 'Настройки Premium',
    settingsVip: 'Настройки VIP',
  },
  premium: {
    title: 'Premium',
    lead: 'Больше возможностей для знакомств',
    buy: 'Получить Premium',
    benefitsTitle: 'Что даёт Premium',
    benefits: [
      'Пиши кому угодно — без дневного лимита сообщений',
      'Смотри, кто заходил в твою анкету',
      'Смотри, кто отметил тебя симпатией',
      'Ставь симпатии без ограничений',
      'Отменяй симпатии и меняй свои оценки',
    ],
    women: {
      /** Women have Premium's features free (PREMIUM_FEATURES): nothing to buy. */
      free: 'Для женщин все возможности Premium бесплатны — покупать ничего не нужно. Тебе уже доступно всё, что в списке.',
      vip: 'Посмотреть VIP',
      discover: 'Перейти в знакомства',
    },
  },
  vip: {
    title: 'VIP',
    label: 'VIP',
    lead: 'Анкета заметнее остальных',
    buy: 'Получить VIP',
    benefitsTitle: 'Что даёт VIP',
    benefits: [
      'Анкету чаще показывают в знакомствах',
      'Анкета выше в подборке — больше гостей и симпатий',
      'Значок VIP на карточке анкеты',
      'Аватар с VIP-рамкой в чатах — твой диалог заметнее',
    ],
  },
  loading: 'Загружаем тарифы…',
  loadFailed: 'Не удалось загрузить тарифы.',
  retryLoad: 'Повторить',
  promo: {
    title: 'Premium на месяц за 499 ₽',
    lead: (percent: number) =>
      `Специальное предложение для тебя: скидка ${percent}% на первый месяц Premium.`,
    timer: 'Таймер предложения',
    buy: 'Получить Premium',
  },
  checkout: {
    title: 'Оплата',
    summary: (label: string) => `Тариф: ${label}`,
    amount: (amount: number) => `К оплате: ${rub(amount)}`,
    back: 'Выбрать другой тариф',
    retry: 'Попробовать ещё раз',
    widgetLoading: 'Загружаем платёжную форму…',
    widgetFailed: 'Платёжная форма не загрузилась.',
    confirming: 'Ждём подтверждения платежа от банка…',
    pending: (tier: string) =>
      `Платёж ещё обрабатывается. Как только банк его подтвердит, ${tier} включится сам — страницу можно закрыть.`,
    checkAgain: 'Проверить ещё раз',
    reasons: {
      insufficient_funds: 'На карте недостаточно средств.',
      card_expired: 'Срок действия карты истёк.',
      issuer_unavailable: 'Банк, выпустивший карту, недоступен.',
      payment_method_restricted: 'Операции по этой карте запрещены.',
      permission_revoked: 'Разрешение на списания отозвано.',
      expired_on_confirmation: 'Время на оплату истекло.',
      call_issuer: 'Банк отклонил платёж: уточни причину в своём банке.',
      general_decline: 'Банк отклонил платёж.',
      issuer_declined: 'Банк отклонил платёж.',
    } as Partial<Record<string, string>>,
  },
  sandbox: {
    notice: BILLING_TEXT.sandboxNotice,
    explain: 'Платёжный сервис работает в тестовом режиме: принимаются только тестовые карты.',
    cardsTitle: 'Тестовые карты',
    cards: [
      { number: '5555 5555 5555 4477', outcome: 'оплата пройдёт' },
      { number: '5555 5555 5555 4444', outcome: 'отказ: недостаточно средств' },
      { number: '4000 0000 0000 0002', outcome: 'отказ банка' },
    ],
    cardsHint: 'Срок действия — любой в будущем, код — любые 3 цифры.',
    use: (number: string) => `Подставить карту ${number}`,
    useShort: 'Подставить',
    card: 'Номер карты',
    expiry: 'Срок действия',
    expiryPlaceholder: 'ММ/ГГ',
    cvc: 'CVC',
    pay: (amount: number) => `Оплатить ${rub(amount)}`,
    loading: 'Загружаем тестовую оплату…',
  },
  congratulation: {
    title: 'Поздравляем!',
    premium: 'Premium подключён — все его возможности уже работают.',
    vip: 'VIP подключён — твою анкету будут показывать чаще.',
    redirect: (seconds: number) =>
      `Через ${seconds} ${plural(seconds, ['секунду', 'секунды', 'секунд'])} откроем знакомства.`,
    go: 'Перейти в знакомства',
  },
  premiumCheck: {
    title: 'Проверка Premium',
    mismatch: 'По данным сервера Premium у тебя уже подключён. Обновляем данные профиля.',
    failed:
      'Не удалось проверить, подключён ли у тебя Premium. Данные профиля обновлены; если что-то выглядит не так, обнови страницу.',
    close: 'Понятно',
  },
} as const;
