/**
 * Enumerations of the specification (core-application §3) with their Russian labels.
 * Codes are what the API stores and sends; labels are what the interface shows.
 */
export type Labelled<C extends number = number> = Readonly<Record<C, string>>;

export const GENDER = { MAN: 1, WOMAN: 2 } as const;
export type Gender = (typeof GENDER)[keyof typeof GENDER];
export const genderLabels: Labelled<Gender> = { 1: 'Мужчина', 2: 'Женщина' };
/** "Looking for" labels: 1 = looking for a man, 2 = looking for a woman. */
export const lookingLabels: Labelled<Gender> = { 1: 'Мужчину', 2: 'Женщину' };

export const relationshipLabels = { 1: 'Свободен', 2: 'Занят', 3: 'Всё сложно' } as const;
export const orientationLabels = { 1: 'Гетеро', 2: 'Гомо', 3: 'Би' } as const;
export const livingLabels = {
  1: 'Один',
  2: 'С родителями',
  3: 'С партнёром',
  4: 'С соседями',
  5: 'В общежитии',
} as const;
export const childrenLabels = { 1: 'Пока нет', 2: 'Есть', 3: 'Уже взрослые', 4: 'Нет и не будет' } as const;
export const smokingLabels = { 1: 'Курю', 2: 'Не курю', 3: 'Не переношу' } as const;
export const alcoholLabels = {
  1: 'Не пью',
  2: 'Пью в компании',
  3: 'Пью много',
  4: 'Не переношу',
} as const;

/** Search goal (цель знакомства). */
export const goalLabels = {
  1: 'Дружба',
  2: 'Романтика',
  3: 'Отношения',
  4: 'Секс',
  5: 'Путешествия',
} as const;
export type Goal = keyof typeof goalLabels;

/** The 27 interests, in the order of the specification. */
export const interestLabels = {
  1: 'Политика',
  2: 'Компьютерные игры',
  3: 'Настольные игры',
  4: 'Ролевые игры',
  5: 'Путешествия',
  6: 'Клубы',
  7: 'Чтение',
  8: 'Кино',
  9: 'Музыка',
  10: 'Искусство',
  11: 'Эротика',
  12: 'Наука',
  13: 'Фотография',
  14: 'Духовность',
  15: 'Танцы',
  16: 'Спорт',
  17: 'Футбол',
  18: 'Рыбалка',
  19: 'Кулинария',
  20: 'Камасутра',
  21: 'Домашние животные',
  22: 'Чай',
  23: 'Кофе',
  24: 'Выпить с друзьями',
  25: 'Мода',
  26: 'Шопинг',
  27: 'Иностранные языки',
} as const;
export type Interest = keyof typeof interestLabels;

/** Info fields with a code list, and the Russian name of each field. */
export const infoCodeLabels = {
  relationship: relationshipLabels,
  orientation: orientationLabels,
  living: livingLabels,
  children: childrenLabels,
  smoking: smokingLabels,
  alcohol: alcoholLabels,
} as const;
export type InfoCodeField = keyof typeof infoCodeLabels;

/** Labels that differ for a woman, who says «свободна», «живу одна». */
const womanInfoLabels = {
  relationship: { ...relationshipLabels, 1: 'Свободна', 2: 'Занята' },
  living: { ...livingLabels, 1: 'Одна' },
} as const;

/** The info labels in the grammatical gender of the profile's owner. */
export function infoCodeLabelsFor(gender: Gender): { [F in InfoCodeField]: Labelled } {
  return gender === GENDER.WOMAN ? { ...infoCodeLabels, ...womanInfoLabels } : infoCodeLabels;
}

export const infoFieldNames = {
  relationship: 'Отношения',
  orientation: 'Ориентация',
  height: 'Рост',
  weight: 'Вес',
  living: 'Где живу',
  children: 'Дети',
  smoking: 'Курение',
  alcohol: 'Алкоголь',
} as const;

/** Zodiac signs 1–12, from Aquarius to Capricorn. */
export const zodiacLabels = {
  1: 'Водолей',
  2: 'Рыбы',
  3: 'Овен',
  4: 'Телец',
  5: 'Близнецы',
  6: 'Рак',
  7: 'Лев',
  8: 'Дева',
  9: 'Весы',
  10: 'Скорпион',
  11: 'Стрелец',
  12: 'Козерог',
} as const;
export type Zodiac = keyof typeof zodiacLabels;

/** Subscription types of paid-tiers §3. */
export const SUBSCRIPTION_TYPE = { PREMIUM: 1, VIP: 2 } as const;
