import { type MessageTemplate, SMART_MESSAGES, type SmartMessagesSummary } from '@iskra/contract';
import { fieldErrorMap, resolveApiError } from '../../../shared/api/index.ts';

/**
 * The intro's figure (DESIGN.md §4): a real count, never the spec's random 21–50. Matches
 * waiting for a first message say most about what the service would do now; without any, the
 * week's new matches; with neither, no sentence at all.
 */
export type IntroFigure = { kind: 'waiting' | 'week'; count: number } | null;

export function introFigure(summary: SmartMessagesSummary | null): IntroFigure {
  if (!summary) return null;
  if (summary.waitingMatches > 0) return { kind: 'waiting', count: summary.waitingMatches };
  if (summary.newMatchesWeek > 0) return { kind: 'week', count: summary.newMatchesWeek };
  return null;
}

/**
 * What starts ticked (§5: all suggested). A saved choice that still meets the minimum is what
 * the user suggested to themselves last time (switching off keeps it), so it comes back;
 * otherwise every opener of the library is ticked.
 */
export function initialSelection(
  messages: readonly MessageTemplate[],
  chosen: readonly number[],
): Set<number> {
  const library = new Set(messages.map((message) => message.id));
  const saved = chosen.filter((id) => library.has(id));
  return new Set(saved.length >= SMART_MESSAGES.minimum ? saved : library);
}

/** §5, §9: at least SMART_MESSAGES.minimum openers. */
export function canConfirm(selected: number): boolean {
  return selected >= SMART_MESSAGES.minimum;
}

/**
 * What a failed smart-messages call shows (§8): the server's field error on the choice
 * (422 `messageIds`) beside the list; nothing for a cancelled call; otherwise the spec's one
 * text, 'Что-то пошло не так!', rather than the common handler's per-kind texts.
 */
export type SmartFailure = { kind: 'field'; text: string } | { kind: 'notify' } | { kind: 'silent' };

export function smartFailure(error: unknown): SmartFailure {
  const outcome = resolveApiError(error);
  if (outcome.kind === 'silent') return { kind: 'silent' };
  if (outcome.kind === 'fields') {
    const text = fieldErrorMap(outcome.errors).messageIds;
    if (text) return { kind: 'field', text };
  }
  return { kind: 'notify' };
}
