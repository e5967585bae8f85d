/** The letter confirming an account request, sent while the address still exists. */
import {
  ACCOUNT_DELETION,
  ACCOUNT_DELETION_REASON,
  ACCOUNT_MAIL_SUBJECT,
  type AccountDeletionReason,
} from '@iskra/contract';
import { type MailContent, renderMail } from '../../shared/mail-layout.ts';

/** 1 рабочий день, 2 рабочих дня, 5 рабочих дней. */
export function workingDaysRu(count: number): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return `${count} рабочий день`;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${count} рабочих дня`;
  return `${count} рабочих дней`;
}

const OPENING: Record<AccountDeletionReason, string> = {
  [ACCOUNT_DELETION_REASON.user]: 'Мы получили запрос на удаление твоего аккаунта в Искре.',
  [ACCOUNT_DELETION_REASON.consentWithdrawal]:
    'Мы получили твой отзыв согласия на обработку персональных данных. Обработка твоих данных прекращена, поэтому аккаунт в Искре удаляется.',
  [ACCOUNT_DELETION_REASON.support]:
    'По твоему обращению в службу поддержки мы удаляем твой аккаунт в Искре.',
};

export function deletionNoticeMail(options: {
  name: string;
  reason: AccountDeletionReason;
  supportEmail: string;
  helpUrl: string;
  siteUrl: string;
}): MailContent {
  const subject =
    options.reason === ACCOUNT_DELETION_REASON.consentWithdrawal
      ? ACCOUNT_MAIL_SUBJECT.consentWithdrawal
      : ACCOUNT_MAIL_SUBJECT.deletion;
  return renderMail(
    subject,
    {
      greeting: `Привет, ${options.name}!`,
      paragraphs: [
        OPENING[options.reason],
        'Анкета уже скрыта: её больше не видно в знакомствах, симпатиях и чатах, а все сеансы входа завершены.',
        `Все персональные данные аккаунта — анкета, фотографии, переписка, согласия и обращения в поддержку — будут безвозвратно уничтожены не позднее чем через ${workingDaysRu(ACCOUNT_DELETION.workingDays)}, обычно в течение часа. Восстановить аккаунт после этого нельзя.`,
      ],
      action: { label: 'Это не я — написать в поддержку', url: options.helpUrl },
      footnotes: [
        `Если это не твой запрос, сразу напиши в поддержку: ${options.supportEmail}.`,
        'Это последнее письмо, которое мы отправляем на этот адрес.',
      ],
    },
    options.siteUrl,
  );
}
