import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, isValidStorageKey } from './image-storage';
import { LocalDiskStorage } from './local-disk-storage';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-storage-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  it('stores and reads back an object, leaving no temporary file behind', async () => {
    const storage = new LocalDiskStorage(dir);
    await storage.put('images/a.webp', Buffer.from('one'), 'image/webp');
    await storage.put('images/a.webp', Buffer.from('two'), 'image/webp');
    expect(await storage.get('images/a.webp')).toEqual({ data: Buffer.from('two'), contentType: 'image/webp' });
    expect(await readdir(path.join(dir, 'images'))).toEqual(['a.webp']);
  });

  it('answers null for a missing key', async () => {
    const storage = new LocalDiskStorage(dir);
    expect(await storage.get('images/missing.webp')).toBeNull();
    expect(await storage.get('images')).toBeNull();
  });

  it.each([
    '../x.webp',
    'images/../../x.webp',
    '/etc/passwd',
    'images//x.webp',
    'images/.hidden',
    'a\\b',
    'a b',
    'x%2F',
    '',
    'a..b',
  ])('refuses the key %j', async (key) => {
    const storage = new LocalDiskStorage(dir);
    expect(isValidStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('accepts the keys we generate', () => {
    expect(isValidStorageKey('images/3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b.thumb.webp')).toBe(true);
  });
});

describe('LocalDiskStorage content types', () => {
  it('refuses a content type the key does not imply, since only the key is kept', async () => {
    const storage = new LocalDiskStorage(dir);
    await expect(storage.put('images/b.webp', Buffer.from('x'), 'image/png')).rejects.toThrow(/does not match/);
    expect(await storage.get('images/b.webp')).toBeNull();
  });
});
