import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertKey, createLocalStorage, createS3Storage, createStorage, type Storage } from './storage.ts';

let root = '';
let storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'iskra-storage-'));
  storage = createLocalStorage(root);
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('local storage', () => {
  it('puts, gets and deletes files by key', async () => {
    await storage.put('images/k1/full.jpg', Buffer.from('full'), 'image/jpeg');
    await storage.put('images/k1/thumb.jpg', Buffer.from('thumb'), 'image/jpeg');
    expect((await storage.get('images/k1/full.jpg'))?.toString()).toBe('full');
    expect(await storage.get('images/k1/blur.jpg')).toBeNull();
    await storage.delete('images/k1/full.jpg');
    await storage.delete('images/k1/full.jpg');
    expect(await storage.get('images/k1/full.jpg')).toBeNull();
    await storage.delete('images/k1/thumb.jpg');
    // The emptied folder goes too; no temp files are left behind.
    expect(await readdir(join(root, 'images'))).toEqual([]);
  });

  it('addresses files under /media', () => {
    expect(storage.publicUrl('images/k1/full.jpg')).toBe('/media/images/k1/full.jpg');
  });

  it('refuses keys that could leave the storage root', () => {
    for (const key of ['../x', 'images/../../x', '/etc/passwd', 'a//b', 'images/./x', '', 'a\\b', 'a/b/']) {
      expect(() => assertKey(key), key).toThrow();
    }
    expect(() => assertKey('images/abc-DEF_1/full.jpg')).not.toThrow();
  });
});

describe('S3 storage', () => {
  it('is chosen with S3 settings and addresses files on the public bucket URL', () => {
    const s3 = createStorage({
      dataDir: root,
      s3: { bucket: 'photos', region: 'ru-central1', publicUrl: 'https://cdn.example/photos' },
    });
    expect(s3.kind).toBe('s3');
    expect(s3.publicUrl('images/k/full.jpg')).toBe('https://cdn.example/photos/images/k/full.jpg');
    const direct = createS3Storage({ bucket: 'b', region: 'r', publicUrl: 'https://b.example' });
    expect(() => direct.publicUrl('../secret')).toThrow();
  });
});
