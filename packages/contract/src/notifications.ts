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
 *
 * Web push (VAPID) is a second channel for `match` and `message`, switched apart from the
 * letters (`pushMatch`, `pushMessage`, on until switched off) and only reaching the devices
 * where the user allowed it (a subscription per browser, one per push endpoint):
 * - It goes at once, not after a delay, and only to someone with no open tab anywhere (an open
 *   tab shows it in the app), one push per new match or message; the one whose like made the
 *   match saw it in the answer and gets none.
 * - A message push names the author; its text is shown only to those with Premium's features
 *   (the app's own notification hides it from free users too, spec §6). A message of the
 *   service account is not a person's private message: its text is shown to everyone.
 * - Nothing about someone blocked either way or no longer active, nothing to an account that is
 *   not active, nothing already read or seen by the time it goes, and nothing to a browser whose
 *   session (the one it subscribed in) is signed out, revoked or expired.
 * - The web offers push once, after the user's first match, never at the first visit.
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

export const PUSH = {
  /** How long a push service keeps an undelivered push, in seconds. */
  ttlSeconds: 24 * 60 * 60,
  /** How long the push service may take to answer one push. */
  timeoutMs: 10_000,
  /** Longest message preview in a push, in characters (as the app's own notification). */
  previewChars: 100,
  /** Push subscriptions one user may keep (one per browser); the oldest go first. */
  maxSubscriptions: 10,
} as const;

/** `GET /api/notifications/push/key`: `enabled: false` when the server has no VAPID keys. */
export const pushKeyResponseSchema = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(true), publicKey: z.string() }),
  z.object({ enabled: z.literal(false) }),
]);
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

/** A browser's PushSubscription as `toJSON()` gives it (the expiration time is not kept). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+={0,2}$/)
      .max(200),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+={0,2}$/)
      .max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2000) });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeSchema>;

export const pushSubscriptionResponseSchema = z.object({ success: z.literal(true) });
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponseSchema>;

/** What a push carries to the service worker (apps/web/public/sw.js shows it). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The app path to open on a click, e.g. `/app/chat/<dialogId>`. */
  url: z.string(),
  /** A later push with the same tag replaces the shown one (one per dialog, one per match). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** Texts of pushes. Names stay in the nominative, verbs agree with the person's gender. */
export const PUSH_TEXT = {
  matchTitle: 'Взаимная симпатия',
  match: (name: string, gender: number) =>
    `${name} тоже ${gender === 2 ? 'поставила' : 'поставил'} тебе лайк — можно начинать общение!`,
  messageTitle: 'Новое сообщение',
  /** Free users: who wrote, not what (spec §6). */
  messageHidden: (name: string, gender: number) =>
    `${name} ${gender === 2 ? 'написала' : 'написал'} тебе сообщение`,
  /** Error messages of the subscription endpoints. */
  off: 'Push-уведомления на этом сервере выключены',
  badEndpoint: 'Браузер дал адрес для уведомлений, который мы не принимаем',
} as const;

/** The kinds web push is sent for. */
export const PUSH_KINDS = ['match', 'message'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The settings field of each push kind. */
export const PUSH_SETTING = { match: 'pushMatch', message: 'pushMessage' } as const;

/**
 * Which kinds of letters (`match`, `message`, `activity`) and of pushes (`pushMatch`,
 * `pushMessage`) the user gets (`GET`/`PUT /api/notifications/settings`).
 */
export const notificationSettingsSchema = z.object({
  match: z.boolean(),
  message: z.boolean(),
  activity: z.boolean(),
  pushMatch: z.boolean(),
  pushMessage: z.boolean(),
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
