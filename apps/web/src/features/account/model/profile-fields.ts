import {
  type CitySuggestion,
  type CurrentUser,
  ERROR_TEXT,
  type FieldError,
  type Gender,
  type Goal,
  type ProfileUpdate,
  profileUpdateSchema,
} from '@iskra/contract';
import { type CityValue, formatCity, isCityField } from '../../auth/model/city.ts';
import { fromIsoDate, toIsoDate } from '../../auth/model/date-mask.ts';

/** What the profile settings form holds while it is being edited. */
export interface ProfileFieldsValues {
  name: string;
  /** As typed, dd.mm.yyyy (the registration mask). */
  birthday: string;
  email: string;
  city: CityValue;
  looking: Gender;
  lookingAgeFrom: number;
  lookingAgeTo: number;
  goal: Goal;
}

export type ProfileField = keyof ProfileFieldsValues;
export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

const FORM_FIELDS: readonly ProfileField[] = [
  'name',
  'birthday',
  'email',
  'city',
  'looking',
  'lookingAgeFrom',
  'lookingAgeTo',
  'goal',
];

/**
 * The form starts from the user's data. The current place stands as a chosen suggestion (the
 * user has no coordinates here), so the picker does not search until the user types; it is sent
 * only when another place is chosen.
 */
export function initialProfileValues(user: CurrentUser): ProfileFieldsValues {
  const place: CitySuggestion = { name: user.city, region: '', country: user.country, lat: 0, lng: 0 };
  return {
    name: user.name,
    birthday: fromIsoDate(user.birthday),
    email: user.email,
    city: { text: formatCity(place), picked: place },
    looking: user.looking,
    lookingAgeFrom: user.lookingAgeFrom,
    lookingAgeTo: user.lookingAgeTo,
    goal: user.goal as Goal,
  };
}

/**
 * Field errors on the form's fields: every place field (lat, lng, city, country) shows
 * 'Выберите город из списка' under the city picker. Errors of other parameters come back in
 * `other` (for a notification).
 */
export function toProfileFormErrors(errors: readonly FieldError[]): {
  fields: ProfileFieldErrors;
  other: string[];
} {
  const fields: ProfileFieldErrors = {};
  const other: string[] = [];
  for (const { param, msg } of errors) {
    if (isCityField(param)) fields.city ??= ERROR_TEXT.pickCityFromList;
    else if ((FORM_FIELDS as readonly string[]).includes(param)) fields[param as ProfileField] ??= msg;
    else other.push(msg);
  }
  return { fields, other };
}

export type ProfileFieldsCheck =
  | { kind: 'unchanged' }
  | { kind: 'invalid'; errors: ProfileFieldErrors }
  | { kind: 'ok'; payload: ProfileUpdate };

/** Only what changed is sent; the contract schema checks it first, with the server's messages. */
export function checkProfileFields(
  values: ProfileFieldsValues,
  initial: ProfileFieldsValues,
): ProfileFieldsCheck {
  const draft: Record<string, unknown> = {};
  const issues: FieldError[] = [];
  if (values.name.trim() !== initial.name) draft.name = values.name;
  if (values.birthday !== initial.birthday) draft.birthday = toIsoDate(values.birthday);
  if (values.email.trim().toLowerCase() !== initial.email.toLowerCase()) draft.email = values.email;
  if (values.goal !== initial.goal) draft.goal = values.goal;
  if (values.looking !== initial.looking) draft.looking = values.looking;
  if (values.lookingAgeFrom !== initial.lookingAgeFrom || values.lookingAgeTo !== initial.lookingAgeTo) {
    // Both ends go together, so the server can check their order.
    draft.lookingAgeFrom = values.lookingAgeFrom;
    draft.lookingAgeTo = values.lookingAgeTo;
  }
  const place = values.city.picked;
  if (place !== initial.city.picked) {
    if (!place || place.name.trim().toLowerCase() === place.country.trim().toLowerCase()) {
      // Typed but not chosen, or a country chosen as a city (core-application §5).
      issues.push({ param: 'city', msg: ERROR_TEXT.pickCityFromList });
    } else {
      Object.assign(draft, { city: place.name, country: place.country, lat: place.lat, lng: place.lng });
    }
  }
  if (Object.keys(draft).length === 0 && issues.length === 0) return { kind: 'unchanged' };
  const result = profileUpdateSchema.safeParse(draft);
  if (!result.success) {
    for (const issue of result.error.issues) {
      issues.push({ param: String(issue.path[0] ?? ''), msg: issue.message });
    }
  }
  if (issues.length > 0 || !result.success) {
    return { kind: 'invalid', errors: toProfileFormErrors(issues).fields };
  }
  return { kind: 'ok', payload: result.data };
}
