/**
 * Shortcuts of the e-mail confirmation popup: five domains of two kinds (core-application §2),
 * the two services most of our audience in Russia and Kazakhstan reads mail in:
 *
 * | domain     | kind    | opens                      |
 * |------------|---------|----------------------------|
 * | mail.ru    | Mail.ru | https://e.mail.ru/         |
 * | inbox.ru   | Mail.ru | https://e.mail.ru/         |
 * | bk.ru      | Mail.ru | https://e.mail.ru/         |
 * | yandex.ru  | Яндекс  | https://mail.yandex.ru/    |
 * | ya.ru      | Яндекс  | https://mail.yandex.ru/    |
 *
 * Other addresses get no shortcut: guessing a webmail address would send people to a wrong site.
 */

export interface MailSite {
  /** Service name as shown on the button. */
  name: string;
  url: string;
}

const MAIL_RU: MailSite = { name: 'Почту Mail.ru', url: 'https://e.mail.ru/' };
const YANDEX: MailSite = { name: 'Яндекс Почту', url: 'https://mail.yandex.ru/' };

export const MAIL_SITES: Readonly<Record<string, MailSite>> = {
  'mail.ru': MAIL_RU,
  'inbox.ru': MAIL_RU,
  'bk.ru': MAIL_RU,
  'yandex.ru': YANDEX,
  'ya.ru': YANDEX,
};

/** The webmail of an address, when its domain is one of ours. */
export function mailSiteFor(email: string): MailSite | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return Object.hasOwn(MAIL_SITES, domain) ? (MAIL_SITES[domain] ?? null) : null;
}
