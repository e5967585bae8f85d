/** The app shell: brand, start-up screens, navigation, header, footer, cookie banner and 404. */
import { ERROR_TEXT } from '@iskra/contract';

export const brand = {
  name: 'Искра',
  homeLink: 'Искра — на главную',
} as const;

export const app = {
  loading: 'Загрузка…',
  skipToContent: 'Перейти к содержимому',
  loadFailedTitle: 'Не получается связаться с Искрой',
  loadFailedText: 'Проверь подключение к интернету и попробуй ещё раз. Если не помогает — зайди чуть позже.',
  retry: 'Повторить',
  crashTitle: 'Что-то сломалось',
  crashText: 'Произошла непредвиденная ошибка. Обнови страницу — обычно это помогает.',
  reload: 'Обновить страницу',
} as const;

export const nav = {
  label: 'Основное меню',
  discover: 'Знакомства',
  sympathies: 'Симпатии',
  likedYou: 'Я нравлюсь',
  matches: 'Взаимные',
  visitors: 'Посетители',
  chat: 'Чат',
  profile: 'Профиль',
  myProfile: 'Моя анкета',
  subscription: 'Подписки',
  help: 'Помощь',
  newItems: (count: number) => `новых: ${count}`,
} as const;

export const header = {
  premium: 'Premium',
  vip: 'VIP',
  getPremium: 'Получить Premium',
  getVip: 'Получить VIP',
  signIn: 'Войти',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  menuTitle: 'Меню',
  avatarLabel: (name: string) => `Моя анкета: ${name}`,
  logout: 'Выйти',
} as const;

export const bottomBar = {
  label: 'Разделы',
} as const;

export const logout = {
  title: 'Выйти из аккаунта?',
  text: 'После выхода все функции сайта станут недоступны, пока ты снова не войдёшь.',
  confirm: 'Выйти',
  cancel: 'Остаться',
} as const;

export const footer = {
  label: 'Подвал сайта',
  navLabel: 'Информация',
  help: 'Помощь',
  about: 'О нас',
  security: 'Безопасность',
  premiumSettings: 'Настройки Premium',
  vipSettings: 'Настройки VIP',
  terms: 'Пользовательское соглашение',
  privacy: 'Политика конфиденциальности',
  personalData: 'Согласие на обработку персональных данных',
  cookies: 'Политика cookie',
  operator: 'Оператор сервиса',
  /** ОГРН for the Russian operator; a neutral label for the others. */
  registrationNumber: (value: string, russian: boolean) => `, ${russian ? 'ОГРН' : 'рег. номер'} ${value}`,
  contactEmail: 'Почта для связи',
  address: 'Адрес',
  paymentsLabel: 'Принимаем к оплате',
  adults: 'Сервис только для совершеннолетних (18+).',
  copyright: (year: number) => `© ${year} Искра`,
} as const;

export const payments = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  mir: 'Платёжная система «Мир»',
  mirPay: 'Mir Pay',
  /** The МИР wordmark as drawn on the badge. */
  mirMark: 'МИР',
} as const;

export const cookies = {
  label: 'Уведомление о файлах cookie',
  textBefore:
    'Мы используем файлы cookie, чтобы сайт работал корректно и удобно. Продолжая пользоваться сайтом, ты соглашаешься с их использованием. Подробнее — в ',
  link: 'политике cookie',
  textAfter: '.',
  agree: 'Продолжить',
} as const;

export const notFound = {
  code: '404',
  title: ERROR_TEXT.pageNotFound,
  text: 'Возможно, ссылка устарела или в адресе опечатка.',
  action: 'Перейти к знакомствам',
} as const;
