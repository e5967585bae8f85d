import {
  EMPTY_INFO,
  type HiddenUser,
  type LikedYouItem,
  type LikeResponse,
  type Match,
  type UserCard,
  type VisitItem,
} from '@iskra/contract';

let sequence = 0;

/** A uuid-shaped id, different on every call (the contract checks the shape). */
export function uuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`;
}

export function makeCard(overrides: Partial<UserCard> = {}): UserCard {
  const id = uuid();
  return {
    id,
    userId: 5000 + sequence,
    name: 'Марина',
    birthday: '1995-08-01',
    city: 'Казань',
    country: 'Россия',
    signed: false,
    images: [
      { id: uuid(), uri: `/media/${id}-1.jpg`, thumbnailUri: `/media/${id}-1t.jpg`, profile: true },
      { id: uuid(), uri: `/media/${id}-2.jpg`, thumbnailUri: `/media/${id}-2t.jpg`, profile: false },
    ],
    interests: [8, 9],
    goal: 3,
    gender: 2,
    looking: 1,
    lookingAgeFrom: 25,
    lookingAgeTo: 40,
    description: '',
    info: EMPTY_INFO,
    vip: false,
    online: false,
    ...overrides,
  };
}

export function hiddenUser(blurredUri = '/media/blurred.jpg'): HiddenUser {
  return { id: null, userId: null, name: null, blurredUri };
}

export function likedYouItem(
  user: UserCard | HiddenUser,
  overrides: Partial<LikedYouItem> = {},
): LikedYouItem {
  return { id: uuid(), user, new: false, createdAt: '2025-03-12T10:00:00.000Z', ...overrides };
}

export function visitItem(visitor: UserCard | HiddenUser, overrides: Partial<VisitItem> = {}): VisitItem {
  return { id: uuid(), visitor, new: false, createdAt: '2025-03-12T10:00:00.000Z', ...overrides };
}

export function makeMatch(user: UserCard, overrides: Partial<Match> = {}): Match {
  return { id: uuid(), user, new: [], dialog: uuid(), createdAt: '2025-03-12T10:00:00.000Z', ...overrides };
}

export function likeAnswer(viewerId: string, likedId: string, love = true): LikeResponse {
  return {
    like: { id: uuid(), user: viewerId, liked: likedId, love, createdAt: '2025-03-12T10:00:00.000Z' },
    match: null,
    dialog: null,
    deletedMatch: null,
  };
}
