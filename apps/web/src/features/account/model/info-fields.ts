import {
  type FieldError,
  type Info,
  type InfoUpdate,
  infoCodeLabels,
  infoUpdateSchema,
} from '@iskra/contract';

/** Info fields in the order the forms and the profile show them. */
export const INFO_FIELDS = [
  'relationship',
  'orientation',
  'height',
  'weight',
  'living',
  'children',
  'smoking',
  'alcohol',
] as const satisfies readonly (keyof Info)[];
export type InfoField = (typeof INFO_FIELDS)[number];

export type InfoNumberField = 'height' | 'weight';
export function isCodeField(field: InfoField): field is keyof typeof infoCodeLabels {
  return field in infoCodeLabels;
}

/** Every field as the form holds it: '' is "not set". */
export type InfoValues = Record<InfoField, string>;
export type InfoErrors = Partial<Record<InfoField, string>>;

export function initialInfoValues(info: Info): InfoValues {
  const values = {} as InfoValues;
  for (const field of INFO_FIELDS) values[field] = info[field] === null ? '' : String(info[field]);
  return values;
}

function parseValue(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

export type InfoCheck =
  | { kind: 'unchanged' }
  | { kind: 'invalid'; errors: InfoErrors }
  | { kind: 'ok'; payload: InfoUpdate };

/** Only the fields that differ from the saved info are sent (a cleared field as null). */
export function checkInfo(values: InfoValues, saved: Info): InfoCheck {
  const draft: Record<string, number | null> = {};
  for (const field of INFO_FIELDS) {
    const value = parseValue(values[field]);
    if (value !== saved[field]) draft[field] = value;
  }
  if (Object.keys(draft).length === 0) return { kind: 'unchanged' };
  const result = infoUpdateSchema.safeParse(draft);
  if (result.success) return { kind: 'ok', payload: result.data };
  return {
    kind: 'invalid',
    errors: toInfoErrors(result.error.issues.map((i) => ({ param: String(i.path[0] ?? ''), msg: i.message })))
      .fields,
  };
}

export function toInfoErrors(errors: readonly FieldError[]): { fields: InfoErrors; other: string[] } {
  const fields: InfoErrors = {};
  const other: string[] = [];
  for (const { param, msg } of errors) {
    if ((INFO_FIELDS as readonly string[]).includes(param)) fields[param as InfoField] ??= msg;
    else other.push(msg);
  }
  return { fields, other };
}
