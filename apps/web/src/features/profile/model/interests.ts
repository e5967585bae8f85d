import { INTERESTS_LIMIT, interestLabels } from '@iskra/contract';

/** The 27 interest codes in the order of the specification. */
export const ALL_INTERESTS: readonly number[] = Object.keys(interestLabels).map(Number);

/** The label of an interest code. */
export function interestLabel(interest: number): string {
  return (interestLabels as Readonly<Record<number, string>>)[interest] ?? '';
}

export interface InterestToggle {
  selected: number[];
  /** True when the pick was refused: the limit of INTERESTS_LIMIT is reached. */
  refused: boolean;
}

/** Adds or removes one interest; a sixth is refused (core-application §5). */
export function toggleInterest(selected: readonly number[], interest: number): InterestToggle {
  if (selected.includes(interest)) {
    return { selected: selected.filter((item) => item !== interest), refused: false };
  }
  if (selected.length >= INTERESTS_LIMIT) return { selected: [...selected], refused: true };
  return { selected: [...selected, interest], refused: false };
}

export function sameInterests(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}
