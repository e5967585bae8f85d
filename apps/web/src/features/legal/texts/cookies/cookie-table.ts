import { COOKIES } from '@iskra/contract';
import { days } from '../../model/format.ts';
import type { LegalTable } from '../../model/types.ts';

type CookieKey = keyof typeof COOKIES;

/** What each of the site's own cookies is for. Typed by the contract, so a new cookie must be described here. */
const PURPOSES: Readonly<Record<CookieKey, string>> = {
  consent:
    'Запоминает, что вы согласились на использование файлов cookie, чтобы не показывать уведомление снова.',
  emailConfirmPopup: 'Ограничивает частоту напоминаний о подтверждении адреса электронной почты.',
  subscriptionPromo: 'Ограничивает частоту показа предложений Premium и VIP.',
  subscriptionPromoShown: 'Отмечает, что предложение подписки сегодня уже показано.',
  photoPromo: 'Отмечает, что экран с предложением загрузить фотографию уже показан.',
  remindAvatar: 'Ограничивает частоту напоминаний добавить фотографию профиля.',
  utm: 'Сохраняет метки рекламной кампании, по ссылке которой вы пришли на Сайт.',
  transactionId: 'Сохраняет идентификатор перехода от рекламного партнёра, чтобы учесть регистрацию.',
  freeMessages: 'Ограничивает частоту подсказок о бесплатных сообщениях.',
  fVisit: 'Ограничивает частоту уведомлений о новых посещениях анкеты.',
  fLike: 'Ограничивает частоту уведомлений о новых симпатиях.',
  inviteMeetup: 'Ограничивает частоту уведомлений о приглашениях на встречу.',
};

/** The site's own cookies with their purpose and lifetime, from the contract's cookie list. */
export function cookieTable(): LegalTable {
  const keys = Object.keys(COOKIES) as CookieKey[];
  return {
    caption: 'Собственные файлы cookie Сайта',
    head: ['Название', 'Назначение', 'Срок хранения'],
    rows: keys.map((key) => [COOKIES[key].name, PURPOSES[key], days(COOKIES[key].days)]),
  };
}
