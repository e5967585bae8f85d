import { AUTH_TEXT, type CitySuggestion, ERROR_TEXT } from '@iskra/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse, makeAuth, makeUser } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { authSchemas } from '../model/auth-schemas.ts';
import { EMPTY_REGISTRATION, type RegistrationValues } from '../model/registration.ts';
import { RegistrationForm } from './registration-form.tsx';

const MOSCOW: CitySuggestion = {
  name: 'Москва',
  region: 'Москва',
  country: 'Россия',
  lat: 55.7558,
  lng: 37.6173,
};

function Harness() {
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  return <RegistrationForm values={values} onValuesChange={setValues} />;
}

function setup(registration: (init: RequestInit | undefined) => Response | Promise<Response>) {
  const requests: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fetchStub({
        'POST /api/helpers/get-cities': () => jsonResponse({ success: true, cities: [MOSCOW] }),
        'POST /api/user/registration': (init) => {
          requests.push(JSON.parse(String(init?.body)));
          return registration(init);
        },
      }),
    ),
  );
  const signIn = vi.fn();
  const user = userEvent.setup();
  const view = renderInShell(<Harness />, { session: { signIn } });
  return { ...view, user, signIn, requests };
}

/** The error text shown for a control (through its aria-describedby). */
function errorOf(control: HTMLElement): string | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((node) => node?.className === 'field__error')
      ?.textContent ?? undefined
  );
}

const submit = () => screen.getByRole('button', { name: 'Создать аккаунт' });

async function fillValid(user: ReturnType<typeof userEvent.setup>, { agree = true } = {}) {
  await user.type(screen.getByLabelText('Имя'), 'Анна');
  await user.type(screen.getByLabelText('Email'), 'Anna@Example.ru');
  await user.type(screen.getByLabelText('Пароль'), 'Zvezdopad-1987');
  await user.type(screen.getByLabelText('Дата рождения'), '17051995');
  await user.click(screen.getByRole('radio', { name: 'Женщина' }));
  await user.click(screen.getByRole('radio', { name: 'Мужчину' }));
  await user.selectOptions(screen.getByLabelText('Цель знакомства'), 'Отношения');
  await user.type(screen.getByRole('combobox', { name: 'Город' }), 'Моск');
  await user.click(await screen.findByRole('option', { name: /Москва/ }));
  if (agree) await user.click(screen.getByRole('checkbox'));
}

afterEach(() => vi.unstubAllGlobals());

// The forms' schemas come in a chunk of their own (auth-schemas.ts): loaded once here, so the
// first test does not wait on its first import.
beforeAll(() => authSchemas());
describe('registration form', () => {
  it('shows the contract messages on every field and sends nothing', async () => {
    const { user, requests } = setup(() => jsonResponse(makeAuth()));
    await user.click(submit());
    expect(errorOf(screen.getByLabelText('Имя'))).toBe(AUTH_TEXT.nameLength);
    expect(errorOf(screen.getByLabelText('Email'))).toBe(AUTH_TEXT.emailInvalid);
    expect(errorOf(screen.getByLabelText('Пароль'))).toBe(AUTH_TEXT.passwordShort);
    expect(errorOf(screen.getByLabelText('Дата рождения'))).toBe(AUTH_TEXT.birthdayInvalid);
    expect(errorOf(screen.getByRole('radio', { name: 'Мужчина' }))).toBe(AUTH_TEXT.genderInvalid);
    expect(errorOf(screen.getByRole('radio', { name: 'Женщину' }))).toBe(AUTH_TEXT.lookingInvalid);
    expect(errorOf(screen.getByLabelText('Цель знакомства'))).toBe(AUTH_TEXT.goalInvalid);
    expect(errorOf(screen.getByRole('combobox', { name: 'Город' }))).toBe(ERROR_TEXT.pickCityFromList);
    expect(errorOf(screen.getByRole('checkbox'))).toBe(ERROR_TEXT.agreementRequired);
    expect(requests).toHaveLength(0);
    // The first problem gets the focus.
    expect(screen.getByLabelText('Имя')).toHaveFocus();
  });

  it('says the city must come from the list when it was only typed', async () => {
    const { user } = setup(() => jsonResponse(makeAuth()));
    await fillValid(user);
    await user.type(screen.getByRole('combobox', { name: 'Город' }), 'x');
    await user.click(submit());
    expect(errorOf(screen.getByRole('combobox', { name: 'Город' }))).toBe(ERROR_TEXT.pickCityFromList);
  });

  it("requires the agreement: 'Вы должны быть согласны с условиями сервиса.'", async () => {
    const { user, requests } = setup(() => jsonResponse(makeAuth()));
    await fillValid(user, { agree: false });
    await user.click(submit());
    expect(screen.getByText(ERROR_TEXT.agreementRequired)).toBeInTheDocument();
    expect(screen.getAllByText(/./, { selector: '.field__error' })).toHaveLength(1);
    expect(requests).toHaveLength(0);
  });

  it('links the two documents of the consent text in new tabs', () => {
    setup(() => jsonResponse(makeAuth()));
    const terms = screen.getByRole('link', { name: /пользовательского соглашения/ });
    const personal = screen.getByRole('link', { name: /обработку персональных данных/ });
    expect(terms).toHaveAttribute('href', '/app/terms');
    expect(personal).toHaveAttribute('href', '/app/personal-agreement');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('checkbox')).toHaveAccessibleName(
      'Я подтверждаю согласие с условиями пользовательского соглашения (откроется в новой вкладке) и даю согласие на обработку персональных данных (откроется в новой вкладке) и на получение рекламной рассылки',
    );
  });

  it('puts server field errors on their fields, and place errors under the city', async () => {
    const { user, signIn } = setup(() =>
      jsonResponse(
        {
          errors: [
            { param: 'email', msg: AUTH_TEXT.emailTaken },
            { param: 'password', msg: AUTH_TEXT.passwordCommon },
            { param: 'lat', msg: 'Некорректная широта' },
            { param: 'country', msg: 'Некорректная страна' },
          ],
        },
        422,
      ),
    );
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(errorOf(screen.getByLabelText('Email'))).toBe(AUTH_TEXT.emailTaken));
    expect(errorOf(screen.getByLabelText('Пароль'))).toBe(AUTH_TEXT.passwordCommon);
    expect(errorOf(screen.getByRole('combobox', { name: 'Город' }))).toBe(ERROR_TEXT.pickCityFromList);
    expect(screen.queryByText('Некорректная широта')).not.toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
    // Correcting a field clears its message.
    await user.type(screen.getByLabelText('Email'), 'm');
    expect(errorOf(screen.getByLabelText('Email'))).toBeUndefined();
  });

  it('shows a rate limit answer as a notification', async () => {
    const { user } = setup(() => jsonResponse({ message: 'Слишком много попыток. Попробуй позже' }, 429));
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Слишком много попыток. Попробуй позже')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('sends the payload with the birthday as yyyy-mm-dd, signs in and goes to /discover', async () => {
    const auth = makeAuth(makeUser({ name: 'Анна', isActivated: false }));
    const { user, signIn, requests, router } = setup(() => jsonResponse(auth));
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(signIn).toHaveBeenCalledWith(auth));
    expect(requests).toEqual([
      {
        name: 'Анна',
        email: 'anna@example.ru',
        password: 'Zvezdopad-1987',
        birthday: '1995-05-17',
        gender: 2,
        looking: 1,
        agreement: true,
        goal: 3,
        lat: MOSCOW.lat,
        lng: MOSCOW.lng,
        city: 'Москва',
        country: 'Россия',
      },
    ]);
    expect(router.state.location.pathname).toBe('/discover');
  });
});
