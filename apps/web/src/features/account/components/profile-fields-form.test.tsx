import { AUTH_TEXT, type CurrentUser, ERROR_TEXT, PROFILE_TEXT, SUCCESS_TEXT } from '@iskra/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse, makeUser } from '../../../test/fixtures.ts';
import { LiveSession } from '../../../test/live-session.tsx';
import { renderInShell } from '../../../test/render.tsx';
import { ProfileFieldsForm } from './profile-fields-form.tsx';

const KAZAN = { name: 'Казань', region: 'Республика Татарстан', country: 'Россия', lat: 55.79, lng: 49.12 };

function errorOf(control: HTMLElement): string | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((node) => node?.className === 'field__error')
    ?.textContent;
}

function setup(answer: (body: Record<string, unknown>, user: CurrentUser) => Response, withEmail = true) {
  const user = makeUser();
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(
    fetchStub({
      'POST /api/user/update': (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        bodies.push(body);
        return answer(body, user);
      },
      'POST /api/helpers/get-cities': () => jsonResponse({ success: true, cities: [KAZAN] }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const updates: CurrentUser[] = [];
  const onSaved = vi.fn();
  renderInShell(
    <LiveSession initial={user} onUpdate={(next) => updates.push(next)}>
      <ProfileFieldsForm withEmail={withEmail} onSaved={onSaved} />
    </LiveSession>,
    { user },
  );
  return { actor: userEvent.setup(), bodies, fetchMock, updates, onSaved };
}

const notices = () => within(screen.getByRole('region', { name: 'Уведомления' }));

afterEach(() => vi.unstubAllGlobals());

describe('profile fields form', () => {
  it('starts from the user, with the registration date mask and the current city', () => {
    setup(() => jsonResponse({}));
    expect(screen.getByLabelText('Имя')).toHaveValue('Алексей');
    expect(screen.getByLabelText('Дата рождения')).toHaveValue('14.05.1992');
    expect(screen.getByLabelText('Email')).toHaveValue('alexey@iskra.test');
    expect(screen.getByRole('combobox', { name: 'Город' })).toHaveValue('Москва, Россия');
    expect(screen.getByRole('radio', { name: 'Женщину' })).toBeChecked();
    expect(screen.getByLabelText('От')).toHaveValue('25');
    expect(screen.getByLabelText('До')).toHaveValue('35');
    expect(screen.getByLabelText('Цель знакомства')).toHaveValue('3');
    expect(screen.getByText(/Новый адрес нужно подтвердить/)).toBeInTheDocument();
  });

  it('sends only what changed and follows the answer', async () => {
    const { actor, bodies, updates, onSaved } = setup((body, user) =>
      jsonResponse({ user: { ...user, ...body, nameConfirmed: 0 }, updateEmail: false }),
    );
    const name = screen.getByLabelText('Имя');
    await actor.clear(name);
    await actor.type(name, 'Алёша');
    await actor.selectOptions(screen.getByLabelText('До'), '40');
    await actor.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ name: 'Алёша', lookingAgeFrom: 25, lookingAgeTo: 40 }]);
    expect(updates.at(-1)).toMatchObject({ name: 'Алёша', lookingAgeTo: 40 });
    expect(await notices().findByText(SUCCESS_TEXT.dataUpdated)).toBeInTheDocument();
  });

  it('says a new e-mail must be confirmed and keeps the old one until then', async () => {
    const { actor, bodies } = setup((_body, user) => jsonResponse({ user, updateEmail: true }));
    const email = screen.getByLabelText('Email');
    await actor.clear(email);
    await actor.type(email, 'new@iskra.test');
    await actor.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await notices().findByText(SUCCESS_TEXT.dataUpdatedConfirmEmail)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'new@iskra.test' }]);
    expect(email).toHaveValue('alexey@iskra.test');
    expect(
      screen.getByText(
        (_, node) => node?.tagName === 'STRONG' && node.textContent === 'Ждёт подтверждения: new@iskra.test',
      ),
    ).toBeInTheDocument();
  });

  it('takes a new city only from the list and sends the whole place', async () => {
    const { actor, bodies, fetchMock } = setup((_body, user) => jsonResponse({ user, updateEmail: false }));
    const city = screen.getByRole('combobox', { name: 'Город' });
    await actor.clear(city);
    await actor.type(city, 'Каз');
    await actor.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(errorOf(city)).toBe(ERROR_TEXT.pickCityFromList);
    expect(bodies).toEqual([]);

    await actor.click(city);
    await actor.click(await screen.findByRole('option', { name: /Казань/ }));
    await actor.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ city: 'Казань', country: 'Россия', lat: 55.79, lng: 49.12 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('checks the birthday and the age range before sending', async () => {
    const { actor, fetchMock } = setup(() => jsonResponse({}));
    const birthday = screen.getByLabelText('Дата рождения');
    await actor.clear(birthday);
    await actor.type(birthday, '01012015');
    await actor.selectOptions(screen.getByLabelText('От'), '50');
    await actor.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(birthday).toHaveValue('01.01.2015');
    expect(errorOf(birthday)).toBe(AUTH_TEXT.ageTooYoung);
    expect(errorOf(screen.getByLabelText('От'))).toBe(PROFILE_TEXT.ageRangeOrder);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server field errors on the fields', async () => {
    const { actor, onSaved } = setup(() =>
      jsonResponse({ errors: [{ param: 'email', msg: PROFILE_TEXT.emailTaken }] }, 422),
    );
    const email = screen.getByLabelText('Email');
    await actor.clear(email);
    await actor.type(email, 'taken@iskra.test');
    await actor.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(errorOf(email)).toBe(PROFILE_TEXT.emailTaken));
    expect(email).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('leaves the e-mail out of the profile popup', () => {
    setup(() => jsonResponse({}), false);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});
