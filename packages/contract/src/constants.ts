/**
 * Business constants of core-application §9 and paid-tiers-and-legal §9, plus the limits we
 * set where the specification leaves a number to us (marked "ours").
 */

import type { MenuData } from './entities.ts';
import { GENDER } from './enums.ts';

const SECOND = 1000;
const DAY_SECONDS = 24 * 60 * 60;

/** Router base path of the web app. */
export const APP_BASE_PATH = '/app';

/** Pages of the web app anyone may open (under APP_BASE_PATH): the sitemap lists them. */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/help',
  '/terms',
  '/privacy-policy',
  '/personal-agreement',
  '/confidential',
  '/cookies',
] as const;

export const PAGE_SIZE = {
  /** Visits, likes and matches lists. */
  sympathies: 24,
  dialogs: 40,
  /** Messages of a dialog per cursor page (ours). */
  messages: 50,
} as const;

export const AGE = { min: 18, max: 80 } as const;

export const RESEND_EMAIL_LOCK_MS = 5 * SECOND;

export const CITY_AUTOCOMPLETE = { delayMs: 500, minChars: 2, maxResults: 10 } as const;

export const INTERESTS_LIMIT = 5;

export const PHOTOS = {
  avatarSlots: 1,
  extraSlots: 5,
  /** The picked picture is scaled to fit within this side before cropping. */
  maxSide: 1024,
  width: 640,
  height: 800,
  cropAspect: 0.8,
  cropInitialPercent: 50,
  thumbAspect: 1,
  /**
   * The smallest round thumbnail, in pixels on screen (the spec's "start 100 px"). The crop
   * itself starts as the largest circle in the upper part of the photo, where a portrait has the
   * face: a 100 px circle in the centre landed on the chin.
   */
  thumbStartPx: 100,
  /** Where the thumbnail circle's centre starts, as a share of the photo's height (clamped). */
  thumbStartCentreY: 0.4,
  minCropWidth: 100,
  minCropHeight: 120,
  previewQuality: 0.7,
  /** Largest accepted upload (ours). */
  maxUploadBytes: 10 * 1024 * 1024,
  /** Largest accepted pixel count of an upload (ours). */
  maxInputPixels: 40_000_000,
  /** Round thumbnail side in pixels (ours). */
  thumbSize: 200,
} as const;

/** Total photos a user may have: one avatar plus five extra. */
export const MAX_PHOTOS = PHOTOS.avatarSlots + PHOTOS.extraSlots;

export const HELP_MIN_TEXT_LENGTH_EXCLUSIVE = 10;
/** Longest help message (ours). */
export const HELP_MAX_TEXT_LENGTH = 5000;

export const NOTIFICATION = {
  autoCloseMs: 6000,
  swipeCloseThresholdPx: 50,
  removeAfterHideMs: 600,
} as const;

export const SWIPE = { commitPx: 170, ignorePx: 30 } as const;

export const CARD_REMOVE_DELAY_MS = 100;
export const LIKED_YOU_REMOVE_DELAY_MS = 100;

export const POPUP = {
  closeDelayMs: 250,
  /** A popup taller than the window minus this many pixels becomes scrollable. */
  scrollableOffsetPx: 54,
  /** Content height of a full-height terms modal: window height minus this. */
  fullHeightContentOffsetPx: 94,
} as const;

export const MODERATION_RELOAD_DELAY_MS = 3 * SECOND;

/** Cookie names and lifetimes (in days unless stated) of the web app. */
export const COOKIES = {
  consent: { name: 'cookie_consent', days: 45 },
  emailConfirmPopup: { name: 'email_confirm_popup', days: 1, cycle: 3 },
  subscriptionPromo: { name: 'subscription_promo', days: 3, cycle: 3 },
  subscriptionPromoShown: { name: 'subscription_promo_shown', days: 1 },
  photoPromo: { name: 'photo_promo', days: 60 },
  remindAvatar: { name: 'remind_avatar', days: 1, cycle: 3 },
  utm: { name: 'utm', days: 30 },
  transactionId: { name: 'transaction_id', days: 30 },
  freeMessages: { name: 'free_messages', days: 1 },
  fVisit: { name: 'fvisit', days: 1 },
  fLike: { name: 'flike', days: 1 },
  inviteMeetup: { name: 'invite_meetup', days: 1 },
} as const;

/** Keys in the browser's localStorage. */
export const STORAGE_KEYS = {
  token: 'token',
  premiumVisits: 'premiumVisits',
  promoWasShown: 'promoWasShown',
  /** Ours: 'dismissed' once the offer to turn on push was closed (it is shown once). */
  pushOffer: 'pushOffer',
} as const;

/** Delays of the live-socket initialisation (core-application §4 "Realtime"). */
export const REALTIME = {
  visitDelayMs: 120 * SECOND,
  inviteMeetupDelayMs: 300 * SECOND,
  likeDelayMs: 360 * SECOND,
  /** A gender-1 user with fewer than this many session visits or likes sends a session update. */
  sessionUpdateThreshold: 3,
  followUp: {
    messageMs: 420 * SECOND,
    likeMs: 410 * SECOND,
    visitMs: 400 * SECOND,
    meetupInviteMs: 405 * SECOND,
  },
} as const;

export const SUBSCRIPTION_PROMO = {
  afterJoinMs: 3_600_000,
  showDelayMs: 1000,
} as const;

export const POPULARITY = { vip: 100, regular: 25, highAbove: 80 } as const;

export const FULLNESS = { excellentAbove: 70, goodFrom: 50 } as const;

export const LANDING_SLIDESHOW = { images: 3, slideMs: 10 * SECOND, transitionMs: 1 * SECOND } as const;

/**
 * Free tier allowances (ours; the specification names the limits but not the numbers). They
 * bind only people without Premium's features (see PREMIUM_FEATURES).
 */
export const FREE_TIER = {
  /**
   * Ratings a free user may give per day: likes and dislikes both count, because without
   * free likes the discover cards stop swiping either way (core-application §4). The day is
   * the Moscow calendar day. A block never counts and is never refused.
   */
  likesPerDay: 30,
  /**
   * Messages a free user may send per Moscow day that nobody has answered yet. A reply — a
   * message in a dialog whose newest message is the other person's, i.e. their last message
   * is newer than the sender's previous one — never counts and is never refused for the
   * allowance, so the limit never locks anyone out of answering a person who wrote to them.
   * Smart-message openers do not count either.
   */
  messagesPerDay: 10,
} as const;

/**
 * Who has Premium's features (ours, DESIGN §4). Premium is sold to men only
 * (paid-tiers-and-legal §1), so women get its features free: liked-you and visitors clear
 * with names, unlimited ratings and messages, writing to anyone, changing a rating, clear
 * notifications. Everyone else has them while a paid Premium period lasts. The server decides
 * and says so in `CurrentUser.premiumFeatures`; `CurrentUser.premium` stays the paid tier
 * (a woman holds no subscription). VIP stays paid for everyone.
 */
export const PREMIUM_FEATURES = {
  /** The gender that has Premium's features without paying. */
  freeForGender: GENDER.WOMAN,
} as const;

/**
 * The discover feed (ours). Candidates come nearest first — the viewer's city, then the rest
 * of the region, the country, the world — and within each of those most recently active
 * first. A VIP profile counts as active `vipBoostHours` later than it really was: it moves
 * ahead of people active up to that long after it, never out of its distance band, and the
 * boost ends with the VIP period.
 */
export const DISCOVER = {
  pageSize: 20,
  vipBoostHours: 6,
} as const;

/** Message text bounds. */
export const MESSAGE_TEXT = { min: 1, max: 2000 } as const;

/** Profile field bounds (ours where the specification is silent). */
export const PROFILE = {
  nameMin: 2,
  nameMax: 30,
  descriptionMax: 1000,
  heightMin: 100,
  heightMax: 250,
  weightMin: 30,
  weightMax: 300,
  passwordMin: 8,
  passwordMax: 128,
} as const;

/** Paid tiers (paid-tiers-and-legal §9). Prices are in roubles. */
export const PREMIUM_PROMO = {
  countdownSeconds: DAY_SECONDS,
  tickMs: SECOND,
  /** The promo popup opens once the visit counter exceeds this. */
  visitsAbove: 2,
  /** The visit counter is persisted only while below this. */
  visitsStoreBelow: 4,
  /** Value stored under promoWasShown when the promo popup closes. */
  wasShownValue: '1',
} as const;

export const POST_PAYMENT_REDIRECT_MS = 3 * SECOND;
export const POST_PAYMENT_REDIRECT_PATH = '/app/discover';

export const ACCEPTED_CARDS = ['VISA', 'MasterCard', 'МИР'] as const;
export const SETTINGS_DATE_FORMAT = 'dd.MM.yyyy';
export const DEFAULT_GEO = 'RU';

export const LEGAL = {
  termsDate: '2022-08-22',
  privacyPolicyDate: '2022-08-19',
  deletionWorkingDays: 3,
  terminationNoticeCalendarDays: 5,
  checkAgreementEvery: 'month',
  claimAnswerWorkingDays: 30,
  consentValidityYears: 10,
  cookieConsentDays: 45,
} as const;

export const NOTIFICATIONS_PATHS = {
  settings: '/api/notifications/settings',
  /** `?token=`: GET shows a page to confirm, POST (one-click, RFC 8058) unsubscribes. */
  unsubscribe: '/api/notifications/unsubscribe',
  /** `GET`: whether this server sends web push, and its VAPID public key. */
  pushKey: '/api/notifications/push/key',
  /** `POST` saves this browser's push subscription, `DELETE` (body `{ endpoint }`) drops it. */
  pushSubscription: '/api/notifications/push/subscription',
} as const;

export const SOCKET_PATH = '/socket.io';

export const EMPTY_MENU_DATA: MenuData = { visits: 0, likes: 0, dialogs: 0, matches: 0 };

/** Why an account was blocked; the user hears the category (login refusal, letter). */
export const BAN_REASONS = ['spam', 'scam', 'harassment', 'sexual', 'minor', 'fake', 'other'] as const;
export type BanReason = (typeof BAN_REASONS)[number];

/**
 * Ours: a request may name the socket of the tab that sends it (socket.id) in this header.
 * Pushes the request causes for the sender itself — the menu counter falling when the tab
 * opens a list and sees its new items — then skip that socket, because the tab adjusts from
 * the answer (core-application §4 "Lists"); the user's other tabs get the push. Without the
 * header every socket of the user gets it.
 */
export const SOCKET_ID_HEADER = 'x-socket-id';

/** Where a blocked user appeals: the help form (its path under the site address). */
export const APPEAL_PATH = '/app/help';
