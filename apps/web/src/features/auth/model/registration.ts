import { ERROR_TEXT, type FieldError, type Gender, type Goal, type Registration } from '@iskra/contract';
import { authSchemas } from './auth-schemas.ts';
import { type CityValue, EMPTY_CITY, isCityField } from './city.ts';
import { toIsoDate } from './date-mask.ts';

/** What the registration form holds while it is being filled in. */
export interface RegistrationValues {
  name: string;
  email: string;
  password: string;
  /** As typed, dd.mm.yyyy. */
  birthday: string;
  gender: Gender | null;
  looking: Gender | null;
  goal: Goal | null;
  city: CityValue;
  agreement: boolean;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  name: '',
  email: '',
  password: '',
  birthday: '',
  gender: null,
  looking: null,
  goal: null,
  city: EMPTY_CITY,
  agreement: false,
};

/** Fields of the form that can carry an error message. */
export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

const FORM_FIELDS: readonly RegistrationField[] = [
  'name',
  'email',
  'password',
  'birthday',
  'gender',
  'looking',
  'goal',
  'city',
  'agreement',
];

/** The payload as the API takes it; fields not filled in yet are left for the schema to name. */
export function toPayload(values: RegistrationValues): Record<string, unknown> {
  const place = values.city.picked;
  return {
    name: values.name,
    email: values.email,
    password: values.password,
    birthday: toIsoDate(values.birthday),
    gender: values.gender ?? undefined,
    looking: values.looking ?? undefined,
    agreement: values.agreement,
    goal: values.goal ?? undefined,
    lat: place?.lat,
    lng: place?.lng,
    city: place?.name,
    country: place?.country,
  };
}

/**
 * Puts field errors on the form's fields: the place fields (lat, lng, city, country) all show
 * 'Выберите город из списка' under the city field; the first message of a field wins.
 * Errors of parameters the form does not have come back in `other`.
 */
export function toFormErrors(errors: readonly FieldError[]): { fields: RegistrationErrors; other: string[] } {
  const fields: RegistrationErrors = {};
  const other: string[] = [];
  for (const { param, msg } of errors) {
    if (isCityField(param)) fields.city ??= ERROR_TEXT.pickCityFromList;
    else if ((FORM_FIELDS as readonly string[]).includes(param)) fields[param as RegistrationField] ??= msg;
    else other.push(msg);
  }
  return { fields, other };
}

export type RegistrationCheck =
  | { ok: true; payload: Registration }
  | { ok: false; errors: RegistrationErrors };

/** The contract's registration schema, with its messages, run before anything is sent. */
export async function validateRegistration(values: RegistrationValues): Promise<RegistrationCheck> {
  const { registrationSchema } = await authSchemas();
  const result = registrationSchema.safeParse(toPayload(values));
  const place = values.city.picked;
  // A place whose name is its country is not a city to search around (core-application §5).
  const cityIsCountry =
    place !== null && place.name.trim().toLowerCase() === place.country.trim().toLowerCase();
  if (result.success && !cityIsCountry) return { ok: true, payload: result.data };
  const issues: FieldError[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ param: String(issue.path[0] ?? ''), msg: issue.message }));
  if (cityIsCountry) issues.push({ param: 'city', msg: ERROR_TEXT.pickCityFromList });
  return { ok: false, errors: toFormErrors(issues).fields };
}
