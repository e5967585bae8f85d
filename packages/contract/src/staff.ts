/**
 * The operator console (ours, issue 15): staff accounts apart from users, their sign-in with a
 * password and a TOTP code (RFC 6238), the console's reads and actions, account bans and the
 * audit log.
 *
 * Staff accounts are made from a shell (`npm run staff:create -- <email> <role>`), never
 * through the API. A staff token is opaque (`staff.<session>.<secret>`), not a user token: on
 * user routes it is refused like any bad token (401), and a user token on a staff route gets
 * the 404 of an unknown path, so the console does not reveal itself to users. A staff token
 * that has expired or was signed out is 401 `sessionExpired` on staff routes.
 *
 * Roles: a moderator works the queue and bans or unbans; an admin also grants tiers and reads
 * the audit log (403 `forbidden` for a moderator). Every staff action and every read of
 * personal data writes one audit row (staff, time, IP, object, action); no route changes or
 * deletes a row.
 */
import { z } from 'zod';
import { APPEAL_PATH, BAN_REASONS, type BanReason } from './constants.ts';
import { emailSchema, idSchema } from './entities.ts';
import { BAN_REASON_LABEL } from './messages.ts';
import {
  HELD_MESSAGE_REASONS,
  type HeldMessageReason,
  type ReportDecisionKind,
  reportCategorySchema,
  reportDecisionKindSchema,
  type SafetySignalKind,
  safetySignalKindSchema,
} from './safety.ts';

const MINUTE = 60 * 1000;

export const STAFF_ROLES = ['moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABEL: Record<StaffRole, string> = {
  moderator: 'Модератор',
  admin: 'Администратор',
};

/** A staff session ends this long after its sign-in; it is never extended. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * TOTP parameters (RFC 6238 defaults, what authenticator apps expect): six digits, 30-second
 * steps, SHA-1; a code of the step before or after is accepted for clock drift, and each step's
 * code is accepted once.
 */
export const STAFF_TOTP = { digits: 6, period: 30, algorithm: 'SHA1', window: 1, issuer: 'Искра' } as const;

/** Sign-in attempts, counted before the password is checked. */
export const STAFF_RATE_LIMITS = {
  loginPerIp: { limit: 20, windowMs: 15 * MINUTE },
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
} as const;

/** The sign-in refusal of a blocked account (403 `accountBlocked`): the reason and the way to appeal. */
export function accountBlockedMessage(reason: BanReason): string {
  return `Аккаунт заблокирован. Причина: ${BAN_REASON_LABEL[reason]}. Если считаешь, что это ошибка, напиши нам через форму помощи: ${APPEAL_PATH}`;
}

/** Subjects of the letters a ban, an unban and a warning send. */
export const STAFF_MAIL_SUBJECT = {
  banned: 'Твой аккаунт в Искре заблокирован',
  unbanned: 'Твой аккаунт в Искре снова работает',
  warned: 'Предупреждение от Искры',
} as const;

/** Longest note a moderator may add to a ban (kept in the audit log, not shown to the user). */
export const BAN_NOTE_MAX = 1000;

export const STAFF_TEXT = {
  wrongCredentials: 'Неверный email, пароль или код',
  codeInvalid: 'Введи 6 цифр из приложения-аутентификатора',
  passwordMissing: 'Введи пароль',
  reasonInvalid: 'Выбери причину блокировки',
  warnReasonInvalid: 'Выбери причину предупреждения',
  notWarnable: 'Предупредить можно только активный аккаунт',
  noteLong: `Не больше ${BAN_NOTE_MAX} символов`,
  queryInvalid: 'Введи номер анкеты или email',
  userNotFound: 'Такого пользователя нет',
  alreadyBlocked: 'Аккаунт уже заблокирован',
  notBlocked: 'Аккаунт не заблокирован',
  notBannable: 'Этот аккаунт нельзя заблокировать',
  reportClosed: 'По этой жалобе уже приняли решение',
  signalClosed: 'Этот сигнал уже разобран',
  photoDecided: 'Это фото уже проверено или удалено',
  messageDecided: 'Это сообщение уже проверено или удалено',
} as const;

export const staffSchema = z.object({ id: idSchema, email: z.string(), role: z.enum(STAFF_ROLES) });
export type Staff = z.infer<typeof staffSchema>;

/** `POST /api/staff/login`. */
export const staffLoginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: STAFF_TEXT.passwordMissing })
    .min(1, { error: STAFF_TEXT.passwordMissing })
    .max(256),
  code: z
    .string({ error: STAFF_TEXT.codeInvalid })
    .trim()
    .regex(/^\d{6}$/, { error: STAFF_TEXT.codeInvalid }),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

/** The session's token (send as `Authorization: Bearer`) and its end (ISO 8601). */
export const staffLoginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  staff: staffSchema,
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

/** `GET /api/staff/me`. */
export const staffMeResponseSchema = z.object({ staff: staffSchema, expiresAt: z.string() });
export type StaffMeResponse = z.infer<typeof staffMeResponseSchema>;

export const STAFF_AUDIT_ACTIONS = [
  'login',
  'loginFailed',
  'logout',
  'moderationQueueRead',
  'moderationDecided',
  'userRead',
  'userBanned',
  'userUnbanned',
  'userWarned',
  'tierGranted',
  'auditRead',
  'reportsQueueRead',
  'reportPhotoRead',
  'reportDecided',
  'signalsRead',
  'signalResolved',
  'photosQueueRead',
  'photoDecided',
  'heldMessagesRead',
  'heldMessageDecided',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

export const STAFF_AUDIT_ACTION_LABEL: Record<StaffAuditAction, string> = {
  login: 'Вход',
  loginFailed: 'Неудачный вход',
  logout: 'Выход',
  moderationQueueRead: 'Открыта очередь модерации',
  moderationDecided: 'Решение по модерации',
  userRead: 'Просмотр аккаунта',
  userBanned: 'Блокировка',
  userUnbanned: 'Разблокировка',
  userWarned: 'Предупреждение',
  tierGranted: 'Выдан тариф',
  auditRead: 'Просмотр журнала',
  reportsQueueRead: 'Открыта очередь жалоб',
  reportPhotoRead: 'Просмотр фото из жалобы',
  reportDecided: 'Решение по жалобе',
  signalsRead: 'Открыты автоматические сигналы',
  signalResolved: 'Сигнал разобран',
  photosQueueRead: 'Открыта очередь фото',
  photoDecided: 'Решение по фото',
  heldMessagesRead: 'Открыты задержанные сообщения',
  heldMessageDecided: 'Решение по задержанному сообщению',
};

/** What an audit row is about: a user account, a staff account or a queue. */
export const STAFF_AUDIT_OBJECTS = ['user', 'staff', 'queue'] as const;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: idSchema,
  staffEmail: z.string(),
  ip: z.string(),
  action: z.enum(STAFF_AUDIT_ACTIONS),
  objectType: z.enum(STAFF_AUDIT_OBJECTS),
  objectId: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE = { default: 50, max: 200 } as const;

/** `GET /api/staff/audit?before=&limit=`: newest first; `before` pages on by row id. */
export const auditQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE.max).default(AUDIT_PAGE.default),
});
export const auditResponseSchema = z.object({ items: z.array(auditEntrySchema) });
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** `GET /api/staff/users?query=`: an account by its number (`123`, `u123`) or its e-mail. */
export const staffUserQuerySchema = z.object({
  query: z
    .string({ error: STAFF_TEXT.queryInvalid })
    .trim()
    .min(1, { error: STAFF_TEXT.queryInvalid })
    .max(254, { error: STAFF_TEXT.queryInvalid }),
});

export const STAFF_USER_STATUSES = ['active', 'blocked', 'deleting'] as const;

/** An account as the console shows it, with the staff decisions about it (newest first). */
export const staffUserSchema = z.object({
  id: idSchema,
  userNumber: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(STAFF_USER_STATUSES),
  blockedReason: z.enum(BAN_REASONS).nullable(),
  gender: z.number().int(),
  birthday: z.string(),
  city: z.string(),
  description: z.string(),
  nameConfirmed: z.number().int(),
  descriptionConfirmed: z.number().int(),
  premiumUntil: z.string().nullable(),
  vipUntil: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  /** The account's photos, the main one first; `pending` ones wait in the photo queue. */
  photos: z.array(
    z.object({ imageId: idSchema, uri: z.string(), profile: z.boolean(), pending: z.boolean() }),
  ),
  history: z.array(auditEntrySchema),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffUserResponseSchema = z.object({ user: staffUserSchema });
export type StaffUserResponse = z.infer<typeof staffUserResponseSchema>;

export const staffUserParamsSchema = z.object({ userId: idSchema });

/** A measure about an account: its reason (the user hears it) and a note for colleagues. */
const measureSchema = (reasonError: string) =>
  z.object({
    reason: z.enum(BAN_REASONS, { error: reasonError }),
    note: z.string().trim().max(BAN_NOTE_MAX, { error: STAFF_TEXT.noteLong }).default(''),
  });

/** `POST /api/staff/users/:userId/ban`. */
export const staffBanSchema = measureSchema(STAFF_TEXT.reasonInvalid);
export type StaffBan = z.input<typeof staffBanSchema>;

/** `POST /api/staff/users/:userId/warn`: an active account is warned (tab and letter); 409 otherwise. */
export const staffWarnSchema = measureSchema(STAFF_TEXT.warnReasonInvalid);

/** What staff decide about a report (safety.ts): measures were taken, or there was no breach. */
export const REPORT_DECISIONS = reportDecisionKindSchema.options;
export type ReportDecision = ReportDecisionKind;

export const REPORTS_QUEUE_LIMIT = { default: 50, max: 200 } as const;

/** `GET /api/staff/reports?limit=`: open reports, most urgent first. */
export const reportsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(REPORTS_QUEUE_LIMIT.max).default(REPORTS_QUEUE_LIMIT.default),
});

/**
 * An open report with the evidence kept when it was made. `reported` is null once the person's
 * account is destroyed; `openAgainst` counts the open reports about the same person.
 */
export const staffReportSchema = z.object({
  id: idSchema,
  category: reportCategorySchema,
  comment: z.string(),
  createdAt: z.string(),
  reporterNumber: z.number().int().nullable(),
  reportedId: idSchema,
  reported: z
    .object({ userNumber: z.number().int(), name: z.string(), status: z.enum(STAFF_USER_STATUSES) })
    .nullable(),
  openAgainst: z.number().int(),
  photoCount: z.number().int(),
  evidence: z.object({
    profile: z.object({
      userNumber: z.number().int(),
      name: z.string(),
      description: z.string(),
      birthday: z.string(),
      city: z.string(),
      email: z.string(),
    }),
    reportedPhoto: z.number().int().nullable(),
    reportedMessageId: z.string().nullable(),
    messages: z.array(
      z.object({ id: z.string(), fromReported: z.boolean(), text: z.string(), at: z.string() }),
    ),
  }),
});
export type StaffReport = z.infer<typeof staffReportSchema>;
export const reportsResponseSchema = z.object({ items: z.array(staffReportSchema) });
export type ReportsResponse = z.infer<typeof reportsResponseSchema>;

export const reportParamsSchema = z.object({ reportId: idSchema });
export const reportPhotoParamsSchema = z.object({
  reportId: idSchema,
  position: z.coerce.number().int().min(0),
});

/** `POST /api/staff/reports/:reportId`: closes the report. A ban is a separate action. */
export const reportDecisionSchema = z.object({
  decision: z.enum(REPORT_DECISIONS, { error: 'Укажи решение: actioned или dismissed' }),
});
export const reportDecisionResponseSchema = z.object({ id: idSchema, decision: z.enum(REPORT_DECISIONS) });
export type ReportDecisionResponse = z.infer<typeof reportDecisionResponseSchema>;

/**
 * The photo queue: every uploaded photo waits for staff; it is shown meanwhile, an approved one
 * stays, a rejected one is deleted (its owner's open pages hear SERVER:MODERATION_COMPLETE).
 * `GET /api/staff/photos?limit=` lists the longest waiting first.
 */
export const PHOTOS_QUEUE_LIMIT = { default: 60, max: 200 } as const;
export const photosQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PHOTOS_QUEUE_LIMIT.max).default(PHOTOS_QUEUE_LIMIT.default),
});
export const pendingPhotoSchema = z.object({
  imageId: idSchema,
  userId: idSchema,
  userNumber: z.number().int(),
  name: z.string(),
  uri: z.string(),
  thumbnailUri: z.string(),
  createdAt: z.string(),
});
export type PendingPhoto = z.infer<typeof pendingPhotoSchema>;
export const photosResponseSchema = z.object({ items: z.array(pendingPhotoSchema) });
export type PhotosResponse = z.infer<typeof photosResponseSchema>;

export const PHOTO_DECISIONS = ['approve', 'reject'] as const;
export type PhotoDecision = (typeof PHOTO_DECISIONS)[number];
export const photoParamsSchema = z.object({ imageId: idSchema });
/** `POST /api/staff/photos/:imageId`: 409 when the photo is no longer waiting. */
export const photoDecisionSchema = z.object({
  decision: z.enum(PHOTO_DECISIONS, { error: 'Укажи решение: approve или reject' }),
});
export const photoDecisionResponseSchema = z.object({ imageId: idSchema, decision: z.enum(PHOTO_DECISIONS) });
export type PhotoDecisionResponse = z.infer<typeof photoDecisionResponseSchema>;

/** What each automatic signal means, for the console. */
export const SAFETY_SIGNAL_LABEL: Record<SafetySignalKind, string> = {
  duplicatePhoto: 'Фото совпадает с фото другого аккаунта',
  sameText: 'Один и тот же текст многим людям',
  manyRecipients: 'Сообщения слишком многим людям за час',
};

/** `GET /api/staff/signals`: open automatic signals, the oldest first. */
export const staffSignalSchema = z.object({
  id: idSchema,
  kind: safetySignalKindSchema,
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
  user: z.object({
    id: idSchema,
    userNumber: z.number().int(),
    name: z.string(),
    status: z.enum(STAFF_USER_STATUSES),
  }),
});
export type StaffSignal = z.infer<typeof staffSignalSchema>;
export const signalsResponseSchema = z.object({ items: z.array(staffSignalSchema) });
export type SignalsResponse = z.infer<typeof signalsResponseSchema>;
export const signalParamsSchema = z.object({ signalId: idSchema });

/**
 * Held first messages (safety.ts, SAFETY.hold): `GET /api/staff/messages?limit=` lists those
 * waiting, the longest waiting first; `POST /api/staff/messages/:messageId { decision }`
 * delivers one (the recipient gets it as if just sent) or rejects it (never delivered; its
 * author sees it marked so). 409 when it is no longer waiting.
 */
export const HELD_MESSAGES_LIMIT = { default: 50, max: 200 } as const;
export const heldMessagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(HELD_MESSAGES_LIMIT.max).default(HELD_MESSAGES_LIMIT.default),
});

export const HELD_MESSAGE_REASON_LABEL: Record<HeldMessageReason, string> = {
  phone: 'номер телефона',
  link: 'ссылка',
  handle: 'ник в мессенджере',
  money: 'деньги или карта',
};

const heldPersonSchema = z.object({ id: idSchema, userNumber: z.number().int(), name: z.string() });
export const heldMessageSchema = z.object({
  id: idSchema,
  text: z.string(),
  reasons: z.array(z.enum(HELD_MESSAGE_REASONS)),
  createdAt: z.string(),
  author: heldPersonSchema.extend({ registeredAt: z.string(), status: z.enum(STAFF_USER_STATUSES) }),
  recipient: heldPersonSchema,
});
export type HeldMessage = z.infer<typeof heldMessageSchema>;
export const heldMessagesResponseSchema = z.object({ items: z.array(heldMessageSchema) });
export type HeldMessagesResponse = z.infer<typeof heldMessagesResponseSchema>;

export const HELD_MESSAGE_DECISIONS = ['deliver', 'reject'] as const;
export type HeldMessageDecision = (typeof HELD_MESSAGE_DECISIONS)[number];
export const heldMessageParamsSchema = z.object({ messageId: idSchema });
export const heldMessageDecisionSchema = z.object({
  decision: z.enum(HELD_MESSAGE_DECISIONS, { error: 'Укажи решение: deliver или reject' }),
});
export const heldMessageDecisionResponseSchema = z.object({
  messageId: idSchema,
  decision: z.enum(HELD_MESSAGE_DECISIONS),
});
export type HeldMessageDecisionResponse = z.infer<typeof heldMessageDecisionResponseSchema>;
