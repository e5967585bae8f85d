/** Letters of the profile feature: confirming a new address, and telling the old one it changed. */
import { type MailContent, renderMail } from '../../shared/mail-layout.ts';

/** "anna.k@mail.example" → "an***@mail.example": enough to recognise, not to read out. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***${email.slice(at)}`;
}

/**
 * Goes to the previous address once a change is confirmed, in case it was not the owner: the
 * link undoes the change for AUTH_LINK_TTL_MS.email_revert.
 */
export function emailChangedMail(
  name: string,
  newEmail: string,
  revertUrl: string,
  siteUrl: string,
): MailContent {
  return renderMail(
    'Email аккаунта изменён',
    {
      greeting: `Привет, ${name}!`,
      paragraphs: [
        `Email твоего аккаунта в Искре изменён на ${maskEmail(newEmail)}. Письма теперь приходят на новый адрес, и входить нужно с ним.`,
        'Если адрес менял кто-то другой, нажми на кнопку: вернём прежний адрес, завершим все сеансы и пришлём сюда ссылку, чтобы задать новый пароль.',
      ],
      action: { label: 'Это не я — вернуть прежний адрес', url: revertUrl },
      footnotes: [
        'Ссылка действует 24 часа и сработает один раз.',
        'Если это было твоё решение, ничего делать не нужно.',
      ],
    },
    siteUrl,
  );
}

/** Goes to the restored address after an undone change: what happened and a new password. */
export function emailRevertedMail(name: string, restoreUrl: string, siteUrl: string): MailContent {
  return renderMail(
    'Прежний email аккаунта возвращён',
    {
      greeting: `Привет, ${name}!`,
      paragraphs: [
        'Мы вернули этот адрес твоему аккаунту в Искре и завершили все сеансы на всех устройствах.',
        'Если пароль мог узнать кто-то другой, задай новый по ссылке ниже.',
      ],
      action: { label: 'Задать новый пароль', url: restoreUrl },
      footnotes: ['Ссылка действует 1 час. Позже новую можно запросить на странице входа.'],
    },
    siteUrl,
  );
}

/** Goes to a new address: the link that makes it the account's address. */
export function emailChangeMail(name: string, url: string, siteUrl: string): MailContent {
  return renderMail(
    'Подтверди новый email',
    {
      greeting: `Привет, ${name}!`,
      paragraphs: [
        'Этот адрес указан как новый email аккаунта в Искре. Он заменит прежний, как только ты подтвердишь его по ссылке ниже.',
      ],
      action: { label: 'Подтвердить новый email', url },
      footnotes: [
        'Ссылка действует 24 часа и сработает один раз.',
        'Если адрес никто не менял, ничего делать не нужно: прежний email останется.',
      ],
    },
    siteUrl,
  );
}
