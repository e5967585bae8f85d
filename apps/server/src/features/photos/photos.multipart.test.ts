/**
 * Malformed multipart bodies on the two upload calls, sent as raw bytes: every one is a client
 * error in our shape (`{ message, code }` or 422 field errors) and in Russian, never a 500, and
 * nothing the request carried reaches the log.
 */
import { PHOTO_TEXT, PLATFORM_MESSAGE, SERVER_MESSAGE } from '@iskra/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jpeg } from '../../../test/pictures.ts';
import { createTestUser, type TestUser, useTestApp } from '../../../test/test-app.ts';
import { images } from '../../platform/db/schema.ts';

/** Appears in every request below, in field values, file names and file bytes: never logged. */
const SECRET = 'secret-value-7f3a9c';
const BOUNDARY = '----iskra-boundary-4b1d';

const logLines: string[] = [];
const app = useTestApp({
  env: { LOG_LEVEL: 'debug' },
  deps: { logStream: { write: (line: string) => void logLines.push(line) } },
});

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

/** A multipart body written by hand, so it can be broken on purpose. */
function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'image/jpeg'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const formType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** A picture whose bytes also carry the secret, so a logged chunk of the file would show. */
async function picture(): Promise<Buffer> {
  return Buffer.concat([await jpeg(), Buffer.from(SECRET)]);
}

const send = (who: TestUser, url: string, contentType: string | undefined, payload: Buffer | string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...(contentType === undefined ? {} : { 'content-type': contentType }) },
    payload,
  });

type Answer = { statusCode: number; body: string; json(): unknown };

/** A 4xx in one of the two shapes, with Russian text. */
function expectClientError(res: Answer, status?: number) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (status !== undefined) expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as {
    message?: string;
    code?: string;
    errors?: Array<{ param: string; msg: string }>;
  };
  if (res.statusCode === 422) {
    expect(body.errors?.length).toBeGreaterThan(0);
    for (const error of body.errors ?? []) expect(error.msg).toMatch(/[а-яё]/i);
  } else {
    expect(body).toEqual({ message: expect.stringMatching(/[а-яё]/i), code: expect.any(String) });
  }
  expect(res.body).not.toContain(SECRET);
}

const fieldError = (res: Answer, param: string, msg: string) => {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toEqual({ errors: [{ param, msg }] });
};

describe('malformed multipart bodies on the photo uploads', () => {
  const rowsOf = (who: TestUser) => app.db.select().from(images).where(eq(images.userId, who.user.id));

  it('answers a truncated body with 400 in our shape', async () => {
    const who = await createTestUser(app);
    const whole = multipart([{ name: 'image', value: await picture(), filename: `${SECRET}.jpg` }]);
    for (const cut of [whole.length - 10, Math.floor(whole.length / 2), 40, 5]) {
      const res = await send(who, '/api/image/upload', formType(), whole.subarray(0, cut));
      expectClientError(res, 400);
      expect(res.json()).toEqual({ message: PLATFORM_MESSAGE.invalidMultipart, code: 'invalidRequest' });
    }
    expect(await rowsOf(who)).toEqual([]);
  });

  it('answers a body whose boundary is not the declared one with 400', async () => {
    const who = await createTestUser(app);
    const body = multipart([{ name: 'image', value: await picture(), filename: 'a.jpg' }], 'other-boundary');
    expectClientError(await send(who, '/api/image/upload', formType(), body), 400);
    // No boundary at all, an empty one, or one over the length multipart allows.
    for (const type of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      formType('x'.repeat(80)),
      formType('x'.repeat(300)),
    ]) {
      expectClientError(await send(who, '/api/image/upload', type, body), 400);
    }
    expect(await rowsOf(who)).toEqual([]);
  });

  it('answers garbage, an empty body and broken part headers with a client error', async () => {
    const who = await createTestUser(app);
    const garbage = Buffer.from(`\u0000\u00ff${SECRET}\r\n--\r\n`.repeat(20), 'latin1');
    const brokenHeaders = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${SECRET}"\r\n` +
        `${'X-Long: '.padEnd(90_000, 'a')}\r\n\r\nzzz\r\n--${BOUNDARY}--\r\n`,
    );
    const noDisposition = Buffer.from(
      `--${BOUNDARY}\r\nContent-Type: image/jpeg\r\n\r\n${SECRET}\r\n--${BOUNDARY}--\r\n`,
    );
    for (const payload of [garbage, Buffer.alloc(0), brokenHeaders, noDisposition]) {
      expectClientError(await send(who, '/api/image/upload', formType(), payload));
    }
    expect(await rowsOf(who)).toEqual([]);
  });

  it('answers a form without the picture, or with the picture as a text field, with a field error', async () => {
    const who = await createTestUser(app);
    fieldError(
      await send(who, '/api/image/upload', formType(), multipart([{ name: 'profile', value: 'true' }])),
      'image',
      PHOTO_TEXT.missingFile,
    );
    fieldError(
      await send(who, '/api/image/upload', formType(), multipart([{ name: 'image', value: SECRET }])),
      'image',
      PHOTO_TEXT.missingFile,
    );
    const thumbAsText = await send(
      who,
      '/api/image/thumb/upload',
      formType(),
      multipart([{ name: 'thumbnail', value: SECRET }]),
    );
    expectClientError(thumbAsText, 422);
    expect(thumbAsText.json()).toMatchObject({ errors: [{ param: 'imageId' }] });
    expect(await rowsOf(who)).toEqual([]);
  });

  it('answers bodies that are not multipart with a field error or 415', async () => {
    const who = await createTestUser(app);
    // A body of a type the server reads (none, JSON, text) is a form without the picture.
    fieldError(await send(who, '/api/image/upload', undefined, ''), 'image', PHOTO_TEXT.missingFile);
    fieldError(await send(who, '/api/image/upload', 'text/plain', SECRET), 'image', PHOTO_TEXT.missingFile);
    fieldError(
      await send(who, '/api/image/upload', 'application/json', JSON.stringify({ image: SECRET })),
      'image',
      PHOTO_TEXT.missingFile,
    );
    for (const type of [
      'image/jpeg',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      `multipart/mixed; boundary=${BOUNDARY}`,
    ]) {
      const res = await send(who, '/api/image/upload', type, SECRET);
      expectClientError(res, 415);
      expect(res.json()).toEqual({
        message: PLATFORM_MESSAGE.unsupportedMediaType,
        code: 'unsupportedMediaType',
      });
    }
    expectClientError(await send(who, '/api/image/upload', 'application/json', `{"image":"${SECRET}`), 400);
    expect(await rowsOf(who)).toEqual([]);
  });

  it('answers two pictures under one field name with a field error on that field', async () => {
    const who = await createTestUser(app);
    const photo = await picture();
    const twoImages = multipart([
      { name: 'image', value: photo, filename: 'a.jpg' },
      { name: 'image', value: photo, filename: 'b.jpg' },
    ]);
    fieldError(await send(who, '/api/image/upload', formType(), twoImages), 'image', PHOTO_TEXT.oneFile);
    const twoThumbnails = multipart([
      { name: 'image', value: photo, filename: 'a.jpg' },
      { name: 'thumbnail', value: photo, filename: 'b.jpg' },
      { name: 'thumbnail', value: photo, filename: 'c.jpg' },
    ]);
    expectClientError(await send(who, '/api/image/upload', formType(), twoThumbnails));
    expect(await rowsOf(who)).toEqual([]);
  });

  it('answers too many parts, fields or files with 413 in our shape', async () => {
    const who = await createTestUser(app);
    const photo = await picture();
    const manyFiles = multipart(
      ['a', 'b', 'c'].map((name) => ({ name, value: photo, filename: `${name}.jpg` })),
    );
    const manyFields = multipart(Array.from({ length: 8 }, (_, i) => ({ name: `field${i}`, value: SECRET })));
    for (const body of [manyFiles, manyFields]) {
      const res = await send(who, '/api/image/upload', formType(), body);
      expectClientError(res, 413);
      expect(res.json()).toEqual({ message: SERVER_MESSAGE.payloadTooLarge, code: 'payloadTooLarge' });
    }
    expect(await rowsOf(who)).toEqual([]);
  });

  it('answers an oversized picture with the field error, also when the body is cut after it', async () => {
    const who = await createTestUser(app);
    const huge = Buffer.alloc(11 * 1024 * 1024, 0x61);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const body = multipart([{ name: 'image', value: huge, filename: 'big.jpg' }]);
    fieldError(await send(who, '/api/image/upload', formType(), body), 'image', PHOTO_TEXT.tooLarge);
    expectClientError(await send(who, '/api/image/upload', formType(), body.subarray(0, body.length - 30)));
    // An over-long plain field is cut to its limit, and then fails its own check.
    const longFlag = multipart([
      { name: 'image', value: await picture(), filename: 'a.jpg' },
      { name: 'profile', value: `true${'e'.repeat(5000)}` },
    ]);
    expect((await send(who, '/api/image/upload', formType(), longFlag)).json()).toMatchObject({
      errors: [{ param: 'profile' }],
    });
    expect(await rowsOf(who)).toEqual([]);
  });

  it('logs none of the values the malformed requests carried', () => {
    const log = logLines.join('\n');
    expect(log).toContain('/api/image/upload');
    expect(log).not.toContain(SECRET);
    expect(log).not.toMatch(/"level":50/);
  });
});
