import {
  APP_BASE_PATH,
  POST_PAYMENT_REDIRECT_MS,
  POST_PAYMENT_REDIRECT_PATH,
  type TierName,
} from '@iskra/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/button/button.tsx';
import { CheckCircleIcon } from '../../../ui/icons/icons.tsx';
import { useModal } from '../../../ui/modal/modal-context.ts';
import './checkout-congratulation.css';

const t = ru.billing.congratulation;
export const CONGRATULATION_POPUP = 'payment-congratulation';

/** The router's path of the post-payment redirect (the constant carries the /app base). */
const REDIRECT_TO = POST_PAYMENT_REDIRECT_PATH.startsWith(APP_BASE_PATH)
  ? POST_PAYMENT_REDIRECT_PATH.slice(APP_BASE_PATH.length)
  : POST_PAYMENT_REDIRECT_PATH;

function Congratulation({ tier, onGo }: { tier: TierName; onGo: () => void }) {
  return (
    <div className="congrats">
      <span className={`congrats__mark congrats__mark--${tier}`} aria-hidden="true">
        <CheckCircleIcon size={36} />
      </span>
      <p className="congrats__text">{t[tier]}</p>
      <p className="congrats__note">{t.redirect(Math.round(POST_PAYMENT_REDIRECT_MS / 1000))}</p>
      <Button variant={tier} onClick={onGo} data-autofocus fullWidth>
        {t.go}
      </Button>
    </div>
  );
}

/**
 * The payment-congratulation popup (core-application §2), then discover after
 * POST_PAYMENT_REDIRECT_MS (paid-tiers-and-legal §9).
 */
export function usePaymentCongratulation(): (tier: TierName) => void {
  const modal = useModal();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (tier: TierName) => {
      const go = () => {
        clearTimeout(timer.current);
        modal.close(CONGRATULATION_POPUP);
        navigate(REDIRECT_TO);
      };
      modal.open({
        name: CONGRATULATION_POPUP,
        title: t.title,
        size: 'sm',
        render: () => <Congratulation tier={tier} onGo={go} />,
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(go, POST_PAYMENT_REDIRECT_MS);
    },
    [modal, navigate],
  );
}
