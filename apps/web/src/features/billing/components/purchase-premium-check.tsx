import { useEffect, useEffectEvent } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { checkPremium } from '../api/billing-api.ts';
import './purchase-premium-check.css';

const t = ru.billing.premiumCheck;
export const PREMIUM_CHECK_POPUP = 'premium-check';

/**
 * The back-end premium check of a purchase page (core-application §2, §7): when the server
 * says Premium while this tab thinks otherwise, or the check fails, a popup says so and the
 * user is loaded again.
 */
export function usePurchasePremiumCheck() {
  const modal = useModal();
  const { user, reloadUser } = useSession();
  const sessionPremium = user?.premium ?? false;

  const report = useEffectEvent((kind: 'mismatch' | 'failed') => {
    modal.open({
      name: PREMIUM_CHECK_POPUP,
      title: t.title,
      size: 'sm',
      render: ({ close }) => (
        <div className="premium-check">
          <p>{t[kind]}</p>
          <Button variant="secondary" onClick={close} data-autofocus fullWidth>
            {t.close}
          </Button>
        </div>
      ),
    });
    void reloadUser();
  });
  const answer = useEffectEvent((premium: boolean) => {
    if (premium && !sessionPremium) report('mismatch');
  });

  useEffect(() => {
    const controller = new AbortController();
    checkPremium(controller.signal).then(answer, () => {
      if (!controller.signal.aborted) report('failed');
    });
    return () => controller.abort();
  }, []);
}
