/**
 * E-mail notifications to people who are not online (ours; the spec's confirmation letter
 * promises them): new matches, new messages, and a daily digest of likes and visits.
 *
 * Rules decided here:
 * - Three kinds, each switched in account settings and in every letter of its kind by a
 *   one-click unsubscribe link (RFC 8058); all are on until the user switches one off.
 * - `match` and `message`: a letter once the person has been offline for
 *   NOTIFICATIONS.offlineDelayMs, about what is still new (unseen matches, unread messages)
 *   and arrived since the last letter of that kind; at most one letter of a kind per
 *   NOTIFICATIONS.perKindEveryMs — what arrives meanwhile waits for the next one.
 * - `activity`: at most one letter a day, at NOTIFICATIONS.dailyHourMoscow, with the number
 *   of likes and visits from the last day still unseen. Counts only, no names: a free user's
 *   lists do not show who liked or visited them either.
 * - Nothing goes to an unconfirmed address or an account that is not active, nothing about a
 *   person blocked either way or no longer active, and no counts but real ones (DESIGN.md §4).
 */
import { z } from 'zod';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const NOTIFICATION_KINDS = ['match', 'message', 'activity'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const NOTIFICATIONS = {
  /** How long a person is offline before a match or message letter goes. */
  offlineDelayMs: 15 * MINUTE,
  /** At most one letter of a kind per this span. */
  perKindEveryMs: 3 * HOUR,
  /** The daily digest of likes and visits goes at this hour, Moscow time. */
  dailyHourMoscow: 12,
  /** The digest counts likes and visits of this last span. */
  activityWindowMs: 24 * HOUR,
  /** Senders named in a message letter; the rest are counted. */
  namedSenders: 3,
} as const;

export const NOTIFICATIONS_PATHS = {
  settings: '/api/notifications/settings',
  /** `?token=`: GET shows a page to confirm, POST (one-click, RFC 8058) unsubscribes. */
  unsubscribe: '/api/notifications/unsubscribe',
} as const;

/** Which kinds of letters the user gets (`GET`/`PUT /api/notifications/settings`). */
export const notificationSettingsSchema = z.object({
  match: z.boolean(),
  message: z.boolean(),
  activity: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PUT /api/notifications/settings`: the kinds to change; the others stay. */
export const notificationSettingsUpdateSchema = notificationSettingsSchema
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'nothing to change' });
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(300) });

/** `POST /api/notifications/unsubscribe` answered to a mail client (not a browser form). */
export const unsubscribeResponseSchema = z.object({
  success: z.literal(true),
  kind: notificationKindSchema,
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** The name of each kind, as settings and the unsubscribe page call it. */
export const NOTIFICATION_KIND_LABEL: Record<NotificationKind, string> = {
  match: 'Взаимные симпатии',
  message: 'Новые сообщения',
  activity: 'Лайки и посетители за день',
};

/** Texts of the unsubscribe page (a server page: the link works without signing in). */
export const UNSUBSCRIBE_TEXT = {
  title: 'Отписка от писем — Искра',
  confirmHeading: 'Отписаться от писем?',
  confirm: (label: string) => `Больше не присылать письма «${label}» на этот адрес.`,
  button: 'Отписаться',
  doneHeading: 'Готово, ты отписался',
  doneHeadingFemale: 'Готово, ты отписалась',
  done: (label: string) => `Письма «${label}» больше не придут. Остальные уведомления не изменились.`,
  settingsHint: 'Вернуть письма или выключить другие можно в настройках аккаунта.',
  toApp: 'Открыть Искру',
  invalidHeading: 'Ссылка не работает',
  invalid: 'Похоже, ссылка повреждена или аккаунт уже удалён. Письма можно выключить в настройках аккаунта.',
} as const;
