/**
 * Photos in a real S3-compatible bucket: an s3rver on a free port of 127.0.0.1 with a bucket
 * in a temp directory, and the app configured with S3_* as in production. Everything the user
 * does goes through the HTTP API; the bucket is read with the AWS SDK, the public addresses
 * the API hands out are fetched as a browser would.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  S3Client,
} from '@aws-sdk/client-s3';
import { type Image, imageUploadResponseSchema, PHOTOS, type VisitsPage } from '@iskra/contract';
import { eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp, { type Metadata } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPhoto, visitPage } from '../../test/fixtures.ts';
import { jpeg } from '../../test/pictures.ts';
import { createTestUser, type TestUser, useTestApp } from '../../test/test-app.ts';
import { accountDeletions } from '../features/account/account.schema.ts';
import { ACCOUNT_DESTROY_JOB } from '../features/account/account.service.ts';
import { blurImageKey } from '../features/users/image-keys.ts';
import { images, jobs, users } from './db/schema.ts';
import { IMMUTABLE_CACHE } from './storage.ts';

const BUCKET = 'iskra-photos';
/** s3rver's built-in credentials. */
const KEY = 'S3RVER';
const PASSWORD = 'Zvezdopad-1987';

let directory = '';
let server: S3rver | undefined;
let endpoint = '';
let client: S3Client | undefined;

// Registered before useTestApp: the bucket exists before the app starts, and (hooks after
// tests run in reverse) s3rver stops only once the app is closed.
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'iskra-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const address: AddressInfo = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

/** The bucket's public address: path-style on s3rver, so the API's URLs load straight from it. */
const publicUrl = () => `${endpoint}/${BUCKET}`;

const app = useTestApp(() => ({
  env: {
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    // With a trailing slash, which the config drops: addresses have no double slash.
    S3_PUBLIC_URL: `${publicUrl()}/`,
  },
}));

/** Every key in the bucket, sorted. */
async function bucketKeys(): Promise<string[]> {
  if (!client) throw new Error('s3rver is not running');
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page: ListObjectsV2CommandOutput = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

/** The storage key of an address the API handed out; fails unless it is on S3_PUBLIC_URL. */
function keyOf(uri: string): string {
  const prefix = `${publicUrl()}/`;
  expect(uri.startsWith(prefix), uri).toBe(true);
  return uri.slice(prefix.length);
}

/** Loads a public address as a browser would (no credentials) and checks it is a JPEG. */
async function fetchJpeg(uri: string): Promise<Metadata> {
  const res = await fetch(uri);
  expect(res.status, uri).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
  const body = Buffer.from(await res.arrayBuffer());
  expect([...body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const meta = await sharp(body).metadata();
  expect(meta.format).toBe('jpeg');
  return meta;
}

async function deletePhoto(who: TestUser, image: Image): Promise<void> {
  const res = await app.inject({
    method: 'DELETE',
    url: `/api/image/delete?id=${image.id}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function upload(who: TestUser): Promise<Image> {
  return imageUploadResponseSchema.parse(await uploadPhoto(app, who, await jpeg())).image;
}

/** The address of the blurred preview of `who`'s profile photo, as a free user is shown it. */
async function blurredUriOf(who: TestUser): Promise<string> {
  // A free user (a man, without Premium) whose page `who` opens.
  const viewer = await createTestUser(app, { gender: 1, looking: 2 });
  await visitPage(app, who, viewer);
  const res = await app.inject({ method: 'GET', url: '/api/visits?offset=0', headers: viewer.headers });
  expect(res.statusCode, res.body).toBe(200);
  const visitor = res.json<VisitsPage>().visits[0]?.visitor;
  const blurred = visitor && 'blurredUri' in visitor ? visitor.blurredUri : null;
  if (!blurred) throw new Error(`no blurred preview in the visits answer: ${res.body}`);
  return blurred;
}

/** The storage keys of an uploaded photo: full and thumbnail from its addresses, the preview's from its row. */
async function objectsOf(image: Image): Promise<string[]> {
  const [row] = await app.db.select().from(images).where(eq(images.id, image.id));
  if (!row) throw new Error('no image row');
  return [keyOf(image.uri), keyOf(image.thumbnailUri), blurImageKey(row.blurKey)].sort();
}

describe('photos in an S3 bucket', () => {
  it('runs on S3 storage', () => {
    expect(app.storage.kind).toBe('s3');
  });

  it('stores every variant of an upload in the bucket and hands out addresses on S3_PUBLIC_URL', async () => {
    const before = await bucketKeys();
    const who = await createTestUser(app);
    const image = await upload(who);

    const full = keyOf(image.uri);
    const thumb = keyOf(image.thumbnailUri);
    const blurredUri = await blurredUriOf(who);
    const blur = keyOf(blurredUri);
    expect(full).toMatch(/^images\/[A-Za-z0-9_-]+\/full\.jpg$/);
    expect(thumb).toBe(full.replace(/full\.jpg$/, 'thumb.jpg'));
    expect(blur).toMatch(/^blurs\/[A-Za-z0-9_-]+\/blur\.jpg$/);
    expect(await objectsOf(image)).toEqual([blur, full, thumb].sort());
    // Exactly the three variants were added to the bucket.
    expect(await bucketKeys()).toEqual([...before, blur, full, thumb].sort());

    const fullMeta = await fetchJpeg(image.uri);
    expect([fullMeta.width, fullMeta.height]).toEqual([PHOTOS.width, PHOTOS.height]);
    const thumbMeta = await fetchJpeg(image.thumbnailUri);
    expect([thumbMeta.width, thumbMeta.height]).toEqual([PHOTOS.thumbSize, PHOTOS.thumbSize]);
    expect((await fetchJpeg(blurredUri)).width).toBeLessThan(100);
  });

  it("deletes a photo's objects from the bucket, and only those", async () => {
    const who = await createTestUser(app);
    const kept = await upload(who);
    const removed = await upload(who);
    const keptKeys = await objectsOf(kept);
    const removedKeys = await objectsOf(removed);
    const before = await bucketKeys();
    expect(before).toEqual(expect.arrayContaining([...keptKeys, ...removedKeys]));

    await deletePhoto(who, removed);

    expect(await bucketKeys()).toEqual(before.filter((key) => !removedKeys.includes(key)));
    expect((await fetch(removed.uri)).status).toBe(404);
    await fetchJpeg(kept.uri);
  });

  it("destroying the account removes every remaining object of the user, and nobody else's", async () => {
    const bystander = await createTestUser(app);
    const bystanderKeys = await objectsOf(await upload(bystander));
    const who = await createTestUser(app, { password: PASSWORD });
    // Three uploads, one deleted again: the account goes with two photos.
    const remaining = [await upload(who), await upload(who)];
    await deletePhoto(who, await upload(who));
    const userKeys = (await Promise.all(remaining.map(objectsOf))).flat();
    expect(userKeys).toHaveLength(6);
    const before = await bucketKeys();
    expect(before).toEqual(expect.arrayContaining([...userKeys, ...bystanderKeys]));

    const res = await app.inject({
      method: 'POST',
      url: '/api/user/delete',
      headers: who.headers,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [pending] = await app.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, who.user.id));
    const jobKey = `account-destroy:${pending?.requestId}`;
    // The destruction is a job scheduled an hour later: bring it forward and run the due jobs.
    await app.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.key, jobKey));
    await app.jobs.runDue();

    const [job] = await app.db.select().from(jobs).where(eq(jobs.key, jobKey));
    expect(job).toMatchObject({ kind: ACCOUNT_DESTROY_JOB, failedAt: null, lastError: null });
    expect(job?.doneAt).not.toBeNull();
    expect(await app.db.select().from(users).where(eq(users.id, who.user.id))).toEqual([]);
    expect(await bucketKeys()).toEqual(before.filter((key) => !userKeys.includes(key)));
    for (const image of remaining) expect((await fetch(image.uri)).status).toBe(404);
    // The other user's photo is untouched.
    expect(await bucketKeys()).toEqual(expect.arrayContaining(bystanderKeys));
  });
});
