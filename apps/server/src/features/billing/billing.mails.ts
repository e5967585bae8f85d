/**
 * Letters of paid tiers: the receipt of each charge, a declined charge, and the reminder a day
 * before a trial turns into a paid month (the price and how to cancel, DESIGN.md §4). The
 * fiscal 54-FZ receipt itself comes from the payment provider; this is our own notice.
 */
import { type MailContent, renderMail } from '../../shared/mail-layout.ts';

const DAY = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const roubles = (kopecks: number) => `${(kopecks / 100).toLocaleString('ru-RU')} ₽`;

/** Where a subscription is managed and cancelled. */
const settingsUrl = (siteUrl: string) => `${siteUrl}/app/subscription`;

/** Russian words for the provider's cancellation reasons a person can act on. */
const DECLINE_REASONS: Record<string, string> = {
  insufficient_funds: 'на карте не хватило денег',
  card_expired: 'срок действия карты истёк',
  call_issuer: 'банк отклонил платёж — его можно уточнить в банке',
  issuer_unavailable: 'банк не ответил',
  payment_method_restricted: 'операции по карте ограничены',
  permission_revoked: 'разрешение на автоплатежи отозвано',
  general_decline: 'платёж отклонён',
};

export function declineReasonText(reason: string | null | undefined): string {
  return DECLINE_REASONS[reason ?? ''] ?? 'платёж отклонён';
}

export function chargeReceiptMail(
  p: {
    name: string;
    label: string;
    kopecks: number;
    until: Date;
    maskedCard: string | null;
    renews: boolean;
  },
  siteUrl: string,
): MailContent {
  return renderMail(
    `Оплата прошла: ${p.label}`,
    {
      greeting: `${p.name}, спасибо!`,
      paragraphs: [
        `Мы получили ${roubles(p.kopecks)}${p.maskedCard ? ` с карты ${p.maskedCard}` : ''}: «${p.label}» действует до ${DAY.format(p.until)} включительно.`,
        p.renews
          ? 'Подписка продлится сама в конце периода. Отключить продление можно в любой момент в настройках подписки — доступ сохранится до конца оплаченного периода.'
          : 'Продление выключено: по окончании периода списаний не будет.',
      ],
      action: { label: 'Настройки подписки', url: settingsUrl(siteUrl) },
      footnotes: ['Платёж не возвращается. Чек по 54-ФЗ пришлёт платёжный сервис.'],
    },
    siteUrl,
  );
}

export function chargeFailedMail(
  p: { name: string; label: string; kopecks: number; reason: string | null; retryAt: Date | null },
  siteUrl: string,
): MailContent {
  return renderMail(
    'Не получилось продлить подписку',
    {
      greeting: `Привет, ${p.name}!`,
      paragraphs: [
        `Мы попробовали списать ${roubles(p.kopecks)} за «${p.label}», но ${declineReasonText(p.reason)}. Пока оплата не пройдёт, возможности тарифа недоступны.`,
        p.retryAt
          ? `Следующая попытка — ${DAY.format(p.retryAt)}. Если не хочешь продлевать, отключи продление в настройках подписки.`
          : 'Больше попыток не будет: подписка остановлена. Оформить её снова можно в любой момент.',
      ],
      action: { label: 'Настройки подписки', url: settingsUrl(siteUrl) },
    },
    siteUrl,
  );
}

export function trialEndsMail(
  p: { name: string; kopecks: number; chargeAt: Date; maskedCard: string | null },
  siteUrl: string,
): MailContent {
  return renderMail(
    'Завтра пробный период Premium закончится',
    {
      greeting: `Привет, ${p.name}!`,
      paragraphs: [
        `${DAY.format(p.chargeAt)} пробные 7 дней Premium закончатся, и подписка продлится на месяц за ${roubles(p.kopecks)}${p.maskedCard ? ` с карты ${p.maskedCard}` : ''}.`,
        'Если продлевать не нужно, отключи продление в настройках подписки до этой даты — тогда списаний не будет, а Premium останется до конца пробного периода.',
      ],
      action: { label: 'Настройки подписки', url: settingsUrl(siteUrl) },
      footnotes: ['Платёж не возвращается.'],
    },
    siteUrl,
  );
}
