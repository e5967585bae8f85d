/**
 * Stored files (photos). Local files under DATA_DIR/uploads, served at /media/<key>, on the
 * embedded default; an S3-compatible bucket (S3_*) in production, served from S3_PUBLIC_URL.
 * Keys are paths like `images/{fileKey}/full.jpg`; objects are written once and never change,
 * so both sides send them with year-long cache headers.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rmdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { S3Config } from './config.ts';

export const MEDIA_PREFIX = '/media';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export interface Storage {
  kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The address browsers load the object from. */
  publicUrl(key: string): string;
}

/** Letters, digits, dot, dash and underscore in slash-separated segments; no '.' or '..'. */
const KEY_PATTERN = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export function assertKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
}

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertKey(key);
    return join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temp, body);
      await rename(temp, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await unlink(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      // Drop the key's folder when it became empty (images/{fileKey}/ after its last variant).
      if (dirname(path) !== root) await rmdir(dirname(path)).catch(() => undefined);
    },
    publicUrl(key) {
      assertKey(key);
      return `${MEDIA_PREFIX}/${key}`;
    },
  };
}

/** The SDK is large and only needed with S3: load it on first use, not at start-up. */
type S3Sdk = typeof import('@aws-sdk/client-s3');

export function createS3Storage(config: S3Config): Storage {
  let ready: Promise<{ sdk: S3Sdk; client: InstanceType<S3Sdk['S3Client']> }> | null = null;
  const connect = () => {
    ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
        ...(config.accessKeyId && config.secretAccessKey
          ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
          : {}),
      }),
    }));
    return ready;
  };
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    async get(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    publicUrl(key) {
      assertKey(key);
      return `${config.publicUrl}/${key}`;
    },
  };
}

export function createStorage(config: { s3?: S3Config; dataDir: string }): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(uploadsDir(config.dataDir));
}
