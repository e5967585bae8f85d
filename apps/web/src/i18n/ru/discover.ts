/** Discovery (/discover) and its person card. */
import type { Gender } from '@iskra/contract';
import { byGender } from '../../shared/gender-forms.ts';

export const discover = {
  title: 'Знакомства',
  deckLabel: 'Анкеты',
  loading: 'Ищем анкеты рядом с тобой…',
  emptyTitle: 'Анкеты закончились',
  emptyText: (viewer: Gender) =>
    `Ты ${byGender(viewer, 'посмотрел', 'посмотрела')} всех, кто сейчас подходит под твои настройки. Загляни попозже — появятся новые люди. А ещё можно расширить возраст поиска в настройках профиля.`,
  emptyAgain: 'Проверить снова',
  emptySettings: 'Мой профиль',
  failedTitle: 'Не получилось загрузить анкеты',
  failedText: 'Проверь подключение к интернету и попробуй ещё раз.',
  retry: 'Повторить',
  actionsLabel: 'Оценка анкеты',
  like: 'Нравится',
  dislike: 'Пропустить',
  undo: 'Вернуть предыдущую анкету',
  undoFree: (viewer: Gender) =>
    `Анкета вернулась. Оценку ты уже ${byGender(viewer, 'поставил', 'поставила')}: изменить её можно только с Premium, без него повторная оценка не засчитается.`,
  /** The day's free ratings are spent: the deck gives way to this until the Moscow midnight. */
  ratingsSpent: {
    title: 'На сегодня всё — новые анкеты завтра',
    text: (left: string) =>
      `Бесплатные оценки на сегодня закончились. Новые — через ${left}, в полночь по Москве.`,
    soon: 'Бесплатные оценки на сегодня закончились. Новые — вот-вот, в полночь по Москве.',
    premium: 'С Premium симпатии без ограничений — можно не ждать.',
    action: 'Получить Premium',
    matches: 'Мои симпатии',
  },
  /** Time left as «5 ч 12 мин» (abbreviations need no plural forms; a number keeps its unit). */
  timeLeft: (hours: number, minutes: number) =>
    hours > 0 ? `${hours}\u00a0ч ${minutes}\u00a0мин` : `${Math.max(minutes, 1)}\u00a0мин`,
  keyboardHint: 'Клавиши ← и →: пропустить или поставить симпатию. Можно и перетащить карточку.',
  stampLike: 'Нравится',
  stampDislike: 'Мимо',
  liked: (name: string) => `Симпатия: ${name}`,
  disliked: (name: string) => `Пропущено: ${name}`,
  returned: (name: string) => `Вернулась анкета: ${name}`,
} as const;

export const userCard = {
  openProfile: 'Открыть анкету',
  openProfileOf: (name: string) => `Открыть анкету: ${name}`,
  photoPosition: (index: number, total: number) => `Фото ${index} из ${total}`,
  previousPhoto: 'Предыдущее фото',
  nextPhoto: 'Следующее фото',
  showPhoto: (index: number) => `Показать фото ${index}`,
  photoAlt: (name: string, index: number) => `${name}, фото ${index}`,
  noPhoto: 'Фото пока нет',
  vip: 'VIP',
  vipLabel: 'VIP-анкета',
  online: 'В сети',
  goal: 'Цель',
  zodiac: 'Знак зодиака',
  interests: 'Интересы',
} as const;
