import {
  type Gender,
  REPORT_CATEGORY_LABEL,
  type ReportCategory,
  reportCategorySchema,
  SAFETY,
} from '@iskra/contract';
import { type FormEvent, useId, useState } from 'react';
import * as ru from '../../../i18n/ru.ts';
import { fieldErrorMap, resolveApiError } from '../../../shared/api/index.ts';
import { Button } from '../../../ui/button/button.tsx';
import { Checkbox } from '../../../ui/form/checkbox.tsx';
import { TextArea } from '../../../ui/form/input.tsx';
import { safetyApi } from '../api/safety-api.ts';
import './report-form.css';

const t = ru.safety;
const CATEGORIES = reportCategorySchema.options;

export interface ReportTarget {
  id: string;
  name: string;
  gender: Gender;
  /** A photo or a message of theirs that the report is about. */
  photoId?: string;
  messageId?: string;
}

export interface ReportFormProps {
  person: ReportTarget;
  onCancel: () => void;
  /** The report was stored; `blocked` when the person was blocked with it. */
  onSent: (blocked: boolean) => void;
}

/** A report: the reason (required), a comment, and whether to block the person as well. */
export function ReportForm({ person, onCancel, onSent }: ReportFormProps) {
  const legendId = useId();
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [comment, setComment] = useState('');
  const [block, setBlock] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (category === null) {
      setErrors({ category: reportCategorySchema.safeParse(undefined).error?.issues[0]?.message ?? '' });
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      const answer = await safetyApi.report({
        userId: person.id,
        category,
        comment: comment.trim(),
        block,
        ...(person.photoId ? { photoId: person.photoId } : {}),
        ...(person.messageId ? { messageId: person.messageId } : {}),
      });
      onSent(answer.blocked);
    } catch (error) {
      const outcome = resolveApiError(error);
      if (outcome.kind === 'fields') setErrors(fieldErrorMap(outcome.errors));
      else if (outcome.kind === 'notify') setFailure(outcome.text);
      setSending(false);
    }
  }

  return (
    <form className="report-form" onSubmit={handleSubmit} noValidate>
      <p className="report-form__lead">{t.reportLead}</p>
      <fieldset
        className="report-form__reasons"
        aria-describedby={errors.category ? `${legendId}-error` : undefined}
        aria-invalid={errors.category ? true : undefined}
      >
        <legend className="report-form__legend" id={legendId}>
          {t.categoryLegend}
        </legend>
        {CATEGORIES.map((value) => (
          <label key={value} className="report-form__reason">
            <input
              type="radio"
              name="category"
              value={value}
              checked={category === value}
              onChange={() => {
                setCategory(value);
                setErrors(({ category: _, ...rest }) => rest);
              }}
            />
            <span>{REPORT_CATEGORY_LABEL[value]}</span>
          </label>
        ))}
        {errors.category && (
          <p className="report-form__error" id={`${legendId}-error`}>
            {errors.category}
          </p>
        )}
      </fieldset>
      <TextArea
        label={t.commentLabel}
        name="comment"
        rows={3}
        value={comment}
        maxLength={SAFETY.reportCommentMax}
        hint={t.commentHint}
        error={errors.comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <Checkbox
        name="block"
        label={t.alsoBlock(person.name, person.gender)}
        checked={block}
        onChange={(event) => setBlock(event.target.checked)}
      />
      {failure && (
        <p className="report-form__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="report-form__actions">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="danger" loading={sending}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}
