import { PHOTO_FIELDS, PHOTO_TEXT, PHOTOS, SUCCESS_TEXT } from '@iskra/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '../../../test/fixtures.ts';
import { lazyLoaded } from '../../../test/lazy.ts';
import { renderInShell } from '../../../test/render.tsx';
import { Button } from '../../../ui/button/button.tsx';
import { usePhotoUpload } from '../hooks/use-photo-dialogs.tsx';

const IMAGE = {
  id: '33333333-3333-4333-8333-333333333333',
  uri: '/media/images/n/full.jpg',
  thumbnailUri: '/media/images/n/thumb.jpg',
  profile: true,
};

function Opener({ profile }: { profile: boolean }) {
  const open = usePhotoUpload();
  return <Button onClick={() => open({ kind: 'new', profile })}>Открыть</Button>;
}

/** jsdom draws nothing: the picture calls are recorded instead. */
function stubCanvas() {
  const drawn: number[][] = [];
  const context = {
    fillRect: vi.fn(),
    drawImage: vi.fn((_source: unknown, ...numbers: number[]) => drawn.push(numbers)),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    callback(new Blob([`${this.width}x${this.height}`], { type }));
  });
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 2000, height: 1500, close: vi.fn() })),
  );
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  return drawn;
}

function stubUpload(answer: () => Response) {
  const forms: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (`${init?.method} ${url.pathname}` !== 'POST /api/image/upload')
        throw new Error(`Unexpected request ${url.pathname}`);
      forms.push(init?.body as FormData);
      return answer();
    }),
  );
  return forms;
}

async function open(profile = true) {
  const updateUser = vi.fn();
  renderInShell(<Opener profile={profile} />, { user: makeUser(), session: { updateUser } });
  const actor = userEvent.setup();
  await actor.click(screen.getByRole('button', { name: 'Открыть' }));
  await lazyLoaded();
  return { updateUser, actor, input: screen.getByLabelText(/Выбрать фото/) as HTMLInputElement };
}

function pick(input: HTMLInputElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

const png = () => new File(['png'], 'me.png', { type: 'image/png' });

/** Shows the picture, as the browser does after loading it; the crop box starts then. */
function pictureLoaded(alt: string) {
  fireEvent.load(screen.getByRole('img', { name: alt }));
}

/** Picks a picture, applies the photo crop and the thumbnail crop as they come, and uploads. */
async function cropBothAndUpload(actor: ReturnType<typeof userEvent.setup>, input: HTMLInputElement) {
  pick(input, png());
  await screen.findByText('Шаг 1 из 2');
  pictureLoaded('Выбранное фото');
  await actor.click(screen.getByRole('button', { name: 'Применить' }));
  await screen.findByText('Шаг 2 из 2');
  pictureLoaded('Фото для миниатюры');
  await actor.click(screen.getByRole('button', { name: 'Загрузить' }));
}

beforeEach(() => {
  stubCanvas();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('photo upload and crop', () => {
  it('accepts JPG and PNG only, and says so', async () => {
    const { input } = await open();
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/jpeg'));
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/png'));
    expect(screen.getByText(/попробуй файл поменьше/)).toBeInTheDocument();

    pick(input, new File(['gif'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_TEXT.wrongType);
    expect(createImageBitmap).not.toHaveBeenCalled();
    pick(input, new File(['txt'], 'notes.jpg', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_TEXT.wrongType);
    expect(screen.queryByRole('button', { name: 'Применить' })).toBeNull();
  });

  it('refuses a picture smaller than the minimum crop', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 90, height: 400, close: vi.fn() })),
    );
    const { input } = await open();
    pick(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_TEXT.tooSmall);
  });

  it('reads the picture upright, scaled to fit 1024 px, and waits with Apply until the crop has a size', async () => {
    const { input } = await open();
    pick(input, png());
    expect(await screen.findByText('Шаг 1 из 2')).toBeInTheDocument();
    expect(createImageBitmap).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    const picture = screen.getByRole('img', { name: 'Выбранное фото' });
    expect(picture).toHaveAttribute('width', '1024');
    expect(picture).toHaveAttribute('height', '768');
    expect(screen.getByRole('button', { name: 'Применить' })).toBeDisabled();

    pictureLoaded('Выбранное фото');
    expect(screen.getByRole('button', { name: 'Применить' })).toBeEnabled();
  });

  it('crops twice, uploads the 640×800 photo and the thumbnail, and takes the new images', async () => {
    const answer = { image: IMAGE, images: [IMAGE] };
    const forms = stubUpload(() => jsonResponse(answer));
    const { actor, input, updateUser } = await open(true);
    pick(input, png());
    await screen.findByText('Шаг 1 из 2');
    pictureLoaded('Выбранное фото');
    await actor.click(screen.getByRole('button', { name: 'Применить' }));

    expect(await screen.findByText('Шаг 2 из 2')).toBeInTheDocument();
    const upload = screen.getByRole('button', { name: 'Загрузить' });
    expect(upload).toBeDisabled();
    pictureLoaded('Фото для миниатюры');
    await actor.click(upload);

    expect(await screen.findByText(SUCCESS_TEXT.photoUploaded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Загрузка фото' })).toBeNull());
    expect(updateUser).toHaveBeenCalledWith({ images: [IMAGE] });
    const form = forms[0] as FormData;
    expect(form.get(PHOTO_FIELDS.profile)).toBe('true');
    const photo = form.get(PHOTO_FIELDS.image) as File;
    const thumbnail = form.get(PHOTO_FIELDS.thumbnail) as File;
    expect(photo.type).toBe('image/jpeg');
    expect(await photo.text()).toBe(`${PHOTOS.width}x${PHOTOS.height}`);
    expect(await thumbnail.text()).toBe(`${PHOTOS.thumbSize}x${PHOTOS.thumbSize}`);
    expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledWith(
      expect.any(Function),
      'image/jpeg',
      PHOTOS.previewQuality,
    );
  });

  it('sends no profile flag for an extra slot', async () => {
    const forms = stubUpload(() => jsonResponse({ image: IMAGE, images: [IMAGE] }));
    const { actor, input } = await open(false);
    await cropBothAndUpload(actor, input);
    await screen.findByText(SUCCESS_TEXT.photoUploaded);
    expect(forms[0]?.has(PHOTO_FIELDS.profile)).toBe(false);
  });

  it.each([
    [
      'the first field error',
      () =>
        jsonResponse(
          {
            errors: [
              { param: 'image', msg: PHOTO_TEXT.tooManyPixels },
              { param: 'thumbnail', msg: PHOTO_TEXT.broken },
            ],
          },
          422,
        ),
      PHOTO_TEXT.tooManyPixels,
    ],
    ['the message', () => jsonResponse({ message: PHOTO_TEXT.limitReached }, 409), PHOTO_TEXT.limitReached],
  ])('shows %s of a refused upload and stays open', async (_what, answer, text) => {
    stubUpload(answer);
    const { actor, input, updateUser } = await open();
    await cropBothAndUpload(actor, input);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent(PHOTO_TEXT.broken);
    expect(screen.getByText(/попробуй файл поменьше/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Загрузка фото' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Загрузить' })).toBeEnabled();
    expect(updateUser).not.toHaveBeenCalled();
  });
});
