/** Letters of the profile feature (the confirmation of a new address is auth's emailChangeMail). */
import { type MailContent, renderMail } from '../../shared/mail-layout.ts';

/** "anna.k@mail.example" → "an***@mail.example": enough to recognise, not to read out. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***${email.slice(at)}`;
}

/** Goes to the previous address once a change is confirmed, in case it was not the owner. */
export function emailChangedMail(
  name: string,
  newEmail: string,
  helpUrl: string,
  siteUrl: string,
): MailContent {
  return renderMail(
    'Email аккаунта изменён',
    {
      greeting: `Здравствуйте, ${name}!`,
      paragraphs: [
        `Email вашего аккаунта в Искре изменён на ${maskEmail(newEmail)}. Письма теперь приходят на новый адрес, и входить нужно с ним.`,
      ],
      action: { label: 'Это был не я — написать в поддержку', url: helpUrl },
      footnotes: ['Если адрес меняли вы, ничего делать не нужно.'],
    },
    siteUrl,
  );
}
