/** The letters a staff decision sends to the person concerned. */
import { BAN_REASON_LABEL, type BanReason, STAFF_MAIL_SUBJECT } from '@iskra/contract';
import { type MailContent, renderMail } from '../../shared/mail-layout.ts';

export function bannedMail(options: {
  name: string;
  reason: BanReason;
  helpUrl: string;
  siteUrl: string;
}): MailContent {
  return renderMail(
    STAFF_MAIL_SUBJECT.banned,
    {
      greeting: `Привет, ${options.name}!`,
      paragraphs: [
        `Мы заблокировали твой аккаунт в Искре. Причина: ${BAN_REASON_LABEL[options.reason]}.`,
        'Анкету больше не видно в знакомствах, симпатиях и чатах, все сеансы входа завершены, войти в аккаунт сейчас нельзя.',
        'Если считаешь, что это ошибка, напиши нам через форму помощи — мы перепроверим решение.',
      ],
      action: { label: 'Написать в поддержку', url: options.helpUrl },
    },
    options.siteUrl,
  );
}

export function unbannedMail(options: { name: string; loginUrl: string; siteUrl: string }): MailContent {
  return renderMail(
    STAFF_MAIL_SUBJECT.unbanned,
    {
      greeting: `Привет, ${options.name}!`,
      paragraphs: [
        'Мы сняли блокировку с твоего аккаунта в Искре. Анкету снова видно, можно войти и продолжить общение.',
      ],
      action: { label: 'Войти в Искру', url: options.loginUrl },
    },
    options.siteUrl,
  );
}
