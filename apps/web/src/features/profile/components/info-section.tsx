import { type Gender, type Info, infoCodeLabelsFor, infoFieldNames } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import { useSession } from '../../../shared/session/session-context.ts';
import { useModal } from '../../../ui/modal/modal-context.ts';
import { INFO_FIELDS, type InfoField, InfoForm, isCodeField } from '../../account/index.ts';
import { SectionCard } from './section-card.tsx';
import './section-card.css';
import './facts.css';

const t = ru.profile.info;

export const INFO_EDIT_MODAL = 'profile-info-edit';

/** The shown text of one info value in the owner's gender («Свободна»), or null when it is not set. */
export function infoValueText(field: InfoField, info: Info, gender: Gender): string | null {
  const value = info[field];
  if (value === null) return null;
  if (field === 'height') return t.heightValue(value);
  if (field === 'weight') return t.weightValue(value);
  if (isCodeField(field)) return infoCodeLabelsFor(gender)[field][value] ?? null;
  return null;
}

/**
 * Info as a definition list. The own profile lists every field ('Не указано' for the empty
 * ones, so it is clear what can be added); another person's shows only what they filled in.
 */
export function InfoList({ info, gender, showEmpty }: { info: Info; gender: Gender; showEmpty: boolean }) {
  const rows = INFO_FIELDS.map((field) => ({ field, text: infoValueText(field, info, gender) })).filter(
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
      <InfoList info={user.info} gender={user.gender} showEmpty />
    </SectionCard>
  );
}
