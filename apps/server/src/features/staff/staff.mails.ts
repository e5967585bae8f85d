/** The letters a staff decision sends to the person concerned. */
import { accountWarningText, BAN_REASON_LABEL, type BanReason, STAFF_MAIL_SUBJECT } from '@iskra/contract';
import { type MailContent, renderMail } from '../../shared/mail-layout.ts';

interface MeasureLetter {
  name: string;
  reason: BanReason;
  helpUrl: string;
  siteUrl: string;
}

/** A letter about a measure: the greeting, what was decided, and the way to appeal. */
function measureMail(subject: string, paragraphs: string[], options: MeasureLetter): MailContent {
  return renderMail(
    subject,
    {
      greeting: `Привет, ${options.name}!`,
      paragraphs,
      action: { label: 'Написать в поддержку', url: options.helpUrl },
    },
    options.siteUrl,
  );
}

export function bannedMail(options: MeasureLetter): MailContent {
  return measureMail(
    STAFF_MAIL_SUBJECT.banned,
    [
      `Мы заблокировали твой аккаунт в Искре. Причина: ${BAN_REASON_LABEL[options.reason]}.`,
      'Анкету больше не видно в знакомствах, симпатиях и чатах, все сеансы входа завершены, войти в аккаунт сейчас нельзя.',
      'Если считаешь, что это ошибка, напиши нам через форму помощи — мы перепроверим решение.',
    ],
    options,
  );
}

export function warnedMail(options: MeasureLetter): MailContent {
  return measureMail(
    STAFF_MAIL_SUBJECT.warned,
    [`${accountWarningText(options.reason)}.`, 'Правила сервиса — в пользовательском соглашении.'],
    options,
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
