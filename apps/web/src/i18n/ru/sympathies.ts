/** Sympathy lists (/liked-you, /matches, /visitors) and the like-result popups. */
import { GENDERED_TEXT, type Gender } from '@iskra/contract';
import { byGender } from '../../shared/gender-forms.ts';

export const sympathyPopups = {
  match: {
    title: 'Взаимная симпатия!',
    write: 'Написать',
    later: 'Позже',
  },
  freeLimit: {
    title: 'На сегодня это всё',
    text: 'Бесплатные симпатии на сегодня закончились. Завтра можно будет продолжить.',
    premium: 'С Premium симпатии без ограничений — можно не ждать.',
    action: 'Получить Premium',
    close: 'Понятно',
  },
  alreadyRated: {
    title: 'Оценка уже стоит',
    text: (viewer: Gender) => GENDERED_TEXT.alreadyRated[viewer],
    premium: 'Изменить свою оценку можно с Premium.',
    action: 'Получить Premium',
    close: 'Понятно',
  },
} as const;

export const sympathies = {
  likedYou: {
    title: 'Я нравлюсь',
    subtitle: 'Люди, которые поставили тебе симпатию',
    emptyTitle: 'Симпатий пока нет',
    emptyText:
      'Добавь фото и расскажи о себе — заполненные анкеты замечают чаще. А пока посмотри, кто есть рядом.',
    lockedNote: 'Кто именно — видно с Premium. Ответить взаимностью можно тоже с ним.',
  },
  visitors: {
    title: 'Посетители',
    subtitle: 'Узнай, кто тобой интересуется!',
    emptyTitle: 'Гостей пока не было',
    emptyText: 'Когда кто-нибудь откроет твою анкету, этот человек появится здесь.',
    lockedNote: 'Кто заходил к тебе в гости — видно с Premium.',
  },
  matches: {
    title: 'Взаимные симпатии',
    subtitle: 'Симпатия взаимна — можно писать',
    emptyTitle: 'Взаимных симпатий пока нет',
    emptyText: 'Ставь симпатии в знакомствах: когда интерес окажется взаимным, человек появится здесь.',
  },
  toDiscover: 'К знакомствам',
  hiddenName: 'Анкета скрыта',
  newMark: 'Новое',
  likedAt: (when: string) => `Симпатия ${when}`,
  /** A hidden visitor's gender is not known: «Заходили» speaks of someone unnamed. */
  visitedAt: (when: string, gender: Gender | null) =>
    `${gender === null ? 'Заходили' : byGender(gender, 'Заходил', 'Заходила')} ${when}`,
  matchedAt: (when: string) => `Взаимно ${when}`,
  like: 'Нравится',
  dislike: 'Пропустить',
  likeOf: (name: string) => `Ответить симпатией: ${name}`,
  dislikeOf: (name: string) => `Пропустить: ${name}`,
  likeHidden: 'Ответить симпатией',
  dislikeHidden: 'Пропустить',
  write: 'Написать',
  writeTo: (name: string) => `Написать: ${name}`,
  loadingMore: 'Загружаем ещё…',
  failed: 'Не получилось загрузить список.',
  retry: 'Повторить',
  upsell: {
    likedYou: {
      title: 'Узнай, кому ты нравишься',
      text: 'Имена и фото тех, кто поставил тебе симпатию, открываются с Premium. С ним же можно сразу ответить взаимностью или пропустить.',
    },
    visitorDislike: {
      title: 'Пока эта функция заблокирована...',
      text: 'Видеть гостей и оценивать их прямо из списка можно с Premium.',
    },
    visitorLike: {
      title: 'Не упускай свой шанс познакомиться!',
      text: 'С Premium видно, кто заходил к тебе в гости, и можно сразу поставить симпатию.',
    },
    benefitsLabel: 'Что даёт Premium',
    benefits: [
      'Видно, кто поставил тебе симпатию и кто заходил в гости',
      'Симпатии без дневного лимита',
      'Можно отменить или изменить свою оценку',
      'Писать можно кому угодно',
    ],
    action: 'Получить Premium',
    later: 'Не сейчас',
    close: 'Понятно',
  },
} as const;
