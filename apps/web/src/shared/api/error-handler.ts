import { ERROR_TEXT, type FieldError } from '@iskra/contract';
import { useCallback } from 'react';
import { useNotifications } from '../../ui/notifications/notifications-context.ts';
import { isApiError } from './api-error.ts';

/** What the interface does with a failed call (core-application §8). */
export type ErrorOutcome =
  | { kind: 'fields'; errors: FieldError[] }
  | { kind: 'notify'; text: string }
  | { kind: 'silent' };

export function resolveApiError(error: unknown): ErrorOutcome {
  if (!isApiError(error)) return { kind: 'notify', text: ERROR_TEXT.unexpected };
  switch (error.kind) {
    case 'fields':
      return { kind: 'fields', errors: error.fieldErrors };
    case 'message':
      return { kind: 'notify', text: error.message };
    case 'empty':
      return { kind: 'notify', text: ERROR_TEXT.somethingWentWrong };
    case 'network':
      return { kind: 'notify', text: ERROR_TEXT.connection };
    case 'aborted':
      return { kind: 'silent' };
    default:
      return { kind: 'notify', text: ERROR_TEXT.unexpected };
  }
}

export interface HandleErrorOptions {
  /** Show the first field error as a notification instead of returning it (calls without a form). */
  fieldsAsNotification?: boolean;
  /** The notification stays until closed. */
  important?: boolean;
}

export type NotifyError = (text: string, options?: { important?: boolean }) => unknown;

/**
 * The common error handler: field errors come back to the caller (for its form) and show no
 * notification; everything else becomes an error notification. Returns the field errors or null.
 */
export function handleApiError(
  error: unknown,
  notifyError: NotifyError,
  options: HandleErrorOptions = {},
): FieldError[] | null {
  const outcome = resolveApiError(error);
  if (outcome.kind === 'fields') {
    const first = outcome.errors[0];
    if (!options.fieldsAsNotification || !first) return outcome.errors;
    notifyError(first.msg, { important: options.important });
    return null;
  }
  if (outcome.kind === 'notify') notifyError(outcome.text, { important: options.important });
  return null;
}

/** `handleError(error)` inside components: see handleApiError. */
export function useErrorHandler(): (error: unknown, options?: HandleErrorOptions) => FieldError[] | null {
  const { notifyError } = useNotifications();
  return useCallback((error, options) => handleApiError(error, notifyError, options), [notifyError]);
}

/** Field errors keyed by form field name (first message per field). */
export function fieldErrorMap(errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { param, msg } of errors) map[param] ??= msg;
  return map;
}
