import { type FieldError, PROFILE_TEXT } from '@iskra/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useErrorHandler } from '../../../shared/api/index.ts';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { useFocusFirstError } from '../../auth/hooks/use-focus-first-error.ts';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** What a form's own check says about its values before anything is sent. */
export type FieldsCheck<V, P> =
  | { kind: 'unchanged' }
  | { kind: 'invalid'; errors: FieldErrors<V> }
  | { kind: 'ok'; payload: P };

export interface FieldsFormOptions<V, P> {
  initialValues: () => V;
  check: (values: V) => FieldsCheck<V, P>;
  /** Sends the payload and applies the answer; returns the values to show now and the notice. */
  save: (payload: P) => Promise<{ values: V; notice: string }>;
  /** Splits the server's field errors into the form's fields and the rest (notified). */
  toErrors: (errors: readonly FieldError[]) => { fields: FieldErrors<V>; other: string[] };
  onSaved?: () => void;
}

/**
 * The submit cycle of a settings form that sends only what changed: nothing changed → a
 * notice; invalid → errors on the fields and the focus on the first; otherwise one request at a
 * time, and the server's field errors on their fields. Editing a field clears its error.
 */
export function useFieldsForm<V extends object, P>({
  initialValues,
  check,
  save,
  toErrors,
  onSaved,
}: FieldsFormOptions<V, P>) {
  const { notify, notifyError } = useNotifications();
  const handleError = useErrorHandler();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  function set<K extends keyof V>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest as FieldErrors<V>);
  }

  function showErrors(next: FieldErrors<V>) {
    setErrors(next);
    focusFirstError();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const result = check(values);
    if (result.kind === 'unchanged') {
      notify({ text: PROFILE_TEXT.nothingToUpdate });
      return;
    }
    if (result.kind === 'invalid') {
      showErrors(result.errors);
      return;
    }
    setSending(true);
    try {
      const saved = await save(result.payload);
      setValues(saved.values);
      setErrors({});
      notify({ text: saved.notice });
      onSaved?.();
    } catch (error) {
      const fieldErrors = handleError(error);
      if (fieldErrors) {
        const { fields, other } = toErrors(fieldErrors);
        for (const text of other) notifyError(text);
        showErrors(fields);
      }
    } finally {
      setSending(false);
    }
  }

  return { values, errors, sending, set, formRef, handleSubmit };
}
