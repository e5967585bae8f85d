/** The letters of the accounts feature. */
import { type MailContent, renderMail } from '../../shared/mail-layout.ts';

export function confirmationMail(name: string, url: string, siteUrl: string): MailContent {
  return renderMail(
    'Подтверди email в Искре',
    {
      greeting: `Привет, ${name}!`,
      paragraphs: [
        'Спасибо за регистрацию в Искре! Подтверди, пожалуйста, что это твой адрес, — так мы сможем сообщать о новых симпатиях и помочь, если понадобится восстановить доступ к аккаунту.',
      ],
      action: { label: 'Подтвердить email', url },
      footnotes: [
        'Ссылка действует 7 дней и сработает один раз.',
        'Если регистрации в Искре не было, просто удали это письмо.',
      ],
    },
    siteUrl,
  );
}

export function restoreMail(name: string, url: string, siteUrl: string): MailContent {
  return renderMail(
    'Восстановление пароля в Искре',
    {
      greeting: `Привет, ${name}!`,
      paragraphs: ['Мы получили запрос на восстановление пароля. Чтобы задать новый, перейди по ссылке.'],
      action: { label: 'Задать новый пароль', url },
      footnotes: [
        'Ссылка действует 1 час и сработает один раз.',
        'Если восстановление никто не запрашивал, просто не обращай внимания на это письмо — пароль останется прежним.',
      ],
    },
    siteUrl,
  );
}

export function passwordChangedMail(name: string, helpUrl: string, siteUrl: string): MailContent {
  return renderMail(
    'Пароль изменён',
    {
      greeting: `Привет, ${name}!`,
      paragraphs: [
        'Пароль твоего аккаунта в Искре только что изменён. Все прежние сеансы завершены — войти можно только с новым паролем.',
      ],
      action: { label: 'Это не я — написать в поддержку', url: helpUrl },
      footnotes: ['Если это было твоё решение, ничего делать не нужно.'],
    },
    siteUrl,
  );
}
