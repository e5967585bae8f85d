import { EMPTY_INFO, type Info, PROFILE_TEXT, SUCCESS_TEXT } from '@iskra/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, jsonResponse, makeUser } from '../../../test/fixtures.ts';
import { LiveSession } from '../../../test/live-session.tsx';
import { renderInShell } from '../../../test/render.tsx';
import { InfoForm } from './info-form.tsx';

const SAVED: Info = { ...EMPTY_INFO, relationship: 1, height: 180, smoking: 2 };

function errorOf(control: HTMLElement): string | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((node) => node?.className === 'field__error')
    ?.textContent;
}

function setup(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(
    fetchStub({
      'POST /api/user/info/update': (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        bodies.push(body);
        return answer(body);
      },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const user = makeUser({ info: SAVED });
  const updates: Info[] = [];
  const onSaved = vi.fn();
  renderInShell(
    <LiveSession initial={user} onUpdate={(next) => updates.push(next.info)}>
      <InfoForm onSaved={onSaved} />
    </LiveSession>,
    { user },
  );
  return { actor: userEvent.setup(), bodies, fetchMock, updates, onSaved };
}

afterEach(() => vi.unstubAllGlobals());

describe('personal info form', () => {
  it('starts from the saved info', () => {
    setup(() => jsonResponse({ info: SAVED }));
    expect(screen.getByLabelText('Отношения')).toHaveValue('1');
    expect(screen.getByLabelText('Рост, см')).toHaveValue(180);
    expect(screen.getByLabelText('Курение')).toHaveValue('2');
    expect(screen.getByLabelText('Алкоголь')).toHaveValue('');
  });

  it('sends only the changed fields, a cleared one as null, and follows the answer', async () => {
    const { actor, bodies, updates, onSaved } = setup((body) =>
      jsonResponse({ info: { ...SAVED, ...body } }),
    );
    await actor.selectOptions(screen.getByLabelText('Алкоголь'), 'Пью в компании');
    await actor.clear(screen.getByLabelText('Рост, см'));
    await actor.type(screen.getByLabelText('Вес, кг'), '72');
    await actor.selectOptions(screen.getByLabelText('Курение'), 'Не указано');
    await actor.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ height: null, weight: 72, smoking: null, alcohol: 2 }]);
    expect(updates.at(-1)).toEqual({ ...SAVED, height: null, weight: 72, smoking: null, alcohol: 2 });
    expect(
      await within(screen.getByRole('region', { name: 'Уведомления' })).findByText(SUCCESS_TEXT.dataUpdated),
    ).toBeInTheDocument();
  });

  it('checks the limits before sending', async () => {
    const { actor, fetchMock } = setup(() => jsonResponse({ info: SAVED }));
    const weight = screen.getByLabelText('Вес, кг');
    await actor.type(weight, '12');
    await actor.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(errorOf(weight)).toBe(PROFILE_TEXT.weightInvalid);
    expect(weight).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server field errors on their fields', async () => {
    const { actor, onSaved } = setup(() =>
      jsonResponse(
        {
          errors: [
            { param: 'height', msg: PROFILE_TEXT.heightInvalid },
            { param: 'living', msg: PROFILE_TEXT.codeInvalid },
          ],
        },
        422,
      ),
    );
    await actor.clear(screen.getByLabelText('Рост, см'));
    await actor.type(screen.getByLabelText('Рост, см'), '199');
    await actor.selectOptions(screen.getByLabelText('Где живу'), 'С родителями');
    await actor.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(errorOf(screen.getByLabelText('Рост, см'))).toBe(PROFILE_TEXT.heightInvalid));
    expect(errorOf(screen.getByLabelText('Где живу'))).toBe(PROFILE_TEXT.codeInvalid);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends nothing when nothing changed', async () => {
    const { actor, fetchMock } = setup(() => jsonResponse({ info: SAVED }));
    await actor.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(PROFILE_TEXT.nothingToUpdate)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
