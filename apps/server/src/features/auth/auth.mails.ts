/** The letters of the accounts feature. */
import { type MailContent, renderMail } from '../../shared/mail-layout.ts';

export function confirmationMail(name: string, url: string, siteUrl: string): MailContent {
  return renderMail(
    'Подтвердите email в Искре',
    {
      greeting: `Здравствуйте, ${name}!`,
      paragraphs: [
        'Спасибо за регистрацию в Искре. Подтвердите, пожалуйста, что этот адрес принадлежит вам — так мы сможем сообщать о новых симпатиях и помочь восстановить доступ к аккаунту.',
      ],
      action: { label: 'Подтвердить email', url },
      footnotes: [
        'Ссылка действует 7 дней и сработает один раз.',
        'Если вы не регистрировались в Искре, просто удалите это письмо.',
      ],
    },
    siteUrl,
  );
}

export function restoreMail(name: string, url: string, siteUrl: string): MailContent {
  return renderMail(
    'Восстановление пароля в Искре',
    {
      greeting: `Здравствуйте, ${name}!`,
      paragraphs: [
        'Мы получили запрос на восстановление пароля. Чтобы задать новый пароль, перейдите по ссылке.',
      ],
      action: { label: 'Задать новый пароль', url },
      footnotes: [
        'Ссылка действует 1 час и сработает один раз.',
        'Если вы не запрашивали восстановление, просто проигнорируйте письмо — пароль останется прежним.',
      ],
    },
    siteUrl,
  );
}

export function passwordChangedMail(name: string, helpUrl: string, siteUrl: string): MailContent {
  return renderMail(
    'Пароль изменён',
    {
      greeting: `Здравствуйте, ${name}!`,
      paragraphs: [
        'Пароль вашего аккаунта в Искре только что изменён. Все прежние сеансы завершены — войти можно только с новым паролем.',
      ],
      action: { label: 'Это был не я — написать в поддержку', url: helpUrl },
      footnotes: ['Если пароль меняли вы, ничего делать не нужно.'],
    },
    siteUrl,
  );
}
