import type { HiddenUser, UserCard } from '@iskra/contract';
import type { PopupPerson } from '../components/sympathy-popups.tsx';

/** A free user's liked-you and visitors entries come without name, id or clear picture. */
export function isHidden(person: UserCard | HiddenUser): person is HiddenUser {
  return person.id === null;
}

/** The profile picture of a card (the avatar comes first), or null without photos. */
export function mainImage(card: UserCard) {
  return card.images.find((image) => image.profile) ?? card.images[0] ?? null;
}

/** How the like-result popups show a card: its name and the thumbnail of its main picture. */
export function popupPerson(card: UserCard): PopupPerson {
  return { name: card.name, gender: card.gender, thumbnailUri: mainImage(card)?.thumbnailUri ?? null };
}
