import { useEffect, useEffectEvent, useId, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { loadWidgetScript, type YooKassaWidget } from '../model/checkout-widget-script.ts';
import './checkout-panel.css';

export interface CheckoutWidgetProps {
  confirmationToken: string;
  onPaid: () => void;
  onDeclined: (reason: string | null) => void;
}

/** YooKassa's embedded payment form; its script lives only as long as this component. */
export function CheckoutWidget({ confirmationToken, onPaid, onDeclined }: CheckoutWidgetProps) {
  const containerId = `checkout-widget-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [ready, setReady] = useState(false);
  const handlePaid = useEffectEvent(onPaid);
  const handleDeclined = useEffectEvent(onDeclined);

  useEffect(() => {
    let cancelled = false;
    let widget: YooKassaWidget | null = null;
    const script = loadWidgetScript();
    const fail = () => {
      if (!cancelled) handleDeclined(null);
    };
    script.ready
      .then(async (Widget) => {
        if (cancelled) return;
        widget = new Widget({
          confirmation_token: confirmationToken,
          error_callback: fail,
          customization: { modal: false, colors: { control_primary: '#d12139' } },
        });
        widget.on('success', () => {
          if (!cancelled) handlePaid();
        });
        widget.on('fail', fail);
        await widget.render(containerId);
        if (!cancelled) setReady(true);
      })
      .catch(fail);
    return () => {
      cancelled = true;
      widget?.destroy();
      script.remove();
    };
  }, [confirmationToken, containerId]);

  return (
    <div className="checkout-widget">
      {!ready && (
        <div className="checkout-panel__wait">
          <Spinner label={ru.billing.checkout.widgetLoading} />
          <span aria-hidden="true">{ru.billing.checkout.widgetLoading}</span>
        </div>
      )}
      <div id={containerId} />
    </div>
  );
}
