import { type Goal, goalLabels, lookingLabels } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import './facts.css';

const t = ru.profile.criteria;

export interface CriteriaListProps {
  looking: 1 | 2;
  lookingAgeFrom: number;
  lookingAgeTo: number;
  goal: number;
  /** The own profile speaks in the first person ('Ищу'). */
  own?: boolean;
}

/** Whom the person looks for, the age range and the goal. */
export function CriteriaList({
  looking,
  lookingAgeFrom,
  lookingAgeTo,
  goal,
  own = false,
}: CriteriaListProps) {
  const rows = [
    { term: own ? t.lookingOwn : t.looking, value: lookingLabels[looking] },
    { term: t.age, value: t.ageRange(lookingAgeFrom, lookingAgeTo) },
    { term: t.goal, value: goalLabels[goal as Goal] },
  ];
  return (
    <dl className="facts">
      {rows.map((row) => (
        <div key={row.term} className="facts__row">
          <dt className="facts__term">{row.term}</dt>
          <dd className="facts__value">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
