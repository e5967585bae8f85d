/**
 * User-visible texts that both apps need: the error catalogue (core-application §8,
 * paid-tiers-and-legal §8), success messages and server error messages.
 */
import { AGE, type BanReason, PROFILE } from './constants.ts';
import type { Gender } from './enums.ts';
import type { ReportDecisionKind } from './safety.ts';

/**
 * Texts that speak to the reader in their grammatical gender: one form per gender (1 man,
 * 2 woman); whoever shows the text picks the reader's form.
 */
export const GENDERED_TEXT = {
  /** The like result 'liked user' (core-application §4; the man's form is the spec's own). */
  alreadyRated: {
    1: 'Этого пользователя ты уже оценивал. Но не беда!',
    2: 'Этого пользователя ты уже оценивала. Но не беда!',
  },
} as const satisfies Record<string, Record<Gender, string>>;

export const ERROR_TEXT = {
  somethingWentWrong: 'Что-то пошло не так!',
  connection: 'Ошибка соединения',
  unexpected: 'Непредвиденная ошибка',
  userNotFound: 'Пользователь не найден',
  linkInvalid: 'Ссылка недействительна',
  authorization: 'Ошибка авторизации',
  feedbackNetwork: 'Непредвиденная ошибка. Попробуй ещё раз.',
  agreementRequired: 'Вы должны быть согласны с условиями сервиса.',
  pickCityFromList: 'Выберите город из списка',
  interestsLimit: 'Выберите до 5 интересов.',
  subscriptionAgreementRequired: 'Вы должны быть согласны с условиями подписки.',
  paymentForm: 'Ошибка платежной формы!',
  payment: 'Ошибка платежа. Попробуй ещё раз.',
  pageNotFound: 'Страница не существует или потерялась',
} as const;

/** Messages the server answers with (`{ message, code }`, see errors.ts). */
export const SERVER_MESSAGE = {
  unauthorized: 'Требуется авторизация',
  sessionExpired: 'Сессия завершена. Войди снова',
  forbidden: 'Недостаточно прав',
  notFound: 'Не найдено',
  routeNotFound: 'Такого адреса нет',
  tooManyRequests: 'Слишком много попыток. Попробуй позже',
  invalidRequest: 'Некорректный запрос',
  payloadTooLarge: 'Слишком большой запрос',
  internal: 'Что-то пошло не так!',
  unavailable: 'Сервис временно недоступен. Попробуй через минуту',
  userNotFound: 'Пользователь не найден',
} as const;

export const SUCCESS_TEXT = {
  restoreMailSent: 'Письмо для восстановления пароля отправлено',
  activationMailSent: 'Письмо для подтверждения отправлено',
  dataUpdated: 'Данные обновлены',
  dataUpdatedConfirmEmail: 'Данные обновлены. Подтверди новый адрес — мы отправили на него письмо',
  photoUploaded: 'Фото загружено',
  photoDeleted: 'Фото удалено',
  profilePhotoSet: 'Фото профиля установлено',
  emailConfirmed: 'Email успешно подтвержден!',
  feedbackSent: 'Сообщение отправлено. Ответим на почту, обычно в течение рабочего дня.',
  moderationComplete: 'Модерация вашего аккаунта закончена',
} as const;

/** Wire values of a like result that are not a like (core-application §3). */
export const LIKE_RESULT = {
  freeLimitExceeded: 'free limit exceeded',
  likedUser: 'liked user',
} as const;

/** Field error texts of the accounts forms. */
export const AUTH_TEXT = {
  nameInvalid: 'Имя может содержать только буквы, пробел и дефис',
  nameLength: 'Имя должно быть от 2 до 30 символов',
  emailInvalid: 'Введи корректный email',
  emailTaken: 'Этот email уже зарегистрирован',
  passwordShort: 'Пароль должен быть не короче 8 символов',
  passwordLong: 'Пароль должен быть не длиннее 128 символов',
  passwordCommon: 'Этот пароль слишком распространён — придумай другой',
  birthdayInvalid: 'Введи дату рождения в формате дд.мм.гггг',
  birthdayNoSuchDate: 'Такой даты нет в календаре — проверь день и месяц',
  ageTooYoung: 'Сервис доступен только с 18 лет',
  ageTooOld: 'Возраст должен быть не больше 80 лет',
  genderInvalid: 'Укажи пол',
  lookingInvalid: 'Укажи, кого ты ищешь',
  goalInvalid: 'Выбери цель знакомства',
  wrongCredentials: 'Неверный email или пароль',
  wrongPassword: 'Неверный пароль',
  accountBlocked: 'Аккаунт заблокирован',
  restoreLinkInvalid: 'Ссылка недействительна',
  loginLinkInvalid: 'Ссылка для входа недействительна или устарела',
} as const;

/** Field errors of the profile editors (ours where the specification is silent). */
export const PROFILE_TEXT = {
  descriptionTooLong: `Не больше ${PROFILE.descriptionMax} символов`,
  ageRangeInvalid: `Возраст от ${AGE.min} до ${AGE.max} лет`,
  ageRangeOrder: 'Возраст «от» не может быть больше возраста «до»',
  heightInvalid: `Рост от ${PROFILE.heightMin} до ${PROFILE.heightMax} см`,
  weightInvalid: `Вес от ${PROFILE.weightMin} до ${PROFILE.weightMax} кг`,
  codeInvalid: 'Выбери значение из списка',
  emailTaken: 'Этот email уже занят',
  nothingToUpdate: 'Нет изменений',
} as const;

/**
 * What the reporter is told when staff close their report: live in an open tab
 * (SERVER:REPORT_DECIDED) and by e-mail (REPORT_OUTCOME_SUBJECT). The reporter learns the
 * outcome, never what was done or to whom beyond that.
 */
export const REPORT_OUTCOME_TEXT: Readonly<Record<ReportDecisionKind, string>> = {
  actioned: 'Мы проверили жалобу и приняли меры',
  dismissed: 'Мы проверили жалобу. Нарушений не нашли',
};

export const BAN_REASON_LABEL: Record<BanReason, string> = {
  spam: 'спам или реклама',
  scam: 'мошенничество',
  harassment: 'оскорбления или преследование',
  sexual: 'откровенные материалы',
  minor: 'пользователю нет 18 лет',
  fake: 'поддельная анкета',
  other: 'нарушение правил сервиса',
};

/**
 * What a warned user is told: live in an open tab (SERVER:ACCOUNT_WARNING) and by e-mail. A
 * warning changes nothing in the account; it names the breach and what happens next time.
 */
export function accountWarningText(reason: BanReason): string {
  return `Модератор проверил твой аккаунт и вынес предупреждение. Причина: ${BAN_REASON_LABEL[reason]}. Если нарушение повторится, аккаунт заблокируют. Если считаешь, что это ошибка, напиши нам через форму помощи`;
}
