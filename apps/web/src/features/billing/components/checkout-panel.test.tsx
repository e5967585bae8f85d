import { BILLING_TEXT, ERROR_TEXT, POST_PAYMENT_REDIRECT_MS } from '@iskra/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { YOOKASSA_WIDGET_SRC, type YooKassaWidgetOptions } from '../model/checkout-widget-script.ts';
import { PremiumPage } from '../pages/premium-page.tsx';
import {
  paymentState,
  type Route,
  renderPurchase,
  started,
  stubBillingApi,
  subscription,
} from '../test/purchase-harness.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const man = makeUser();
const TOKEN = 'sandbox-token-0001';
const PAYMENT = started().paymentId;

function routes(extra: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /api/user/check-premium': () => ({ premium: false, premiumFeatures: false }),
    'GET /api/subscription': () => subscription(),
    'POST /api/subscription/payment': () => started(),
    [`GET /api/payments/sandbox/${TOKEN}`]: () => ({
      amount: 899,
      description: 'Premium на 1 месяц',
      status: 'pending',
    }),
    [`GET /api/subscription/payment/${PAYMENT}`]: () => paymentState(),
    ...extra,
  };
}

async function openCheckout(extra: Record<string, Route> = {}, options: { socket?: FakeSocket } = {}) {
  const api = stubBillingApi(routes(extra));
  const view = renderPurchase(<PremiumPage />, { user: man, reloaded: { premium: true }, ...options });
  await screen.findByRole('button', { name: 'Получить Premium' });
  for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
  await userEvent.click(screen.getByRole('button', { name: 'Получить Premium' }));
  await screen.findByRole('heading', { name: 'Оплата' });
  return { api, ...view };
}

async function fillCard(number: string) {
  await userEvent.type(screen.getByLabelText('Номер карты'), number);
  await userEvent.type(screen.getByLabelText('Срок действия'), '1230');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('the sandbox checkout', () => {
  it('is marked as a test, lists the test cards and formats the fields', async () => {
    await openCheckout();
    expect(screen.getByText(BILLING_TEXT.sandboxNotice)).toBeInTheDocument();
    expect(screen.getByText(/К оплате: 899\s₽/)).toBeInTheDocument();
    expect(await screen.findByText('Premium на 1 месяц')).toBeInTheDocument();
    for (const card of ['5555 5555 5555 4477', '5555 5555 5555 4444', '4000 0000 0000 0002'])
      expect(screen.getByText(card)).toBeInTheDocument();

    await fillCard('5555555555554477');
    expect(screen.getByLabelText('Номер карты')).toHaveValue('5555 5555 5555 4477');
    expect(screen.getByLabelText('Срок действия')).toHaveValue('12/30');
    await userEvent.click(screen.getByRole('button', { name: 'Подставить карту 4000 0000 0000 0002' }));
    expect(screen.getByLabelText('Номер карты')).toHaveValue('4000 0000 0000 0002');
  });

  it('shows the server field errors by field; editing a field clears its error', async () => {
    const { api } = await openCheckout({
      [`POST /api/payments/sandbox/${TOKEN}/pay`]: () => ({
        status: 422,
        body: {
          errors: [
            { param: 'card', msg: BILLING_TEXT.sandboxUnknownCard },
            { param: 'expiry', msg: BILLING_TEXT.sandboxExpired },
          ],
        },
      }),
    });
    await fillCard('1111222233334444');
    await userEvent.click(screen.getByRole('button', { name: /Оплатить 899/ }));

    expect(await screen.findByText(BILLING_TEXT.sandboxUnknownCard)).toBeInTheDocument();
    expect(screen.getByLabelText('Номер карты')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(BILLING_TEXT.sandboxExpired)).toBeInTheDocument();
    expect(api.of(`POST /api/payments/sandbox/${TOKEN}/pay`)).toEqual([
      { card: '1111 2222 3333 4444', expiry: '12/30', cvc: '123' },
    ]);
    await userEvent.type(screen.getByLabelText('Номер карты'), '{backspace}');
    expect(screen.queryByText(BILLING_TEXT.sandboxUnknownCard)).not.toBeInTheDocument();
    expect(screen.getByText(BILLING_TEXT.sandboxExpired)).toBeInTheDocument();
  });

  it('a declined card shows the payment error and the reason; trying again starts a new payment', async () => {
    const { api } = await openCheckout({
      [`POST /api/payments/sandbox/${TOKEN}/pay`]: () => ({
        status: 'canceled',
        cancellationReason: 'insufficient_funds',
      }),
    });
    await fillCard('5555555555554444');
    await userEvent.click(screen.getByRole('button', { name: /Оплатить 899/ }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_TEXT.payment);
    expect(alert).toHaveTextContent('На карте недостаточно средств.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByLabelText('Номер карты')).toHaveValue('');
    expect(api.of('POST /api/subscription/payment')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Выбрать другой тариф' }));
    // Back to the rates with the boxes still ticked.
    expect(await screen.findByRole('radio', { name: /^1 месяц/ })).toBeChecked();
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it('success: the server confirms the grant, the congratulation shows, discover opens after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let granted = false;
    const { reloadUser } = await openCheckout({
      [`POST /api/payments/sandbox/${TOKEN}/pay`]: () => {
        granted = true;
        return { status: 'succeeded', cancellationReason: null };
      },
      [`GET /api/subscription/payment/${PAYMENT}`]: () =>
        paymentState(granted ? { status: 'succeeded', granted: true } : {}),
    });
    await fillCard('5555555555554477');
    await userEvent.click(screen.getByRole('button', { name: /Оплатить 899/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Поздравляем!' });
    expect(dialog).toHaveTextContent('Premium подключён');
    expect(reloadUser).toHaveBeenCalled();
    // The session now says Premium; the page stays for the congratulation (no settings redirect).
    expect(screen.queryByRole('heading', { name: 'Настройки Premium' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Знакомства' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(POST_PAYMENT_REDIRECT_MS));
    expect(await screen.findByRole('heading', { name: 'Знакомства' })).toBeInTheDocument();
  });

  it('success through SERVER:PAYMENT while the state still reads pending', async () => {
    const socket = new FakeSocket();
    await openCheckout(
      {
        [`POST /api/payments/sandbox/${TOKEN}/pay`]: () => ({
          status: 'succeeded',
          cancellationReason: null,
        }),
      },
      { socket },
    );
    await fillCard('5555555555554477');
    await userEvent.click(screen.getByRole('button', { name: /Оплатить 899/ }));
    expect(
      await screen.findByText('Ждём подтверждения платежа от банка…', { selector: '[aria-hidden]' }),
    ).toBeInTheDocument();

    act(() =>
      socket.serverEmit('SERVER:PAYMENT', {
        paymentId: 'another',
        status: 'succeeded',
        premium: true,
        vip: false,
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() =>
      socket.serverEmit('SERVER:PAYMENT', {
        paymentId: PAYMENT,
        status: 'succeeded',
        premium: true,
        vip: false,
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Поздравляем!' })).toBeInTheDocument();
  });
});

class FakeWidget {
  static last: FakeWidget | null = null;
  handlers = new Map<string, () => void>();
  rendered: string | null = null;
  destroyed = false;
  constructor(readonly options: YooKassaWidgetOptions) {
    FakeWidget.last = this;
  }
  on(event: string, callback: () => void) {
    this.handlers.set(event, callback);
  }
  render(containerId: string) {
    this.rendered = containerId;
    return Promise.resolve();
  }
  destroy() {
    this.destroyed = true;
  }
}

function widgetScript() {
  return document.head.querySelector<HTMLScriptElement>(`script[src="${YOOKASSA_WIDGET_SRC}"]`);
}

async function loadWidget() {
  const script = await waitFor(() => {
    const found = widgetScript();
    if (!found) throw new Error('no widget script');
    return found;
  });
  window.YooMoneyCheckoutWidget = FakeWidget;
  act(() => {
    script.dispatchEvent(new Event('load'));
  });
  await waitFor(() => expect(FakeWidget.last?.rendered).toBeTruthy());
  return FakeWidget.last as FakeWidget;
}

describe('the YooKassa checkout', () => {
  const yookassa = {
    'POST /api/subscription/payment': () =>
      started({ acq: 'yookassa', confirmation: { confirmation_token: 'ct-2a5b' }, test: false }),
  };

  it('loads the widget script only for the checkout and removes it on leaving', async () => {
    expect(widgetScript()).toBeNull();
    await openCheckout(yookassa);
    const widget = await loadWidget();
    expect(widget.options.confirmation_token).toBe('ct-2a5b');
    expect(document.getElementById(widget.rendered ?? '')).not.toBeNull();
    expect(screen.queryByText(BILLING_TEXT.sandboxNotice)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Выбрать другой тариф' }));
    expect(widget.destroyed).toBe(true);
    expect(widgetScript()).toBeNull();
    expect(window.YooMoneyCheckoutWidget).toBeUndefined();
  });

  it("the widget's success waits for the server; its failure shows the payment error", async () => {
    let granted = false;
    await openCheckout({
      ...yookassa,
      [`GET /api/subscription/payment/${PAYMENT}`]: () =>
        paymentState(granted ? { status: 'succeeded', granted: true } : {}),
    });
    let widget = await loadWidget();
    act(() => widget.handlers.get('fail')?.());
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXT.payment);

    await userEvent.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    widget = await loadWidget();
    act(() => widget.handlers.get('success')?.());
    expect(
      await screen.findByText('Ждём подтверждения платежа от банка…', { selector: '[aria-hidden]' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    granted = true;
    expect(await screen.findByRole('dialog', { name: 'Поздравляем!' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Перейти в знакомства' }),
    ).toBeInTheDocument();
  });
});
