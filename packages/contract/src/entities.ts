/** Entities of core-application §3 as zod schemas; types are inferred from them. */
import { z } from 'zod';
import { AGE, HELP_MAX_TEXT_LENGTH, MESSAGE_TEXT, PROFILE } from './constants.ts';
import { ageOf, isCalendarDate, isIsoDateShape } from './derived.ts';
import { goalLabels, infoCodeLabels, interestLabels, type Labelled } from './enums.ts';
import { AUTH_TEXT, ERROR_TEXT } from './messages.ts';

/** A zod schema accepting only the codes of a labelled enumeration. */
export function codeOf(labels: Labelled, message = 'Недопустимое значение') {
  const allowed = new Set(Object.keys(labels).map(Number));
  return z
    .number({ error: message })
    .int({ error: message })
    .refine((v) => allowed.has(v), { error: message });
}

export const idSchema = z.string().uuid();

/** Field errors: HTTP 422 `{ errors: [{ param, msg }] }`, `param` equal to the form field name. */
export const fieldErrorSchema = z.object({ param: z.string(), msg: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;
export const fieldErrorsResponseSchema = z.object({ errors: z.array(fieldErrorSchema) });
export type FieldErrorsResponse = z.infer<typeof fieldErrorsResponseSchema>;
/** Any other failure: `{ message, code }`, see errorResponseSchema in errors.ts. */

export const genderSchema = z.union([z.literal(1), z.literal(2)]);
export const goalSchema = codeOf(goalLabels);
export const interestSchema = codeOf(interestLabels);

export const imageSchema = z.object({
  id: idSchema,
  /** Full address of the 640×800 picture. */
  uri: z.string(),
  /** Full address of the round-crop thumbnail. */
  thumbnailUri: z.string(),
  /** True for the avatar (the profile image); it is listed first. */
  profile: z.boolean(),
});
export type Image = z.infer<typeof imageSchema>;

const optionalCode = (labels: Parameters<typeof codeOf>[0]) => codeOf(labels).nullable();

export const infoSchema = z.object({
  relationship: optionalCode(infoCodeLabels.relationship),
  orientation: optionalCode(infoCodeLabels.orientation),
  height: z.number().int().min(PROFILE.heightMin).max(PROFILE.heightMax).nullable(),
  weight: z.number().int().min(PROFILE.weightMin).max(PROFILE.weightMax).nullable(),
  living: optionalCode(infoCodeLabels.living),
  children: optionalCode(infoCodeLabels.children),
  smoking: optionalCode(infoCodeLabels.smoking),
  alcohol: optionalCode(infoCodeLabels.alcohol),
});
export type Info = z.infer<typeof infoSchema>;

export const EMPTY_INFO: Info = {
  relationship: null,
  orientation: null,
  height: null,
  weight: null,
  living: null,
  children: null,
  smoking: null,
  alcohol: null,
};

/** yyyy-mm-dd calendar date. */
export const dateOnlySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате гггг-мм-дд');

export const menuDataSchema = z.object({
  visits: z.number().int().min(0),
  likes: z.number().int().min(0),
  dialogs: z.number().int().min(0),
  matches: z.number().int().min(0),
});
export type MenuData = z.infer<typeof menuDataSchema>;
export const fSessionsSchema = z.object({ visits: z.number().int(), likes: z.number().int() });

export const servicesSchema = z.object({ smartMessages: z.boolean() });

/** The signed-in user (core-application §3 "Current user"). */
export const currentUserSchema = z.object({
  id: idSchema,
  /** Public number used in the profile path /@u{userId}. */
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  isActivated: z.boolean(),
  birthday: dateOnlySchema,
  gender: genderSchema,
  looking: genderSchema,
  lookingAgeFrom: z.number().int().min(AGE.min).max(AGE.max),
  lookingAgeTo: z.number().int().min(AGE.min).max(AGE.max),
  goal: goalSchema,
  description: z.string(),
  /** 1 confirmed, 0 pending, -1 failed verification. */
  descriptionConfirmed: z.number().int().min(-1).max(1),
  nameConfirmed: z.number().int().min(-1).max(1),
  city: z.string(),
  country: z.string(),
  online: z.boolean(),
  joinDate: z.string(),
  images: z.array(imageSchema),
  info: infoSchema,
  interests: z.array(interestSchema),
  /** A paid Premium period lasts now (the billing tier; false for women, who never buy it). */
  premium: z.boolean(),
  /**
   * The user has Premium's features: a paid Premium period lasts, or she is a woman, who gets
   * them free (PREMIUM_FEATURES). The web shows limits and Premium offers by this flag.
   */
  premiumFeatures: z.boolean(),
  vip: z.boolean(),
  fSessions: fSessionsSchema,
  /** Services of the product ({product}Services in the specification). */
  iskraServices: servicesSchema,
  /**
   * Messages a free user may still send today that nobody has answered yet (replies are
   * free, FREE_TIER.messagesPerDay); FREE_TIER.messagesPerDay with Premium's features.
   */
  freeMessages: z.number().int().min(0),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Another person as shown on discover cards and profile pages. */
export const userCardSchema = z.object({
  id: idSchema,
  userId: z.number().int(),
  name: z.string(),
  birthday: dateOnlySchema,
  city: z.string(),
  country: z.string(),
  /** When true the shown city is replaced by the viewer's city. */
  signed: z.boolean(),
  images: z.array(imageSchema),
  interests: z.array(interestSchema),
  goal: goalSchema,
  gender: genderSchema,
  looking: genderSchema,
  lookingAgeFrom: z.number().int(),
  lookingAgeTo: z.number().int(),
  description: z.string(),
  info: infoSchema,
  vip: z.boolean(),
  online: z.boolean(),
});
export type UserCard = z.infer<typeof userCardSchema>;

/** A person in a free user's liked-you or visitors list: no name, only blurred pictures. */
export const hiddenUserSchema = z.object({
  id: z.null(),
  userId: z.null(),
  name: z.null(),
  blurredUri: z.string().nullable(),
});
export type HiddenUser = z.infer<typeof hiddenUserSchema>;

const NAME_PATTERN = /^\p{L}+(?:[ -]\p{L}+)*$/u;

export const personNameSchema = z
  .string({ error: AUTH_TEXT.nameLength })
  .trim()
  .min(PROFILE.nameMin, { error: AUTH_TEXT.nameLength })
  .max(PROFILE.nameMax, { error: AUTH_TEXT.nameLength })
  .regex(NAME_PATTERN, { error: AUTH_TEXT.nameInvalid });

export const emailSchema = z
  .string({ error: AUTH_TEXT.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, { error: AUTH_TEXT.emailInvalid })
  .email({ error: AUTH_TEXT.emailInvalid });

export const passwordSchema = z
  .string({ error: AUTH_TEXT.passwordShort })
  .min(PROFILE.passwordMin, { error: AUTH_TEXT.passwordShort })
  .max(PROFILE.passwordMax, { error: AUTH_TEXT.passwordLong });

/** A yyyy-mm-dd birthday of a person aged 18 to 80 today. */
export const birthdaySchema = z
  .string({ error: AUTH_TEXT.birthdayInvalid })
  .refine(isIsoDateShape, { error: AUTH_TEXT.birthdayInvalid, abort: true })
  // The right form but no such day (31.02): say so, not that the format is wrong.
  .refine(isCalendarDate, { error: AUTH_TEXT.birthdayNoSuchDate, abort: true })
  .refine((v) => !isCalendarDate(v) || ageOf(v) >= AGE.min, { error: AUTH_TEXT.ageTooYoung })
  .refine((v) => !isCalendarDate(v) || ageOf(v) <= AGE.max, { error: AUTH_TEXT.ageTooOld });

const pickCity = { error: ERROR_TEXT.pickCityFromList };

export const registrationSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  birthday: birthdaySchema,
  gender: z.union([z.literal(1), z.literal(2)], { error: AUTH_TEXT.genderInvalid }),
  looking: z.union([z.literal(1), z.literal(2)], { error: AUTH_TEXT.lookingInvalid }),
  agreement: z.literal(true, { error: ERROR_TEXT.agreementRequired }),
  goal: codeOf(goalLabels, AUTH_TEXT.goalInvalid),
  lat: z.number(pickCity).min(-90, pickCity).max(90, pickCity),
  lng: z.number(pickCity).min(-180, pickCity).max(180, pickCity),
  city: z.string(pickCity).trim().min(1, pickCity).max(120, pickCity),
  country: z.string(pickCity).trim().min(1, pickCity).max(120, pickCity),
});
export type Registration = z.infer<typeof registrationSchema>;

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(PROFILE.passwordMax),
});
export type Login = z.infer<typeof loginSchema>;

export const authResponseSchema = z.object({
  accessToken: z.string(),
  user: currentUserSchema,
  menuData: menuDataSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const notificationTypeSchema = z.enum([
  'primary',
  'error',
  'match',
  'visit',
  'like',
  'message',
  'messageBot',
  'online',
  'meetup',
]);
export type NotificationType = z.infer<typeof notificationTypeSchema>;
export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  text: z.string(),
  link: z.string().optional(),
  /** Important notifications stay until closed. */
  important: z.boolean().optional(),
  /** Picture shown beside the text (an avatar thumbnail), when there is one. */
  image: z.string().optional(),
  action: z.string().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const messageSchema = z.object({
  id: idSchema,
  /** Client-generated id: a retry with the same id returns the stored message. */
  clientId: z.string().uuid(),
  dialog: idSchema,
  /** Author's id. */
  user: idSchema,
  text: z.string().min(MESSAGE_TEXT.min).max(MESSAGE_TEXT.max),
  read: z.boolean(),
  /** Position in the recipient's stream, for catch-up after reconnect. */
  seq: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Only in its author's view: the smart-messages service sent it for them (services.ts). */
  smart: z.boolean().optional(),
  /**
   * Only in its author's view, and only while the recipient has not got it: `held` waits for a
   * moderator (safety.ts, SAFETY.hold), `rejected` will never be delivered. A held message that
   * is approved arrives as an ordinary message, without this field.
   */
  review: z.enum(['held', 'rejected']).optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const dialogPartnerSchema = z.object({
  id: idSchema,
  userId: z.number().int(),
  name: z.string(),
  /** For texts about the partner: declension of the name, «заходила»/«заходил». */
  gender: genderSchema,
  thumbnailUri: z.string().nullable(),
  vip: z.boolean(),
  online: z.boolean(),
  /** The partner is the clearly named service account (users.is_service): its messages are bot messages. */
  service: z.boolean(),
});

export const dialogSchema = z.object({
  id: idSchema,
  partner: dialogPartnerSchema,
  lastMessage: messageSchema.nullable(),
  /** The viewer may not write here now (free allowance spent or blocked). */
  disallowed: z.boolean(),
  typing: z.boolean(),
  unread: z.number().int().min(0),
  updatedAt: z.string(),
  /** Show the Premium activation offer in place of the composer. */
  showActivate: z.boolean(),
});
export type Dialog = z.infer<typeof dialogSchema>;

export const matchSchema = z.object({
  id: idSchema,
  user: userCardSchema,
  /** User ids who have not yet seen this match. */
  new: z.array(idSchema),
  dialog: idSchema.nullable(),
  createdAt: z.string(),
});
export type Match = z.infer<typeof matchSchema>;

export const likedYouItemSchema = z.object({
  id: idSchema,
  user: z.union([userCardSchema, hiddenUserSchema]),
  new: z.boolean(),
  createdAt: z.string(),
});
export type LikedYouItem = z.infer<typeof likedYouItemSchema>;

export const visitItemSchema = z.object({
  id: idSchema,
  visitor: z.union([userCardSchema, hiddenUserSchema]),
  new: z.boolean(),
  createdAt: z.string(),
});
export type VisitItem = z.infer<typeof visitItemSchema>;

export const likeRequestSchema = z.object({
  love: z.boolean(),
  liked: idSchema,
  block: z.boolean().optional(),
  place: z.string().max(64).optional(),
});
export type LikeRequest = z.infer<typeof likeRequestSchema>;

export const likeSchema = z.object({
  id: idSchema,
  user: idSchema,
  liked: idSchema,
  love: z.boolean(),
  createdAt: z.string(),
});
export type Like = z.infer<typeof likeSchema>;

export const likeResponseSchema = z.object({
  like: z.union([likeSchema, z.literal('free limit exceeded'), z.literal('liked user')]),
  match: matchSchema.nullable(),
  dialog: dialogSchema.nullable(),
  deletedMatch: idSchema.nullable(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

export const discoverResponseSchema = z.object({
  /** Ratings are left today (always true with Premium's features). */
  freeLikes: z.boolean(),
  /**
   * When the day's free ratings are given again: the next Moscow midnight, ISO 8601 (ours).
   * The discover page counts down to it once `freeLikes` is false.
   */
  ratingsResetAt: z.string(),
  users: z.array(userCardSchema),
});
export type DiscoverResponse = z.infer<typeof discoverResponseSchema>;

export const smartMessageTemplateSchema = z.object({ id: z.string(), text: z.string() });
export type SmartMessageTemplate = z.infer<typeof smartMessageTemplateSchema>;

export const feedbackRequestSchema = z.object({
  message: z.string().trim().min(11).max(HELP_MAX_TEXT_LENGTH),
  /** The author's id, or 'unauthorized' for a guest. */
  userId: z.string(),
  replyEmail: z.string().email().or(z.literal('')),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** Operator (legal entity) details shown in the footer and the legal texts. */
export const operatorSchema = z.object({
  /** Full company name. */
  name: z.string(),
  /** Tax number label: ИНН in Russia, БИН in Kazakhstan. */
  taxIdLabel: z.string(),
  taxId: z.string(),
  /** State registration number (ОГРН in Russia), when there is one. */
  registrationNumber: z.string().optional(),
  address: z.string(),
  email: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** What the web app needs to know about the site before anyone signs in. */
export const siteInfoSchema = z.object({
  /** Country code of the visitor from the IP lookup; 'RU' when unknown. */
  geo: z.string(),
  /** The operator for this geo: the Russian one for RU, the Kazakhstan one otherwise. */
  operator: operatorSchema,
  supportEmail: z.string(),
  publicUrl: z.string(),
  /** Payments run in the built-in sandbox (no real charges). */
  paymentsSandbox: z.boolean(),
  /** Yandex Metrika counter id when the operator enabled web analytics; null = none is loaded. */
  metrikaId: z.string().nullable(),
  /**
   * Browser error reporting to a Sentry-compatible endpoint when the operator enabled it (the
   * DSN is public by design); null = the SDK is not loaded.
   */
  errorReporting: z.object({ dsn: z.string(), environment: z.string(), release: z.string() }).nullable(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
