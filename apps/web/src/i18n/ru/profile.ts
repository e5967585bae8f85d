/** Profiles (/@u{userId}). */
import type { FullnessGap, Gender } from '@iskra/contract';
import { byGender } from '../../shared/gender-forms.ts';
import { withName } from '../../shared/names.ts';
import { plural } from '../../shared/plural.ts';
import { branded } from './titles.ts';

/** One step of the fullness hint, for what the profile lacks. */
function fullnessStep(gap: FullnessGap): string {
  switch (gap.part) {
    case 'profilePhoto':
      return 'добавь главное фото';
    case 'extraPhotos':
      return `добавь ещё ${gap.missing} фото`;
    case 'description':
      return gap.missing === 'empty' ? 'расскажи о себе' : 'допиши пару фраз о себе';
    case 'interests':
      return `выбери ещё ${gap.missing} ${plural(gap.missing, ['интерес', 'интереса', 'интересов'])}`;
    case 'info':
      return `заполни в личной информации ещё ${gap.missing} ${plural(gap.missing, ['поле', 'поля', 'полей'])}`;
    case 'ageRange':
      return 'укажи желаемый возраст партнёра';
  }
}

export const profile = {
  /** The document title 'Profile ...' (core-application §2): «Профиль Анны — Искра». */
  documentTitle: (name: string, gender: Gender) =>
    withName(
      name,
      gender,
      'genitive',
      (n) => branded(`Профиль ${n}`),
      (n) => branded(`Профиль: ${n}`),
    ),
  loading: 'Загружаем анкету',
  loadFailed: 'Не получилось загрузить анкету',
  retry: 'Повторить',
  online: 'В сети',
  offline: 'Не в сети',
  vipLabel: 'VIP-анкета',
  ageAndCity: (age: string, city: string) => `${age}, ${city}`,
  moderation: {
    pending: 'на проверке',
    namePending: 'Имя проверяет модератор — обычно это недолго.',
    nameFailed: 'Имя не прошло проверку. Пожалуйста, измени его.',
    descriptionPending: 'Текст проверяет модератор — обычно это недолго.',
    descriptionFailed: 'Текст «О себе» не прошёл проверку. Пожалуйста, измени его.',
  },
  gallery: {
    label: (name: string) => `Фото: ${name}`,
    roleCarousel: 'галерея',
    roleSlide: 'фото',
    position: (index: number, total: number) => `Фото ${index} из ${total}`,
    previous: 'Предыдущее фото',
    next: 'Следующее фото',
    thumbnails: 'Все фото',
    show: (index: number) => `Показать фото ${index}`,
    alt: (name: string, index: number) => `${name}, фото ${index}`,
    empty: 'Фото пока нет',
  },
  photos: {
    title: 'Мои фото',
  },
  header: {
    edit: 'Изменить настройки профиля',
  },
  about: {
    title: 'О себе',
    edit: 'Изменить текст «О себе»',
    field: 'Расскажи о себе',
    placeholder: 'Чем занимаешься, что любишь, каким видишь идеальное свидание…',
    counter: (count: number, max: number) => `${count} из ${max} символов`,
    greetingNote: 'Пока текста нет, другие видят это приветствие.',
  },
  location: {
    title: 'Местоположение',
    edit: 'Изменить город',
  },
  info: {
    title: 'Личная информация',
    edit: 'Изменить личную информацию',
    notSet: 'Не указано',
    emptyOther: 'Пока ничего не рассказано',
    height: 'Рост, см',
    weight: 'Вес, кг',
    heightValue: (value: number) => `${value}\u00a0см`,
    weightValue: (value: number) => `${value}\u00a0кг`,
    placeholder: 'Не указано',
  },
  interests: {
    title: 'Интересы',
    edit: 'Изменить интересы',
    hint: 'Выбери до 5 интересов — по ним проще найти общий язык.',
    selected: (count: number, max: number) => `Выбрано ${count} из ${max}`,
    empty: 'Интересы пока не выбраны',
    emptyOther: 'Интересы не указаны',
    listLabel: 'Интересы на выбор',
  },
  criteria: {
    title: 'Кого ищет',
    ownTitle: 'Кого ищу',
    edit: 'Изменить, кого ищу',
    looking: 'Ищет',
    lookingOwn: 'Ищу',
    age: 'Возраст',
    ageRange: (from: number, to: number) => `от ${from} до ${to} лет`,
    goal: 'Цель знакомства',
    zodiac: 'Знак зодиака',
  },
  tiers: {
    title: 'Больше возможностей',
    premium: {
      title: 'Premium',
      text: 'Пиши кому угодно без ограничений, смотри, кто тебя оценил и заходил в гости, ставь симпатии без лимита и меняй свои оценки.',
      action: 'Получить Premium',
    },
    vip: {
      title: 'VIP',
      text: 'Анкету чаще показывают в ленте и поднимают в поиске: больше гостей, симпатий и внимания в чате.',
      action: 'Получить VIP',
    },
  },
  meters: {
    popularity: 'Популярность',
    popularityHint: 'VIP-анкеты показывают чаще — их популярность выше.',
    raise: 'Повысить с VIP',
    fullness: 'Заполненность анкеты',
    fullnessHint: (gaps: readonly FullnessGap[]) =>
      `Чтобы анкета была полной, ${gaps.map(fullnessStep).join(', ')}.`,
    percent: (value: number) => `${value}\u00a0%`,
  },
  settings: {
    title: 'Настройки профиля',
    allSettings: 'Почта и настройки аккаунта',
  },
  actions: {
    dislike: 'Не нравится',
    like: 'Нравится',
    message: 'Написать',
    liked: 'Симпатия отправлена',
    disliked: 'Анкета пропущена',
  },
  messageGate: {
    title: 'Сначала — взаимная симпатия',
    text: (name: string, gender: Gender) => {
      const rest = `поставь «Нравится» — и если ты тоже ${byGender(gender, 'ему', 'ей')} понравишься, откроется чат.`;
      return withName(
        name,
        gender,
        'dative',
        (n) => `Написать ${n} можно, когда симпатия станет взаимной: ${rest}`,
        () => `Написать можно, когда симпатия станет взаимной: ${rest}`,
      );
    },
    premium: 'С Premium можно писать кому угодно, не дожидаясь взаимности.',
    getPremium: 'Получить Premium',
    close: 'Понятно',
  },
  save: 'Сохранить',
  cancel: 'Отмена',
} as const;
