import { useId } from 'react';
import './full-name-fields.css';

export interface FullName {
  surname: string;
  givenName: string;
  patronymic: string;
}

export const EMPTY_FULL_NAME: FullName = { surname: '', givenName: '', patronymic: '' };

const FIELDS: readonly { key: keyof FullName; label: string; autoComplete: string }[] = [
  { key: 'surname', label: 'Фамилия', autoComplete: 'family-name' },
  { key: 'givenName', label: 'Имя', autoComplete: 'given-name' },
  { key: 'patronymic', label: 'Отчество', autoComplete: 'additional-name' },
];

export function isFullNameFilled(name: FullName): boolean {
  return FIELDS.every(({ key }) => name[key].trim() !== '');
}

export function formatFullName(name: FullName): string {
  return FIELDS.map(({ key }) => name[key].trim())
    .filter(Boolean)
    .join(' ');
}

interface FullNameFieldsProps {
  value: FullName;
  onChange: (value: FullName) => void;
}

/** Surname, given name and patronymic of the data subject (RU consent). */
export function FullNameFields({ value, onChange }: FullNameFieldsProps) {
  const id = useId();
  return (
    <fieldset className="legal-names">
      <legend className="legal-names__legend">Субъект персональных данных</legend>
      {FIELDS.map((field) => (
        <div className="legal-names__field" key={field.key}>
          <label htmlFor={`${id}-${field.key}`}>{field.label}</label>
          <input
            id={`${id}-${field.key}`}
            type="text"
            autoComplete={field.autoComplete}
            maxLength={100}
            value={value[field.key]}
            onChange={(event) => onChange({ ...value, [field.key]: event.target.value })}
          />
        </div>
      ))}
      <p className="legal-names__hint">Если отчества нет, напишите в этом поле «нет».</p>
    </fieldset>
  );
}
