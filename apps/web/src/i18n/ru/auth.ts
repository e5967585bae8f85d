/** Sign-up, sign-in, password restore and e-mail confirmation. */

export const auth = {
  fields: {
    name: 'Имя',
    email: 'Email',
    password: 'Пароль',
    birthday: 'Дата рождения',
    gender: 'Я',
    looking: 'Ищу',
    goal: 'Цель знакомства',
    city: 'Город',
  },
  namePlaceholder: 'Как тебя зовут?',
  emailPlaceholder: 'name@example.ru',
  passwordHint: 'Не короче 8 символов',
  birthdayPlaceholder: 'дд.мм.гггг',
  birthdayHint: 'Сервис только для тех, кому уже есть 18',
  goalPlaceholder: 'Выбери цель',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  opensInNewTab: '(откроется в новой вкладке)',
  activationInvalid: 'Ссылка для подтверждения email недействительна или уже использована',
  city: {
    placeholder: 'Например, Москва',
    hint: 'Пиши название по-русски, кириллицей, и выбери город из списка',
    listLabel: 'Подходящие города',
    searching: 'Ищем города…',
    nothingFound: 'Такой город не нашёлся. Проверь название — оно пишется кириллицей',
    found: (count: number) => `Найдено городов: ${count}. Выбирай стрелками вверх и вниз`,
  },
  registration: {
    submit: 'Создать аккаунт',
  },
  login: {
    submit: 'Войти',
    forgot: 'Не помнишь пароль?',
    passwordRequired: 'Введи пароль',
  },
  restore: {
    submit: 'Восстановить пароль',
  },
  restorePass: {
    title: 'Новый пароль',
    lead: 'Придумай новый пароль для входа в Искру. После смены все прежние сеансы завершатся.',
    field: 'Новый пароль',
    submit: 'Подтвердить',
    checking: 'Проверяем ссылку…',
    invalidText: 'Возможно, она устарела или уже использована. Запроси восстановление пароля ещё раз.',
    // No-break spaces keep «через 3 с» together when the line wraps.
    redirect: (seconds: number) => `Вернём на главную через\u00a0${seconds}\u00a0с`,
    unreachable: 'Не получилось проверить ссылку. Проверь подключение и попробуй ещё раз.',
    toRoot: 'На главную',
    success: 'Пароль изменён. С возвращением!',
  },
  authLink: {
    loading: 'Входим в аккаунт…',
  },
  emailConfirm: {
    title: 'Подтверди email',
    sentTo: 'Мы отправили письмо со ссылкой для подтверждения на ',
    sentToAfter: '. Открой его и перейди по ссылке — так мы будем уверены, что почта твоя.',
    spamHint: 'Не видишь письма? Загляни в папку «Спам» или отправь его ещё раз.',
    openMail: (service: string) => `Открыть ${service}`,
    resend: 'Отправить письмо ещё раз',
    resendIn: (seconds: number) => `Отправить ещё раз через\u00a0${seconds}\u00a0с`,
  },
  slideshow: {
    label: 'Как знакомятся в Искре',
    roleCarousel: 'карусель',
    roleSlide: 'слайд',
    slide: (index: number, total: number) => `${index} из ${total}`,
    goTo: (index: number) => `Показать картинку ${index}`,
    pause: 'Остановить показ',
    play: 'Продолжить показ',
    slides: [
      {
        title: 'Первое свидание',
        text: 'Уютное кафе, горячий кофе и разговор, который не хочется заканчивать.',
        art: 'Пара за столиком в кафе, над чашками кофе поднимается пар в форме сердца',
      },
      {
        title: 'Прогулка на закате',
        text: 'Набережная, тёплый вечер и человек, с которым легко молчать.',
        art: 'Пара держится за руки и гуляет вдоль реки на закате',
      },
      {
        title: 'Всё начинается с «Привет!»',
        text: 'Симпатия взаимна — можно начинать разговор.',
        art: 'Два телефона с перепиской и сердечками между ними',
      },
    ],
  },
} as const;
