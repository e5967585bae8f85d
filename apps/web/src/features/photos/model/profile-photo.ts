import { type Image, PHOTOS } from '@iskra/contract';

/** The avatar slot and the PHOTOS.extraSlots extra slots, filled from the images in display order. */
export interface PhotoSlotsState {
  main: Image | null;
  extras: (Image | null)[];
}

export function slotsOf(images: readonly Image[]): PhotoSlotsState {
  const main = images.find((image) => image.profile) ?? null;
  const rest = images.filter((image) => image !== main).slice(0, PHOTOS.extraSlots);
  const extras: (Image | null)[] = [...rest];
  while (extras.length < PHOTOS.extraSlots) extras.push(null);
  return { main, extras };
}

export function hasProfilePhoto(images: readonly Image[]): boolean {
  return images.some((image) => image.profile);
}

/**
 * The photo promo screen is due while the user has no profile photo and its cookie is not set
 * (core-application §2 "Photo promo screen"). `promoCookie` is the cookie's current value.
 */
export function isPhotoPromoDue(images: readonly Image[], promoCookie: string | null): boolean {
  return !hasProfilePhoto(images) && promoCookie === null;
}
