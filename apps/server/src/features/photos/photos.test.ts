import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Image,
  imageIdResponseSchema,
  imageUploadResponseSchema,
  MAX_PHOTOS,
  PHOTO_TEXT,
  PHOTOS,
  SERVER_MESSAGE,
} from '@iskra/contract';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  expectNoMetadata,
  expectUprightSideways,
  GREEN,
  jpeg,
  pixel,
  png,
  pngHeaderOnly,
  RED,
  sidewaysJpegWithGps,
  solid,
  TEST_CAMERA,
} from '../../../test/pictures.ts';
import { createTestUser, listen, type TestUser, useTestApp } from '../../../test/test-app.ts';
import { images, users } from '../../platform/db/schema.ts';
import { MEDIA_PREFIX, uploadsDir } from '../../platform/storage.ts';
import { blurImageKey } from '../users/image-keys.ts';
import { toHiddenUser } from '../users/users.view.ts';
import { PHOTO_UPLOAD_RATE_LIMIT, photoUploadRateKey } from './photos.service.ts';

interface FilePart {
  data: Buffer;
  /** Declared name and type: never trusted by the server. */
  filename?: string;
  type?: string;
}

function form(parts: Record<string, FilePart | string>): FormData {
  const data = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') data.append(name, part);
    else
      data.append(
        name,
        new Blob([new Uint8Array(part.data)], { type: part.type ?? 'image/jpeg' }),
        part.filename ?? 'photo.jpg',
      );
  }
  return data;
}

const file = (data: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): FilePart => ({
  data,
  filename,
  type,
});

/** The storage key of a public address (/media/images/…/full.jpg → images/…/full.jpg). */
function keyOf(uri: string): string {
  expect(uri.startsWith(`${MEDIA_PREFIX}/`)).toBe(true);
  return uri.slice(MEDIA_PREFIX.length + 1);
}

describe('photos', () => {
  const app = useTestApp();

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const upload = (who: TestUser | null, parts: Record<string, FilePart | string>) =>
    app.inject({
      method: 'POST',
      url: '/api/image/upload',
      ...(who ? { headers: who.headers } : {}),
      payload: form(parts),
    });

  const uploadOk = async (who: TestUser, parts: Record<string, FilePart | string> = {}) => {
    const res = await upload(who, { image: file(await jpeg()), ...parts });
    expect(res.statusCode, res.body).toBe(200);
    return imageUploadResponseSchema.parse(res.json());
  };

  const thumbUpload = (who: TestUser | null, parts: Record<string, FilePart | string>) =>
    app.inject({
      method: 'POST',
      url: '/api/image/thumb/upload',
      ...(who ? { headers: who.headers } : {}),
      payload: form(parts),
    });

  const remove = (who: TestUser | null, id: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/image/delete?id=${id}`,
      ...(who ? { headers: who.headers } : {}),
    });

  const avatar = (who: TestUser | null, id: string) =>
    app.inject({
      method: 'POST',
      url: '/api/image/avatar',
      ...(who ? { headers: who.headers } : {}),
      payload: { id },
    });

  const stored = async (uri: string) => app.storage.get(keyOf(uri));

  const rowsOf = (who: TestUser) =>
    app.db.select().from(images).where(eq(images.userId, who.user.id)).orderBy(asc(images.position));

  /** Folders of stored files in local storage: images/{fileKey} and blurs/{blurKey}. */
  const storedKeys = async () => {
    const root = uploadsDir(app.config.dataDir);
    const folders = await Promise.all(
      ['images', 'blurs'].map(async (prefix) =>
        (await readdir(join(root, prefix)).catch(() => [] as string[])).map((key) => `${prefix}/${key}`),
      ),
    );
    return folders.flat().sort();
  };

  /** The blurred preview of an image, found through its row's blur key. */
  const blurOf = async (imageId: string) => {
    const [row] = await app.db.select().from(images).where(eq(images.id, imageId));
    return row ? app.storage.get(blurImageKey(row.blurKey)) : null;
  };

  const fieldError = (res: { statusCode: number; json(): unknown }, param: string, msg: string) => {
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ param, msg }] });
  };

  describe('POST /api/image/upload', () => {
    it('stores a JPEG as a 640×800 picture, a 200×200 thumbnail and a small blurred preview', async () => {
      const who = await createTestUser(app);
      const answer = await uploadOk(who);
      expect(answer.image.profile).toBe(true);
      expect(answer.images).toEqual([answer.image]);
      const [row] = await rowsOf(who);
      expect(row?.id).toBe(answer.image.id);

      const full = await stored(answer.image.uri);
      const thumb = await stored(answer.image.thumbnailUri);
      expect(full).not.toBeNull();
      expect(thumb).not.toBeNull();
      const fullMeta = await sharp(full ?? Buffer.alloc(0)).metadata();
      const thumbMeta = await sharp(thumb ?? Buffer.alloc(0)).metadata();
      expect([fullMeta.format, fullMeta.width, fullMeta.height]).toEqual([
        'jpeg',
        PHOTOS.width,
        PHOTOS.height,
      ]);
      expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual([
        'jpeg',
        PHOTOS.thumbSize,
        PHOTOS.thumbSize,
      ]);
      const blur = await blurOf(answer.image.id);
      const blurMeta = await sharp(blur ?? Buffer.alloc(0)).metadata();
      expect(blurMeta.format).toBe('jpeg');
      expect(blurMeta.width).toBeLessThan(100);
      // The key is random and long: nothing about the user or the upload is in the address.
      const fileKey = keyOf(answer.image.uri).split('/')[1] ?? '';
      expect(fileKey).toMatch(/^[A-Za-z0-9_-]{24,}$/);
      expect(answer.image.uri).not.toContain(who.user.id);
    });

    it('stores the blurred preview under a key of its own: its address leads to no other variant', async () => {
      const who = await createTestUser(app);
      const { image } = await uploadOk(who);
      // The address a free user gets for a person hidden from them (liked-you, visitors).
      const { blurredUri } = toHiddenUser(await rowsOf(who), (key) => app.storage.publicUrl(key));
      if (!blurredUri) throw new Error('no blurred preview');
      const preview = await app.inject({ method: 'GET', url: blurredUri });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(preview.rawPayload).metadata()).width).toBeLessThan(100);

      // No path segment in common with the clear picture's addresses: no shared key.
      const segments = (uri: string) => keyOf(uri).split('/');
      const clear = new Set([...segments(image.uri), ...segments(image.thumbnailUri)]);
      expect(segments(blurredUri).filter((segment) => clear.has(segment))).toEqual([]);
      // So editing the preview's address does not reach the picture.
      const blurKey = segments(blurredUri)[1] ?? '';
      for (const guess of [
        blurredUri.replace(/blur\.jpg$/, 'full.jpg'),
        blurredUri.replace(/blur\.jpg$/, 'thumb.jpg'),
        `${MEDIA_PREFIX}/images/${blurKey}/full.jpg`,
      ]) {
        expect((await app.inject({ method: 'GET', url: guess })).statusCode, guess).toBe(404);
      }
    });

    it('serves the stored files with year-long immutable caching', async () => {
      const who = await createTestUser(app);
      const { image } = await uploadOk(who);
      for (const uri of [image.uri, image.thumbnailUri]) {
        const res = await app.inject({ method: 'GET', url: uri });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/jpeg');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('accepts a PNG, and a PNG named .jpg as the PNG it is', async () => {
      const who = await createTestUser(app);
      const plain = await upload(who, { image: file(await png(), 'photo.png', 'image/png') });
      expect(plain.statusCode, plain.body).toBe(200);
      const renamed = await upload(who, {
        image: file(await png(500, 600, GREEN), 'photo.jpg', 'image/jpeg'),
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const { image } = imageUploadResponseSchema.parse(renamed.json());
      const full = (await stored(image.uri)) ?? Buffer.alloc(0);
      expect((await sharp(full).metadata()).format).toBe('jpeg');
      expect((await pixel(full, 320, 400)).g).toBeGreaterThan(150);
    });

    it('refuses a text file named .jpg, other formats and broken pictures, storing nothing', async () => {
      const who = await createTestUser(app);
      const before = await storedKeys();
      const text = Buffer.from('This is not a picture at all, just some text.\n'.repeat(20));
      fieldError(await upload(who, { image: file(text) }), 'image', PHOTO_TEXT.wrongType);
      const gif = await solid(200, 200, RED).gif().toBuffer();
      fieldError(await upload(who, { image: file(gif, 'a.jpg') }), 'image', PHOTO_TEXT.wrongType);
      const webp = await solid(200, 200, RED).webp().toBuffer();
      fieldError(
        await upload(who, { image: file(webp, 'a.png', 'image/png') }),
        'image',
        PHOTO_TEXT.wrongType,
      );
      // JPEG magic bytes, but no picture behind them.
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
      fieldError(await upload(who, { image: file(fake) }), 'image', PHOTO_TEXT.broken);
      // A real JPEG cut in half: its header reads, its pixels do not.
      const noise = randomBytes(400 * 500 * 3);
      const whole = await sharp(noise, { raw: { width: 400, height: 500, channels: 3 } })
        .jpeg()
        .toBuffer();
      const cut = whole.subarray(0, Math.floor(whole.length / 2));
      fieldError(await upload(who, { image: file(cut) }), 'image', PHOTO_TEXT.broken);
      // A bad thumbnail is reported on its own field.
      fieldError(
        await upload(who, { image: file(await jpeg()), thumbnail: file(text) }),
        'thumbnail',
        PHOTO_TEXT.wrongType,
      );
      expect(await rowsOf(who)).toEqual([]);
      expect(await storedKeys()).toEqual(before);
    });

    it('removes EXIF and GPS from every stored variant and applies the EXIF rotation', async () => {
      const who = await createTestUser(app);
      const input = await sidewaysJpegWithGps();
      const meta = await sharp(input).metadata();
      expect(meta.orientation).toBe(6);
      expect(meta.exif?.toString('latin1')).toContain(TEST_CAMERA.model);

      const { image } = await uploadOk(who, { image: file(input) });
      const full = (await stored(image.uri)) ?? Buffer.alloc(0);
      const thumb = (await stored(image.thumbnailUri)) ?? Buffer.alloc(0);
      const blur = (await blurOf(image.id)) ?? Buffer.alloc(0);
      for (const variant of [full, thumb, blur]) await expectNoMetadata(variant);
      await expectUprightSideways(full);
    });

    it('measures the minimum size upright: 100×120 after the EXIF rotation', async () => {
      const who = await createTestUser(app);
      const small = await jpeg(99, 300);
      fieldError(await upload(who, { image: file(small) }), 'image', PHOTO_TEXT.tooSmall);
      fieldError(await upload(who, { image: file(await png(300, 119)) }), 'image', PHOTO_TEXT.tooSmall);
      // 120 wide and 100 high as stored, 100×120 once turned upright.
      const sideways = await solid(120, 100, RED).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      const res = await upload(who, { image: file(sideways) });
      expect(res.statusCode, res.body).toBe(200);
      // 100×120 as stored, 120×100 upright.
      const tooFlat = await solid(100, 120, RED).jpeg().withMetadata({ orientation: 8 }).toBuffer();
      fieldError(await upload(who, { image: file(tooFlat) }), 'image', PHOTO_TEXT.tooSmall);
    });

    it('refuses a file over the size limit and a picture over the pixel limit', async () => {
      const who = await createTestUser(app);
      const before = await storedKeys();
      const huge = Buffer.alloc(PHOTOS.maxUploadBytes + 1, 0);
      huge.set([0xff, 0xd8, 0xff, 0xe0]);
      fieldError(await upload(who, { image: file(huge) }), 'image', PHOTO_TEXT.tooLarge);
      const hugeThumb = await upload(who, { image: file(await jpeg()), thumbnail: file(huge) });
      fieldError(hugeThumb, 'thumbnail', PHOTO_TEXT.tooLarge);
      // Exactly the limit is fine as far as size goes (then it is no picture).
      const atLimit = Buffer.alloc(PHOTOS.maxUploadBytes, 0);
      atLimit.set([0xff, 0xd8, 0xff, 0xe0]);
      fieldError(await upload(who, { image: file(atLimit) }), 'image', PHOTO_TEXT.broken);

      const pixels = pngHeaderOnly(10_000, Math.floor(PHOTOS.maxInputPixels / 10_000) + 1);
      fieldError(
        await upload(who, { image: file(pixels, 'big.png', 'image/png') }),
        'image',
        PHOTO_TEXT.tooManyPixels,
      );
      expect(await rowsOf(who)).toEqual([]);
      expect(await storedKeys()).toEqual(before);
    });

    it('answers an oversized upload over real HTTP with the field error', async () => {
      const who = await createTestUser(app);
      const base = await listen(app);
      const huge = Buffer.alloc(PHOTOS.maxUploadBytes * 3, 0);
      huge.set([0xff, 0xd8, 0xff, 0xe0]);
      for (const [parts, param] of [
        [{ image: file(huge) }, 'image'],
        [{ image: file(await jpeg()), thumbnail: file(huge) }, 'thumbnail'],
      ] as const) {
        const res = await fetch(`${base}/api/image/upload`, {
          method: 'POST',
          headers: who.headers,
          body: form(parts),
        });
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ errors: [{ param, msg: PHOTO_TEXT.tooLarge }] });
      }
      expect(await rowsOf(who)).toEqual([]);
    });

    it('answers 422 missingFile without a picture, also for a form that is not multipart', async () => {
      const who = await createTestUser(app);
      fieldError(await upload(who, {}), 'image', PHOTO_TEXT.missingFile);
      fieldError(await upload(who, { profile: 'true' }), 'image', PHOTO_TEXT.missingFile);
      fieldError(await upload(who, { image: file(Buffer.alloc(0), '') }), 'image', PHOTO_TEXT.missingFile);
      // The picture under another name is not the picture.
      fieldError(await upload(who, { photo: file(await jpeg()) }), 'image', PHOTO_TEXT.missingFile);
      const json = await app.inject({
        method: 'POST',
        url: '/api/image/upload',
        headers: who.headers,
        payload: { image: 'x' },
      });
      fieldError(json, 'image', PHOTO_TEXT.missingFile);
      const badFlag = await upload(who, { image: file(await jpeg()), profile: 'yes' });
      expect(badFlag.statusCode).toBe(422);
      expect(badFlag.json().errors[0].param).toBe('profile');
      expect(await rowsOf(who)).toEqual([]);
    });

    it('makes the thumbnail from the round crop when one is sent', async () => {
      const who = await createTestUser(app);
      const crop = await png(300, 300, GREEN);
      const { image } = await uploadOk(who, {
        image: file(await jpeg(400, 500, RED)),
        thumbnail: file(crop, 't.png'),
      });
      const thumb = (await stored(image.thumbnailUri)) ?? Buffer.alloc(0);
      const meta = await sharp(thumb).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', PHOTOS.thumbSize, PHOTOS.thumbSize]);
      expect((await pixel(thumb, 100, 100)).g).toBeGreaterThan(150);
      // Without one it is cut from the picture.
      const other = await uploadOk(who, { image: file(await jpeg(400, 500, RED)) });
      const own = (await stored(other.image.thumbnailUri)) ?? Buffer.alloc(0);
      expect((await pixel(own, 100, 100)).r).toBeGreaterThan(150);
    });

    it('makes the first photo the profile image; profile "true" moves it to the new one', async () => {
      const who = await createTestUser(app);
      const first = await uploadOk(who);
      const second = await uploadOk(who);
      expect(first.image.profile).toBe(true);
      expect(second.image.profile).toBe(false);
      expect(second.images.map((i) => i.id)).toEqual([first.image.id, second.image.id]);
      const third = await uploadOk(who, { profile: 'true' });
      expect(third.image.profile).toBe(true);
      expect(third.images.map((i) => [i.id, i.profile])).toEqual([
        [third.image.id, true],
        [first.image.id, false],
        [second.image.id, false],
      ]);
      const fourth = await uploadOk(who, { profile: 'false' });
      expect(fourth.image.profile).toBe(false);
      expect(fourth.images[0]?.id).toBe(third.image.id);
      expect((await rowsOf(who)).filter((r) => r.profile).map((r) => r.id)).toEqual([third.image.id]);
    });

    it(`refuses photo number ${MAX_PHOTOS + 1}`, async () => {
      const who = await createTestUser(app);
      for (let i = 0; i < MAX_PHOTOS; i += 1) await uploadOk(who);
      const keys = await storedKeys();
      fieldError(await upload(who, { image: file(await jpeg()) }), 'image', PHOTO_TEXT.limitReached);
      expect(await rowsOf(who)).toHaveLength(MAX_PHOTOS);
      expect(await storedKeys()).toEqual(keys);
    });

    it(`never passes ${MAX_PHOTOS} photos with parallel uploads, and leaves no files behind`, async () => {
      const who = await createTestUser(app);
      for (let i = 0; i < MAX_PHOTOS - 2; i += 1) await uploadOk(who);
      const keysBefore = (await storedKeys()).length;
      const picture = await jpeg();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => upload(who, { image: file(picture) })),
      );
      const ok = answers.filter((r) => r.statusCode === 200);
      const refused = answers.filter((r) => r.statusCode === 422);
      expect(ok).toHaveLength(2);
      expect(refused).toHaveLength(3);
      for (const res of refused) {
        expect(res.json()).toEqual({ errors: [{ param: 'image', msg: PHOTO_TEXT.limitReached }] });
      }
      const rows = await rowsOf(who);
      expect(rows).toHaveLength(MAX_PHOTOS);
      expect(rows.filter((r) => r.profile)).toHaveLength(1);
      // Two photos, each with an images/{fileKey} and a blurs/{blurKey} folder.
      expect(await storedKeys()).toHaveLength(keysBefore + 4);
    });

    it('stores no row when storage fails, and leaves no file', async () => {
      const who = await createTestUser(app);
      const before = await storedKeys();
      const put = app.storage.put.bind(app.storage);
      let calls = 0;
      vi.spyOn(app.storage, 'put').mockImplementation(async (key, body, type) => {
        calls += 1;
        if (calls === 2) throw new Error('bucket unavailable');
        return put(key, body, type);
      });
      const res = await upload(who, { image: file(await jpeg()) });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: SERVER_MESSAGE.internal, code: 'internal' });
      expect(await rowsOf(who)).toEqual([]);
      expect(await storedKeys()).toEqual(before);
    });

    it('deletes the stored files again when the row cannot be written (account no longer active)', async () => {
      const who = await createTestUser(app);
      const before = await storedKeys();
      await app.db.update(users).set({ status: 'blocked' }).where(eq(users.id, who.user.id));
      const res = await upload(who, { image: file(await jpeg()) });
      expect(res.statusCode).toBe(403);
      expect(await rowsOf(who)).toEqual([]);
      expect(await storedKeys()).toEqual(before);
    });

    it(`allows ${PHOTO_UPLOAD_RATE_LIMIT.limit} uploads an hour per user, then 429`, async () => {
      const who = await createTestUser(app);
      await uploadOk(who);
      const key = photoUploadRateKey(who.user.id);
      for (let i = 1; i < PHOTO_UPLOAD_RATE_LIMIT.limit; i += 1) {
        const hit = await app.rateLimit.hit(
          key,
          PHOTO_UPLOAD_RATE_LIMIT.limit,
          PHOTO_UPLOAD_RATE_LIMIT.windowMs,
        );
        expect(hit.allowed).toBe(true);
      }
      const res = await upload(who, { image: file(await jpeg()) });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: SERVER_MESSAGE.tooManyRequests, code: 'rateLimited' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const thumb = await thumbUpload(who, {
        imageId: (await rowsOf(who))[0]?.id ?? '',
        thumbnail: file(await jpeg()),
      });
      expect(thumb.statusCode).toBe(429);
      // Another user is not affected.
      await uploadOk(await createTestUser(app));
    });
  });

  describe('POST /api/image/thumb/upload', () => {
    it('replaces the thumbnail under a new file key and deletes the old files', async () => {
      const who = await createTestUser(app);
      const { image } = await uploadOk(who, { image: file(await jpeg(400, 500, RED)) });
      const oldFull = (await stored(image.uri)) ?? Buffer.alloc(0);
      const [before] = await rowsOf(who);
      const oldBlur = await blurOf(image.id);
      const res = await thumbUpload(who, {
        imageId: image.id,
        thumbnail: file(await png(250, 250, GREEN), 'crop.png', 'image/png'),
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = imageUploadResponseSchema.parse(res.json());
      expect(answer.image.id).toBe(image.id);
      expect(answer.image.profile).toBe(true);
      expect(answer.images).toEqual([answer.image]);
      // Cached addresses never change content: the new thumbnail has a new address.
      expect(answer.image.thumbnailUri).not.toBe(image.thumbnailUri);
      const thumb = (await stored(answer.image.thumbnailUri)) ?? Buffer.alloc(0);
      expect((await pixel(thumb, 100, 100)).g).toBeGreaterThan(150);
      expect((await sharp(thumb).metadata()).width).toBe(PHOTOS.thumbSize);
      expect(await stored(answer.image.uri)).toEqual(oldFull);
      expect(await stored(image.uri)).toBeNull();
      expect(await stored(image.thumbnailUri)).toBeNull();
      // The preview does not change with the thumbnail: same blur key, same file.
      const [after] = await rowsOf(who);
      expect(after?.blurKey).toBe(before?.blurKey);
      expect(await blurOf(image.id)).toEqual(oldBlur);
      expect(oldBlur).not.toBeNull();
    });

    it("refuses another user's image with 404 and changes nothing", async () => {
      const owner = await createTestUser(app);
      const stranger = await createTestUser(app);
      const { image } = await uploadOk(owner);
      const res = await thumbUpload(stranger, {
        imageId: image.id,
        thumbnail: file(await png(200, 200, GREEN)),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PHOTO_TEXT.notFound, code: 'notFound' });
      const unknown = await thumbUpload(owner, {
        imageId: '00000000-0000-4000-8000-000000000000',
        thumbnail: file(await png(200, 200, GREEN)),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: PHOTO_TEXT.notFound, code: 'notFound' });
      expect((await rowsOf(owner))[0]?.fileKey).toBe(keyOf(image.uri).split('/')[1]);
      expect(await stored(image.thumbnailUri)).not.toBeNull();
    });

    it('validates its fields', async () => {
      const who = await createTestUser(app);
      const { image } = await uploadOk(who);
      fieldError(await thumbUpload(who, { imageId: image.id }), 'thumbnail', PHOTO_TEXT.missingFile);
      const text = Buffer.from('not a picture, only text');
      fieldError(
        await thumbUpload(who, { imageId: image.id, thumbnail: file(text) }),
        'thumbnail',
        PHOTO_TEXT.wrongType,
      );
      const noId = await thumbUpload(who, { thumbnail: file(await jpeg()) });
      expect(noId.statusCode).toBe(422);
      expect(noId.json().errors[0].param).toBe('imageId');
      const badId = await thumbUpload(who, { imageId: 'abc', thumbnail: file(await jpeg()) });
      expect(badId.statusCode).toBe(422);
      expect(badId.json().errors[0].param).toBe('imageId');
    });
  });

  describe('POST /api/image/avatar', () => {
    it('makes the chosen photo the only profile image, listed first', async () => {
      const who = await createTestUser(app);
      const first = await uploadOk(who);
      const second = await uploadOk(who);
      const third = await uploadOk(who);
      const res = await avatar(who, second.image.id);
      expect(res.statusCode, res.body).toBe(200);
      const answer = imageIdResponseSchema.parse(res.json());
      expect(answer.id).toBe(second.image.id);
      expect(answer.images.map((i: Image) => [i.id, i.profile])).toEqual([
        [second.image.id, true],
        [first.image.id, false],
        [third.image.id, false],
      ]);
      // Choosing the current one again changes nothing.
      const again = await avatar(who, second.image.id);
      expect(imageIdResponseSchema.parse(again.json()).images).toEqual(answer.images);
      expect((await rowsOf(who)).filter((r) => r.profile).map((r) => r.id)).toEqual([second.image.id]);
    });

    it('keeps exactly one profile image under parallel changes', async () => {
      const who = await createTestUser(app);
      const ids = [
        (await uploadOk(who)).image.id,
        (await uploadOk(who)).image.id,
        (await uploadOk(who)).image.id,
      ];
      const picture = await jpeg();
      const answers = await Promise.all([
        ...ids.map((id) => avatar(who, id)),
        upload(who, { image: file(picture), profile: 'true' }),
        remove(who, ids[0] ?? ''),
        ...ids.map((id) => avatar(who, id)),
      ]);
      for (const res of answers) expect([200, 404], res.body).toContain(res.statusCode);
      const rows = await rowsOf(who);
      expect(rows).toHaveLength(3);
      expect(rows.filter((r) => r.profile)).toHaveLength(1);
    });

    it("answers 404 for another user's image and changes nothing", async () => {
      const owner = await createTestUser(app);
      const stranger = await createTestUser(app);
      await uploadOk(owner);
      const other = await uploadOk(owner);
      await uploadOk(stranger);
      const before = await rowsOf(owner);
      const res = await avatar(stranger, other.image.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PHOTO_TEXT.notFound, code: 'notFound' });
      expect(await rowsOf(owner)).toEqual(before);
      // The stranger's own avatar is untouched too.
      expect((await rowsOf(stranger)).filter((r) => r.profile)).toHaveLength(1);
      const bad = await avatar(owner, 'not-an-id');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].param).toBe('id');
    });
  });

  describe('DELETE /api/image/delete', () => {
    it('deletes a photo and its files; deleting the avatar promotes the next photo', async () => {
      const who = await createTestUser(app);
      const first = await uploadOk(who);
      const second = await uploadOk(who);
      const third = await uploadOk(who);
      const thirdRow = (await rowsOf(who)).find((r) => r.id === third.image.id);
      const thirdBlur = blurImageKey(thirdRow?.blurKey ?? '');
      expect(await app.storage.get(thirdBlur)).not.toBeNull();

      const plain = await remove(who, third.image.id);
      expect(plain.statusCode, plain.body).toBe(200);
      expect(imageIdResponseSchema.parse(plain.json())).toEqual({
        id: third.image.id,
        images: [first.image, second.image],
      });
      expect(await stored(third.image.uri)).toBeNull();
      expect(await stored(third.image.thumbnailUri)).toBeNull();
      expect(await app.storage.get(thirdBlur)).toBeNull();

      const res = await remove(who, first.image.id);
      expect(res.statusCode).toBe(200);
      const answer = imageIdResponseSchema.parse(res.json());
      expect(answer.images.map((i) => [i.id, i.profile])).toEqual([[second.image.id, true]]);
      expect(await stored(first.image.uri)).toBeNull();

      const last = await remove(who, second.image.id);
      expect(imageIdResponseSchema.parse(last.json()).images).toEqual([]);
      expect(await rowsOf(who)).toEqual([]);
      // The next upload is the profile image again.
      expect((await uploadOk(who)).image.profile).toBe(true);
    });

    it('promotes the photo with the lowest position', async () => {
      const who = await createTestUser(app);
      const a = await uploadOk(who);
      const b = await uploadOk(who);
      const c = await uploadOk(who, { profile: 'true' });
      const res = await remove(who, c.image.id);
      expect(imageIdResponseSchema.parse(res.json()).images.map((i) => [i.id, i.profile])).toEqual([
        [a.image.id, true],
        [b.image.id, false],
      ]);
    });

    it("answers 404 for another user's photo or an unknown one, and deletes nothing", async () => {
      const owner = await createTestUser(app);
      const stranger = await createTestUser(app);
      const { image } = await uploadOk(owner);
      const res = await remove(stranger, image.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PHOTO_TEXT.notFound, code: 'notFound' });
      const unknown = await remove(owner, '00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: PHOTO_TEXT.notFound, code: 'notFound' });
      expect(await rowsOf(owner)).toHaveLength(1);
      expect(await stored(image.uri)).not.toBeNull();
      const bad = await remove(owner, 'nope');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].param).toBe('id');
    });
  });

  describe('redrawing the stored previews (npm run previews:redraw)', () => {
    it('gives every image a new preview under a new key and deletes the old file', async () => {
      const who = await createTestUser(app);
      const { image } = await uploadOk(who);
      const [before] = await rowsOf(who);
      if (!before) throw new Error('no image row');
      const oldPreview = await blurOf(image.id);

      // Every image of the database, this one among them.
      expect(await app.services.photos.redrawPreviews()).toBeGreaterThanOrEqual(1);
      const [after] = await rowsOf(who);
      expect(after?.fileKey).toBe(before.fileKey);
      expect(after?.blurKey).not.toBe(before.blurKey);
      expect(await app.storage.get(blurImageKey(before.blurKey))).toBeNull();
      const preview = (await blurOf(image.id)) ?? Buffer.alloc(0);
      expect(preview.equals(oldPreview ?? Buffer.alloc(0))).toBe(false);
      const meta = await sharp(preview).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 64, 80]);
      // The picture itself is untouched.
      expect(await stored(image.uri)).not.toBeNull();
    });
  });

  it('answers 401 to every photo call without a session', async () => {
    const who = await createTestUser(app);
    const { image } = await uploadOk(who);
    const calls = [
      await upload(null, { image: file(await jpeg()) }),
      await thumbUpload(null, { imageId: image.id, thumbnail: file(await jpeg()) }),
      await remove(null, image.id),
      await avatar(null, image.id),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: SERVER_MESSAGE.unauthorized, code: 'unauthorized' });
    }
    expect(await rowsOf(who)).toHaveLength(1);
  });

  it('describes the calls in the OpenAPI document, the uploads as multipart forms', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const uploadDoc = doc.paths['/api/image/upload'].post;
    const body = uploadDoc.requestBody.content['multipart/form-data'].schema;
    expect(body.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(body.required).toEqual(['image']);
    expect(uploadDoc.responses['200'].content['application/json'].schema.properties).toHaveProperty('images');
    expect(doc.paths['/api/image/thumb/upload'].post.requestBody.content).toHaveProperty(
      'multipart/form-data',
    );
    expect(doc.paths['/api/image/delete'].delete.parameters[0].name).toBe('id');
    expect(doc.paths['/api/image/avatar'].post.requestBody.content).toHaveProperty('application/json');
  });

  it('accepts multipart only on the photo calls', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/helpers/feedback',
      payload: form({ message: 'Здравствуйте, это длинное сообщение', replyEmail: 'a@b.example' }),
    });
    expect(res.statusCode).toBe(415);
  });
});
