import { describe, expect, it } from 'vitest';
import { registrationSchema } from './entities.ts';
import { AUTH_TEXT, ERROR_TEXT } from './messages.ts';

const valid = {
  name: 'Анна-Мария',
  email: '  Anna@Example.RU ',
  password: 'Zvezdopad-1987',
  birthday: '1995-05-17',
  gender: 2,
  looking: 1,
  agreement: true,
  goal: 3,
  lat: 55.75,
  lng: 37.62,
  city: 'Москва',
  country: 'Россия',
};

function errorsOf(input: unknown): Record<string, string> {
  const r = registrationSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('registrationSchema', () => {
  it('accepts a valid payload and normalises the e-mail', () => {
    const r = registrationSchema.parse(valid);
    expect(r.email).toBe('anna@example.ru');
  });
  it('names each bad field with a Russian message', () => {
    const errors = errorsOf({
      ...valid,
      name: 'A',
      email: 'nope',
      password: 'short',
      birthday: '2015-01-01',
      gender: 3,
      looking: 0,
      agreement: false,
      goal: 9,
      city: '',
    });
    expect(errors).toEqual({
      name: AUTH_TEXT.nameLength,
      email: AUTH_TEXT.emailInvalid,
      password: AUTH_TEXT.passwordShort,
      birthday: AUTH_TEXT.ageTooYoung,
      gender: AUTH_TEXT.genderInvalid,
      looking: AUTH_TEXT.lookingInvalid,
      agreement: ERROR_TEXT.agreementRequired,
      goal: AUTH_TEXT.goalInvalid,
      city: ERROR_TEXT.pickCityFromList,
    });
  });
  it('refuses digits in names, impossible dates and ages over 80', () => {
    expect(errorsOf({ ...valid, name: 'Анна2' }).name).toBe(AUTH_TEXT.nameInvalid);
    expect(errorsOf({ ...valid, birthday: '1990-02-30' }).birthday).toBe(AUTH_TEXT.birthdayNoSuchDate);
    expect(errorsOf({ ...valid, birthday: '30.02.1990' }).birthday).toBe(AUTH_TEXT.birthdayInvalid);
    expect(errorsOf({ ...valid, birthday: '1930-01-01' }).birthday).toBe(AUTH_TEXT.ageTooOld);
  });
  it('reports a missing agreement and a missing goal with their own messages', () => {
    const { agreement: _, goal: __, ...rest } = valid;
    expect(errorsOf(rest).agreement).toBe(ERROR_TEXT.agreementRequired);
    expect(errorsOf(rest).goal).toBe(AUTH_TEXT.goalInvalid);
  });
});
