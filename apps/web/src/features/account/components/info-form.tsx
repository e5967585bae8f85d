import { infoCodeLabelsFor, infoFieldNames, PROFILE, SUCCESS_TEXT } from '@iskra/contract';
import * as ru from '../../../i18n/ru.ts';
import { useCurrentUser, useSession } from '../../../shared/session/session-context.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Input, Select } from '../../../ui/form/input.tsx';
import { updateInfo } from '../api/profile-fields-api.ts';
import { useFieldsForm } from '../hooks/use-fields-form.ts';
import {
  checkInfo,
  INFO_FIELDS,
  initialInfoValues,
  isCodeField,
  toInfoErrors,
} from '../model/info-fields.ts';
import './fields-form.css';
import './info-form.css';

const t = ru.profile;

const NUMBER_LIMITS = {
  height: { min: PROFILE.heightMin, max: PROFILE.heightMax, label: t.info.height },
  weight: { min: PROFILE.weightMin, max: PROFILE.weightMax, label: t.info.weight },
} as const;

export interface InfoFormProps {
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * Personal info (core-application §3 "Info"): a list for each coded field, numbers for height
 * and weight within the server's limits. Only changed fields are sent; server field errors
 * show on their fields.
 */
export function InfoForm({ onSaved, onCancel }: InfoFormProps) {
  const user = useCurrentUser();
  const { updateUser } = useSession();
  const { values, errors, sending, set, formRef, handleSubmit } = useFieldsForm({
    initialValues: () => initialInfoValues(user.info),
    check: (current) => checkInfo(current, user.info),
    async save(payload) {
      const { info } = await updateInfo(payload);
      updateUser({ info });
      return { values: initialInfoValues(info), notice: SUCCESS_TEXT.dataUpdated };
    },
    toErrors: toInfoErrors,
    onSaved,
  });

  return (
    <form ref={formRef} className="info-form" noValidate onSubmit={handleSubmit} aria-busy={sending}>
      <div className="info-form__grid">
        {INFO_FIELDS.map((field) => {
          if (isCodeField(field)) {
            const options = Object.entries(infoCodeLabelsFor(user.gender)[field]).map(([value, label]) => ({
              value,
              label,
            }));
            return (
              <Select
                key={field}
                label={infoFieldNames[field]}
                name={field}
                placeholder={t.info.placeholder}
                options={options}
                value={values[field]}
                error={errors[field]}
                onChange={(event) => set(field, event.target.value)}
              />
            );
          }
          const limits = NUMBER_LIMITS[field as keyof typeof NUMBER_LIMITS];
          return (
            <Input
              key={field}
              label={limits.label}
              name={field}
              type="number"
              inputMode="numeric"
              min={limits.min}
              max={limits.max}
              step={1}
              placeholder={`${limits.min}–${limits.max}`}
              value={values[field]}
              error={errors[field]}
              onChange={(event) => set(field, event.target.value)}
            />
          );
        })}
      </div>
      <div className="info-form__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
        <Button type="submit" loading={sending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
