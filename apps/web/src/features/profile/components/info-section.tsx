import { type Info, infoCodeLabels, infoFieldNames } from '@iskra/contract';
import { ru } from '../../../i18n/ru.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { INFO_FIELDS, type InfoField, InfoForm, isCodeField } from '../../account/index.ts';
import { SectionCard } from './section-card.tsx';
import './section-card.css';
import './facts.css';

const t = ru.profile.info;

export const INFO_EDIT_MODAL = 'profile-info-edit';

/** The shown text of one info value, or null when it is not set. */
export function infoValueText(field: InfoField, info: Info): string | null {
  const value = info[field];
  if (value === null) return null;
  if (field === 'height') return t.heightValue(value);
  if (field === 'weight') return t.weightValue(value);
  if (isCodeField(field)) return (infoCodeLabels[field] as Readonly<Record<number, string>>)[value] ?? null;
  return null;
}

/**
 * Info as a definition list. The own profile lists every field ('Не указано' for the empty
 * ones, so it is clear what can be added); another person's shows only what they filled in.
 */
export function InfoList({ info, showEmpty }: { info: Info; showEmpty: boolean }) {
  const rows = INFO_FIELDS.map((field) => ({ field, text: infoValueText(field, info) })).filter(
    (row) => showEmpty || row.text !== null,
  );
  if (rows.length === 0) return <p className="profile-section__muted">{t.emptyOther}</p>;
  return (
    <dl className="facts">
      {rows.map(({ field, text }) => (
        <div key={field} className="facts__row">
          <dt className="facts__term">{infoFieldNames[field]}</dt>
          <dd className={text === null ? 'facts__value facts__value--empty' : 'facts__value'}>
            {text ?? t.notSet}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The own personal info with the edit popup (selects for codes, numbers for height and weight). */
export function OwnInfoSection() {
  const { user } = useSession();
  const modal = useModal();
  if (!user) return null;

  function openEditor() {
    modal.open({
      name: INFO_EDIT_MODAL,
      title: t.title,
      size: 'md',
      render: ({ close }) => <InfoForm onSaved={close} onCancel={close} />,
    });
  }

  return (
    <SectionCard title={t.title} edit={{ label: t.edit, onEdit: openEditor, popup: true }}>
      <InfoList info={user.info} showEmpty />
    </SectionCard>
  );
}
