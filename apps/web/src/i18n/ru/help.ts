/** Help and feedback (/help). */

export const help = {
  title: 'Помощь',
  lead: 'Ответы на частые вопросы и связь со службой поддержки',
  faqTitle: 'Частые вопросы',
  faqNavLabel: 'Темы',
  contactTitle: 'Написать в поддержку',
  contactLead: 'Ответа не нашлось? Опиши вопрос — ответим на почту, обычно в течение рабочего дня.',
  message: 'Сообщение',
  messagePlaceholder: 'Что случилось? Чем подробнее, тем быстрее поможем',
  messageHint: (min: number) => `Не меньше ${min + 1} символов`,
  replyEmail: 'Email для ответа',
  replyEmailHintGuest: 'Обязательно: на этот адрес придёт ответ',
  replyEmailHintUser: 'По умолчанию — почта твоего аккаунта',
  send: 'Отправить',
  directEmail: 'Можно написать и напрямую: ',
} as const;
