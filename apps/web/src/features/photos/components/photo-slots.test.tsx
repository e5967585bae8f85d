import { type Image, SUCCESS_TEXT } from '@iskra/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '../../../test/fixtures.ts';
import { lazyLoaded } from '../../../test/lazy.ts';
import { renderInShell } from '../../../test/render.tsx';
import { PhotoSlots } from './photo-slots.tsx';

function image(id: string, profile = false): Image {
  return { id, uri: `/media/images/${id}/full.jpg`, thumbnailUri: `/media/images/${id}/thumb.jpg`, profile };
}

const MAIN = image('11111111-1111-4111-8111-111111111111', true);
const SECOND = image('22222222-2222-4222-8222-222222222222');

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

function setup(answer: (call: Call) => Response, images: Image[] = [MAIN, SECOND]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: new URL(String(input), 'http://localhost'),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  const updateUser = vi.fn();
  renderInShell(<PhotoSlots />, { user: makeUser({ images }), session: { updateUser } });
  return { calls, updateUser, actor: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('photo slots', () => {
  it('show the avatar slot first and five extra slots', () => {
    setup(() => jsonResponse({}));
    const list = screen.getByRole('list', { name: 'Мои фото' });
    const slots = within(list).getAllByRole('listitem');
    expect(slots).toHaveLength(6);
    expect(
      within(slots[0] as HTMLElement).getByRole('button', { name: 'Главное фото: изменить или удалить' }),
    ).toBeVisible();
    expect(
      within(slots[1] as HTMLElement).getByRole('button', { name: 'Фото 2: изменить или удалить' }),
    ).toBeVisible();
    expect(within(list).getAllByRole('button', { name: 'Добавить фото' })).toHaveLength(4);
    expect(screen.getByText('Загружено 2 из 6')).toBeInTheDocument();
  });

  it('make another photo the profile photo and take the new order from the answer', async () => {
    const answer = {
      id: SECOND.id,
      images: [
        { ...SECOND, profile: true },
        { ...MAIN, profile: false },
      ],
    };
    const { calls, updateUser, actor } = setup(() => jsonResponse(answer));
    await actor.click(screen.getByRole('button', { name: 'Фото 2: изменить или удалить' }));
    const actions = screen.getByRole('dialog', { name: 'Фото 2' });
    await actor.click(within(actions).getByRole('button', { name: 'Сделать главным' }));
    expect(await screen.findByText(SUCCESS_TEXT.profilePhotoSet)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/image/avatar');
    expect(calls[0]?.body).toEqual({ id: SECOND.id });
    expect(updateUser).toHaveBeenCalledWith({ images: answer.images });
  });

  it('offer no "make main" for the profile photo', async () => {
    const { actor } = setup(() => jsonResponse({}));
    await actor.click(screen.getByRole('button', { name: 'Главное фото: изменить или удалить' }));
    const actions = screen.getByRole('dialog', { name: 'Главное фото' });
    expect(within(actions).queryByRole('button', { name: 'Сделать главным' })).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Удалить фото' })).toBeVisible();
    expect(within(actions).getByRole('button', { name: 'Изменить миниатюру' })).toBeVisible();
  });

  it('delete a photo only after the confirmation', async () => {
    const answer = { id: SECOND.id, images: [MAIN] };
    const { calls, updateUser, actor } = setup(() => jsonResponse(answer));

    await actor.click(screen.getByRole('button', { name: 'Фото 2: изменить или удалить' }));
    await actor.click(screen.getByRole('button', { name: 'Удалить фото' }));
    let confirm = await screen.findByRole('dialog', { name: 'Удалить фото?' });
    await actor.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Удалить фото?' })).toBeNull());
    expect(calls).toHaveLength(0);
    expect(updateUser).not.toHaveBeenCalled();

    await actor.click(screen.getByRole('button', { name: 'Фото 2: изменить или удалить' }));
    await actor.click(screen.getByRole('button', { name: 'Удалить фото' }));
    confirm = await screen.findByRole('dialog', { name: 'Удалить фото?' });
    await actor.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText(SUCCESS_TEXT.photoDeleted)).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      `DELETE /api/image/delete?id=${SECOND.id}`,
    ]);
    expect(updateUser).toHaveBeenCalledWith({ images: [MAIN] });
  });

  it('show the server message when a call fails, and keep the photos', async () => {
    const { updateUser, actor } = setup(() => jsonResponse({ message: 'Фото не найдено' }, 404));
    await actor.click(screen.getByRole('button', { name: 'Фото 2: изменить или удалить' }));
    await actor.click(screen.getByRole('button', { name: 'Сделать главным' }));
    expect(await screen.findByText('Фото не найдено')).toBeInTheDocument();
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('open the upload from an empty slot and the photo rules from the link', async () => {
    const { actor } = setup(() => jsonResponse({}), []);
    await actor.click(screen.getByRole('button', { name: 'Добавить главное фото' }));
    await lazyLoaded();
    expect(screen.getByRole('dialog', { name: 'Загрузка фото' })).toBeVisible();
    expect(screen.getByLabelText(/Выбрать фото/)).toHaveAttribute('type', 'file');
  });

  it('state the photo rules of the user agreement', async () => {
    const { actor } = setup(() => jsonResponse({}));
    await actor.click(screen.getByRole('button', { name: 'Правила для фото' }));
    const terms = screen.getByRole('dialog', { name: 'Правила для фото' });
    expect(terms).toHaveTextContent('Только твои собственные фото');
    expect(terms).toHaveTextContent('Никаких фото несовершеннолетних');
    expect(terms).toHaveTextContent('Не размещай фото других людей');
    expect(within(terms).getByRole('link', { name: /Пользовательского соглашения/ })).toHaveAttribute(
      'href',
      '/app/terms',
    );
  });
});
