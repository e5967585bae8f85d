import { type FormEvent, useEffect, useEffectEvent, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { fieldErrorMap, useErrorHandler } from '../../../shared/api/index.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Input } from '../../../ui/form/input.tsx';
import { AlertIcon } from '../../../ui/icons/icons.tsx';
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx';
import { getSandboxCheckout, paySandbox } from '../api/billing-api.ts';
import './checkout-sandbox.css';

const t = ru.billing.sandbox;

/** 16 digits in groups of four. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY, the slash added after the month. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface CheckoutSandboxProps {
  confirmationToken: string;
  amount: number;
  onPaid: () => void;
  onDeclined: (reason: string | null) => void;
}

type Fields = { card: string; expiry: string; cvc: string };

/**
 * The built-in sandbox's checkout, shown where the YooKassa widget would be: plainly a test,
 * with its documented test cards. The server validates and answers 422 per field.
 */
export function CheckoutSandbox({ confirmationToken, amount, onPaid, onDeclined }: CheckoutSandboxProps) {
  const handleError = useErrorHandler();
  const [description, setDescription] = useState<string | null>(null);
  const [fields, setFields] = useState<Fields>({ card: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const settled = useEffectEvent((status: string, reason: string | null) => {
    if (status === 'succeeded') onPaid();
    else if (status === 'canceled') onDeclined(reason);
  });

  useEffect(() => {
    const controller = new AbortController();
    getSandboxCheckout(confirmationToken, controller.signal).then(
      (checkout) => {
        setDescription(checkout.description);
        // Already paid or refused (a second tab): go straight to the outcome.
        settled(checkout.status, null);
      },
      () => {
        // The description is a nicety: the form works without it.
        if (!controller.signal.aborted) setDescription('');
      },
    );
    return () => controller.abort();
  }, [confirmationToken]);

  function change(name: keyof Fields, value: string) {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const result = await paySandbox(confirmationToken, fields);
      // 'pending' cannot come from the sandbox's synchronous pay; wait for the server then.
      if (result.status === 'canceled') onDeclined(result.cancellationReason);
      else onPaid();
    } catch (error) {
      const fieldErrors = handleError(error);
      if (fieldErrors) setErrors(fieldErrorMap(fieldErrors));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="sandbox">
      <div className="sandbox__notice" role="note">
        <AlertIcon size={20} className="sandbox__notice-icon" />
        <div>
          <p className="sandbox__notice-title">{t.notice}</p>
          <p className="sandbox__notice-text">{t.explain}</p>
        </div>
      </div>
      <p className="sandbox__description">
        {description === null ? <Skeleton shape="text" width="60%" /> : description}
      </p>
      <form className="sandbox__form" onSubmit={handleSubmit} noValidate>
        <Input
          label={t.card}
          name="card"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          value={fields.card}
          error={errors.card}
          onChange={(event) => change('card', formatCardNumber(event.currentTarget.value))}
        />
        <div className="sandbox__row">
          <Input
            label={t.expiry}
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t.expiryPlaceholder}
            value={fields.expiry}
            error={errors.expiry}
            onChange={(event) => change('expiry', formatExpiry(event.currentTarget.value))}
          />
          <Input
            label={t.cvc}
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={3}
            value={fields.cvc}
            error={errors.cvc}
            onChange={(event) => change('cvc', event.currentTarget.value.replace(/\D/g, '').slice(0, 3))}
          />
        </div>
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {t.pay(amount)}
        </Button>
      </form>
      <section className="sandbox__cards" aria-labelledby="sandbox-cards-title">
        <h3 id="sandbox-cards-title" className="sandbox__cards-title">
          {t.cardsTitle}
        </h3>
        <ul className="sandbox__cards-list">
          {t.cards.map((card) => (
            <li key={card.number}>
              <span className="sandbox__card-number">{card.number}</span>
              <span className="sandbox__card-outcome">{card.outcome}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t.use(card.number)}
                onClick={() => change('card', card.number)}
              >
                {t.useShort}
              </Button>
            </li>
          ))}
        </ul>
        <p className="sandbox__cards-hint">{t.cardsHint}</p>
      </section>
    </div>
  );
}
