/**
 * How a stored user is shown: to themselves (CurrentUser) and to others (UserCard).
 * The only place that turns database rows into these contract shapes.
 */
import type { CurrentUser, HiddenUser, Image, Info, UserCard } from '@iskra/contract';
import { FREE_TIER, hasPremiumFeatures } from '@iskra/contract';
import type { images, users } from '../../platform/db/schema.ts';
import { blurImageKey, imageKeys } from './image-keys.ts';

export type UserRow = typeof users.$inferSelect;
export type ImageRow = typeof images.$inferSelect;

/** Turns a storage key into a public address. */
/** A city of the city list, as a user row stores it (city, region, country, coordinates). */
export interface ListedCity {
  name: string;
  region: string;
  country: string;
  lat: number;
  lng: number;
}

export type PublicUrl = (key: string) => string;

/** Images in display order: the profile image first, then by position. */
export function toImages(rows: readonly ImageRow[], publicUrl: PublicUrl): Image[] {
  return [...rows]
    .sort((a, b) => Number(b.profile) - Number(a.profile) || a.position - b.position)
    .map((r) => {
      const keys = imageKeys(r.fileKey);
      return { id: r.id, uri: publicUrl(keys.full), thumbnailUri: publicUrl(keys.thumb), profile: r.profile };
    });
}

/** The picture that stands for a person: the profile image, else the one listed first. */
export function profileImageOf(rows: readonly ImageRow[]): ImageRow | undefined {
  return rows.find((r) => r.profile) ?? [...rows].sort((a, b) => a.position - b.position)[0];
}

/**
 * A person as a free user sees them in liked-you and visitors: no id, number or name, only the
 * blurred-looking preview stored with their picture, whose address leads to nothing else
 * (blurImageKey) and whose pixels were drawn without the picture (photos/preview.ts).
 */
export function toHiddenUser(imageRows: readonly ImageRow[], publicUrl: PublicUrl): HiddenUser {
  const picture = profileImageOf(imageRows);
  return {
    id: null,
    userId: null,
    name: null,
    blurredUri: picture ? publicUrl(blurImageKey(picture.blurKey)) : null,
  };
}

export function infoOf(u: UserRow): Info {
  return {
    relationship: u.relationship,
    orientation: u.orientation,
    height: u.height,
    weight: u.weight,
    living: u.living,
    children: u.children,
    smoking: u.smoking,
    alcohol: u.alcohol,
  };
}

export function isPremium(u: Pick<UserRow, 'premiumUntil'>, now = new Date()): boolean {
  return u.premiumUntil !== null && u.premiumUntil > now;
}

/**
 * Whether the user has Premium's features now: a paid Premium period, or a woman, who gets
 * them free (PREMIUM_FEATURES in the contract). Every limit, list and notification asks this;
 * only billing asks `isPremium`, the tier that was paid for.
 */
export function premiumFeaturesOf(u: Pick<UserRow, 'premiumUntil' | 'gender'>, now = new Date()): boolean {
  return hasPremiumFeatures(u.gender, isPremium(u, now));
}

export function isVip(u: Pick<UserRow, 'vipUntil'>, now = new Date()): boolean {
  return u.vipUntil !== null && u.vipUntil > now;
}

export interface CurrentUserExtras {
  online: boolean;
  fSessions: { visits: number; likes: number };
  /** Messages a free user has already sent today that count against the allowance. */
  messagesSentToday: number;
}

export function toCurrentUser(
  u: UserRow,
  imageRows: readonly ImageRow[],
  publicUrl: PublicUrl,
  extras: CurrentUserExtras,
): CurrentUser {
  const features = premiumFeaturesOf(u);
  return {
    id: u.id,
    userId: u.userNumber,
    name: u.name,
    email: u.email,
    isActivated: u.isActivated,
    birthday: u.birthday,
    gender: u.gender as 1 | 2,
    looking: u.looking as 1 | 2,
    lookingAgeFrom: u.lookingAgeFrom,
    lookingAgeTo: u.lookingAgeTo,
    goal: u.goal,
    description: u.description,
    descriptionConfirmed: u.descriptionConfirmed,
    nameConfirmed: u.nameConfirmed,
    city: u.city,
    country: u.country,
    online: extras.online,
    joinDate: u.createdAt.toISOString(),
    images: toImages(imageRows, publicUrl),
    info: infoOf(u),
    interests: [...u.interests],
    premium: isPremium(u),
    premiumFeatures: features,
    vip: isVip(u),
    fSessions: extras.fSessions,
    iskraServices: { smartMessages: u.smartMessages },
    freeMessages: features
      ? FREE_TIER.messagesPerDay
      : Math.max(0, FREE_TIER.messagesPerDay - extras.messagesSentToday),
  };
}

export function toUserCard(
  u: UserRow,
  imageRows: readonly ImageRow[],
  publicUrl: PublicUrl,
  online: boolean,
): UserCard {
  return {
    id: u.id,
    userId: u.userNumber,
    name: u.name,
    birthday: u.birthday,
    city: u.city,
    country: u.country,
    signed: u.signed,
    images: toImages(imageRows, publicUrl),
    interests: [...u.interests],
    goal: u.goal,
    gender: u.gender as 1 | 2,
    looking: u.looking as 1 | 2,
    lookingAgeFrom: u.lookingAgeFrom,
    lookingAgeTo: u.lookingAgeTo,
    // A description that failed moderation is not shown to others.
    description: u.descriptionConfirmed === -1 ? '' : u.description,
    info: infoOf(u),
    vip: isVip(u),
    online,
  };
}
