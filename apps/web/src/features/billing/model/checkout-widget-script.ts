/**
 * The YooKassa checkout widget (https://yookassa.ru/developers/payment-acceptance/
 * integration-scenarios/widget/reference): its script is added only while a checkout is shown
 * and removed when the user leaves it (paid-tiers-and-legal §2).
 */
export const YOOKASSA_WIDGET_SRC = 'https://yookassa.ru/checkout-widget/v1/checkout-widget.js';

export type WidgetEvent = 'success' | 'fail' | 'complete';

export interface YooKassaWidgetOptions {
  confirmation_token: string;
  error_callback: (error: unknown) => void;
  customization?: {
    modal?: boolean;
    colors?: Record<string, string>;
  };
}

export interface YooKassaWidget {
  on: (event: WidgetEvent, callback: () => void) => void;
  render: (containerId: string) => Promise<void> | undefined;
  destroy: () => void;
}

export type YooKassaWidgetConstructor = new (options: YooKassaWidgetOptions) => YooKassaWidget;

declare global {
  interface Window {
    YooMoneyCheckoutWidget?: YooKassaWidgetConstructor;
  }
}

export interface LoadedScript {
  ready: Promise<YooKassaWidgetConstructor>;
  /** Takes the script (and the global it defined) off the page. */
  remove: () => void;
}

export function loadWidgetScript(): LoadedScript {
  const script = document.createElement('script');
  script.src = YOOKASSA_WIDGET_SRC;
  script.async = true;
  script.dataset.checkoutWidget = 'yookassa';
  const ready = new Promise<YooKassaWidgetConstructor>((resolve, reject) => {
    script.addEventListener('load', () => {
      const widget = window.YooMoneyCheckoutWidget;
      if (widget) resolve(widget);
      else reject(new Error('The checkout widget script defined no widget'));
    });
    script.addEventListener('error', () => reject(new Error('The checkout widget script did not load')));
  });
  document.head.append(script);
  return {
    ready,
    remove: () => {
      script.remove();
      delete window.YooMoneyCheckoutWidget;
    },
  };
}
