import { type Gender, type MessageTemplate, SMART_TEXT, type SwitchServicesResponse } from '@iskra/contract';
import { useCallback, useEffect, useId, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Checkbox } from '../../../ui/form/checkbox.tsx';
import { useNotifications } from '../../../ui/notifications/notifications-context.ts';
import { Spinner } from '../../../ui/spinner/spinner.tsx';
import { getSmartMessages, switchSmartMessages } from '../api/smart-messages-api.ts';
import { canConfirm, initialSelection, smartFailure } from '../model/smart-model.ts';
import './smart-popups.css';

const t = ru.smartMessages.selection;

export interface SmartSelectionProps {
  /** Whom the user looks for: the openers are written for that addressee gender. */
  looking: Gender;
  onSaved: (state: SwitchServicesResponse['servicesState'], chosen: number) => void;
  onCancel: () => void;
}

type Library = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; messages: MessageTemplate[] };

/**
 * The selection popup (§5): every suggested opener ticked, at least SMART_MESSAGES.minimum to
 * confirm — below it the confirm button is disabled and reads the spec's 'не меньше 5 сообщений'.
 * Confirming switches the service on with the chosen ids.
 */
export function SmartSelection({ looking, onSaved, onCancel }: SmartSelectionProps) {
  const { notifyError } = useNotifications();
  const [library, setLibrary] = useState<Library>({ phase: 'loading' });
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [saving, setSaving] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();

  const load = useCallback(
    (signal?: AbortSignal) => {
      setLibrary({ phase: 'loading' });
      getSmartMessages(looking, signal).then(
        (answer) => {
          setSelected(initialSelection(answer.messages, answer.chosen));
          setLibrary({ phase: 'ready', messages: answer.messages });
        },
        (error: unknown) => {
          if (smartFailure(error).kind === 'silent') return;
          notifyError(SMART_TEXT.somethingWrong);
          setLibrary({ phase: 'failed' });
        },
      );
    },
    [looking, notifyError],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  function toggle(id: number, checked: boolean) {
    setFieldError(null);
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function handleConfirm(messages: readonly MessageTemplate[]) {
    // In the library's order, whatever order the boxes were ticked in.
    const ids = messages.map((message) => message.id).filter((id) => selected.has(id));
    setSaving(true);
    setFieldError(null);
    try {
      const answer = await switchSmartMessages(true, ids);
      onSaved(answer.servicesState, ids.length);
    } catch (error) {
      const failure = smartFailure(error);
      if (failure.kind === 'field') setFieldError(failure.text);
      else if (failure.kind === 'notify') notifyError(SMART_TEXT.somethingWrong);
      setSaving(false);
    }
  }

  if (library.phase === 'loading')
    return (
      <div className="smart-popup smart-popup--center">
        <Spinner label={t.loading} />
      </div>
    );

  if (library.phase === 'failed')
    return (
      <div className="smart-popup smart-popup--center">
        <p className="smart-popup__text">{t.failed}</p>
        <div className="smart-popup__actions">
          <Button variant="secondary" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button onClick={() => load()}>{t.retry}</Button>
        </div>
      </div>
    );

  const enough = canConfirm(selected.size);
  return (
    <div className="smart-popup">
      <p className="smart-popup__text smart-popup__text--muted" id={hintId}>
        {t.hint}
      </p>
      <fieldset className="smart-choice" aria-describedby={hintId}>
        <legend className="visually-hidden">{t.legend}</legend>
        <ul className="smart-choice__list">
          {library.messages.map((message) => (
            <li key={message.id}>
              <Checkbox
                label={message.text}
                checked={selected.has(message.id)}
                onChange={(event) => toggle(message.id, event.currentTarget.checked)}
                disabled={saving}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="smart-choice__count" aria-live="polite">
        {t.selected(selected.size, library.messages.length)}
      </p>
      {fieldError && (
        <p className="field__error" id={errorId} role="alert">
          {fieldError}
        </p>
      )}
      <div className="smart-popup__actions">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t.cancel}
        </Button>
        <Button
          disabled={!enough}
          loading={saving}
          aria-describedby={fieldError ? errorId : undefined}
          onClick={() => handleConfirm(library.messages)}
        >
          {enough ? t.confirm : t.notFewer}
        </Button>
      </div>
    </div>
  );
}
