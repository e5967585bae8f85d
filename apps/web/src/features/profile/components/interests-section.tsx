import { ERROR_TEXT, INTERESTS_LIMIT } from '@iskra/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { useErrorHandler } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { updateInterests } from '../api/profile-api.ts';
import { ALL_INTERESTS, interestLabel, sameInterests, toggleInterest } from '../model/interests.ts';
import { SectionCard } from './section-card.tsx';
import './section-card.css';
import './interests-section.css';

const t = ru.profile.interests;

/** Interests as chips (read-only). */
export function InterestChips({ interests, emptyText }: { interests: readonly number[]; emptyText: string }) {
  if (interests.length === 0) return <p className="profile-section__muted">{emptyText}</p>;
  return (
    <ul className="chips">
      {interests.map((interest) => (
        <li key={interest} className="chip">
          {interestLabel(interest)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The own interests (core-application §4 "Interests"): the pencil enters edit mode, chips
 * toggle, a sixth is refused with 'Выберите до 5 интересов.', Save shows loading, sends and
 * leaves edit mode once saved.
 */
export function OwnInterestsSection({ interests }: { interests: readonly number[] }) {
  const { updateUser } = useSession();
  const handleError = useErrorHandler();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<number[]>([]);
  const [refused, setRefused] = useState(false);
  const [saving, setSaving] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const entered = useRef(false);

  // Focus follows the mode: into the chips on entering, back to the pencil on leaving. A layout
  // effect moves it in the same commit that swaps the controls, so it never falls to the body.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (editing) {
      entered.current = true;
      root?.querySelector<HTMLElement>('.chip--toggle')?.focus();
    } else if (entered.current) {
      root?.querySelector<HTMLElement>('.profile-section__edit')?.focus();
    }
  }, [editing]);

  function startEditing() {
    setDraft([...interests]);
    setRefused(false);
    setEditing(true);
  }

  function handleToggle(interest: number) {
    const next = toggleInterest(draft, interest);
    setDraft(next.selected);
    setRefused(next.refused);
  }

  async function handleSave() {
    if (saving) return;
    if (sameInterests(draft, interests)) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      const answer = await updateInterests(draft);
      updateUser({ interests: answer.interests });
      setEditing(false);
    } catch (error) {
      handleError(error, { fieldsAsNotification: true });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div ref={rootRef} className="profile-section-wrap">
      <SectionCard
        title={ru.profile.interests.title}
        edit={editing ? undefined : { label: t.edit, onEdit: startEditing }}
      >
        {editing ? (
          <div className="interests-editor">
            <p className="profile-section__muted">{t.hint}</p>
            <ul className="chips" aria-label={t.listLabel}>
              {ALL_INTERESTS.map((interest) => {
                const on = draft.includes(interest);
                return (
                  <li key={interest}>
                    <button
                      type="button"
                      className={on ? 'chip chip--toggle chip--on' : 'chip chip--toggle'}
                      aria-pressed={on}
                      onClick={() => handleToggle(interest)}
                    >
                      {interestLabel(interest)}
                    </button>
                  </li>
                );
              })}
            </ul>
            <p className="interests-editor__count" aria-live="polite">
              {t.selected(draft.length, INTERESTS_LIMIT)}
            </p>
            <p className="interests-editor__error" role="alert">
              {refused ? ERROR_TEXT.interestsLimit : ''}
            </p>
            <div className="profile-section__actions">
              <Button variant="secondary" onClick={() => setEditing(false)} disabled={saving}>
                {ru.profile.cancel}
              </Button>
              <Button onClick={handleSave} loading={saving}>
                {ru.profile.save}
              </Button>
            </div>
          </div>
        ) : (
          <InterestChips interests={interests} emptyText={t.empty} />
        )}
      </SectionCard>
    </div>
  );
}
