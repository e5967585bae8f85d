import { ERROR_TEXT, type FieldError } from '@iskra/contract';
import { isApiError } from '../../../shared/api/index.ts';

/** What the help form shows when sending failed (core-application §8, "Feedback failure"). */
export type FeedbackFailure = { kind: 'fields'; errors: FieldError[] } | { kind: 'message'; text: string };

/**
 * Field errors go to their fields; a server answer with text is shown as is; anything else —
 * no answer, an answer without text or of the wrong shape — is the unforeseen error.
 */
export function feedbackFailure(error: unknown): FeedbackFailure {
  if (isApiError(error)) {
    if (error.kind === 'fields') return { kind: 'fields', errors: error.fieldErrors };
    if (error.kind === 'message') return { kind: 'message', text: error.message };
  }
  return { kind: 'message', text: ERROR_TEXT.feedbackNetwork };
}
