/** The letter a help request becomes in the support mailbox. */
import { FEEDBACK_MAIL_SUBJECT } from '@iskra/contract';
import type { MailContent } from '../../shared/mail-layout.ts';
import { escapeHtml } from '../../shared/mail-layout.ts';
import type { FeedbackForMail } from './feedback.repo.ts';

const MOSCOW_TIME = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** The facts support sees above the message, as label–value pairs. */
export function feedbackFacts(request: FeedbackForMail): Array<[string, string]> {
  const { author } = request;
  return [
    [
      'От',
      author
        ? `${author.name}, анкета №${author.userNumber} (id ${author.id}), email аккаунта ${author.email}`
        : 'гость (без входа в аккаунт)',
    ],
    ['Ответить на', request.replyEmail || 'адрес не указан'],
    ['Отправлено', `${MOSCOW_TIME.format(request.createdAt)} МСК (${request.createdAt.toISOString()})`],
    ['IP', request.ip || '—'],
    ['Браузер', request.userAgent || '—'],
    ['Номер обращения', request.id],
  ];
}

export function feedbackMail(request: FeedbackForMail): MailContent {
  const facts = feedbackFacts(request);
  const text = [
    'Новое обращение через форму на странице помощи.',
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Сообщение:',
    request.message,
    '',
    'Ответ на это письмо уйдёт на адрес «Ответить на».',
  ].join('\n');
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6f6374;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(FEEDBACK_MAIL_SUBJECT)}</title></head>
<body style="margin:0;padding:24px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#2b1a2e">
<p style="margin:0 0 16px">Новое обращение через форму на странице помощи.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px">
${rows}
</table>
<p style="margin:0 0 8px;font-weight:600">Сообщение:</p>
<div style="white-space:pre-wrap;padding:12px 16px;border-left:3px solid #ff4d5a;background:#fff5f3">${escapeHtml(request.message)}</div>
<p style="margin:16px 0 0;font-size:13px;color:#6f6374">Ответ на это письмо уйдёт на адрес «Ответить на».</p>
</body></html>`;
  return { subject: FEEDBACK_MAIL_SUBJECT, html, text };
}
