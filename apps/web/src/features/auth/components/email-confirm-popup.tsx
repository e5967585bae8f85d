import { RESEND_EMAIL_LOCK_MS, SUCCESS_TEXT } from '@iskra/contract';
import { useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useErrorHandler } from '../../../shared/api/index.ts';
import { Button, ButtonAnchor } from '../../../ui/button/button.tsx';
import { EmailAddress } from '../../../ui/email-address/email-address.tsx';
import { ExternalIcon, MailIcon } from '../../../ui/icons/icons.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { resendActivationLink } from '../api/auth-api.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { mailSiteFor } from '../model/mail-sites.ts';
import './email-confirm.css';

const t = ru.auth.emailConfirm;

/**
 * Body of the e-mail confirmation reminder: where the letter went, a shortcut to the webmail of
 * the address, and a resend button locked for RESEND_EMAIL_LOCK_MS after each press.
 */
export function EmailConfirmPopup({ email }: { email: string }) {
  const lock = useCountdown();
  const [sending, setSending] = useState(false);
  const { notify } = useNotifications();
  const handleError = useErrorHandler();
  const site = mailSiteFor(email);
  const locked = lock.secondsLeft > 0;

  async function handleResend() {
    if (locked || sending) return;
    lock.start(RESEND_EMAIL_LOCK_MS);
    setSending(true);
    try {
      await resendActivationLink(email);
      notify({ text: SUCCESS_TEXT.activationMailSent });
    } catch (error) {
      handleError(error, { fieldsAsNotification: true });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="email-confirm">
      <span className="email-confirm__icon" aria-hidden="true">
        <MailIcon size={32} />
      </span>
      <p className="email-confirm__text">
        {t.sentTo}
        <strong>
          <EmailAddress email={email} />
        </strong>
        {t.sentToAfter}
      </p>
      <p className="email-confirm__hint">{t.spamHint}</p>
      <div className="email-confirm__actions">
        {site && (
          <ButtonAnchor fullWidth wrap href={site.url} target="_blank" rel="noopener">
            {t.openMail(site.name)}
            <ExternalIcon />
            <span className="visually-hidden">{ru.auth.opensInNewTab}</span>
          </ButtonAnchor>
        )}
        <Button
          variant={site ? 'secondary' : 'primary'}
          fullWidth
          wrap
          disabled={locked}
          loading={sending}
          onClick={handleResend}
        >
          {locked ? t.resendIn(lock.secondsLeft) : t.resend}
        </Button>
      </div>
    </div>
  );
}
