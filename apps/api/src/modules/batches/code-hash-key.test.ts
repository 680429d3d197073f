import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_HASH_KEY_FILE, resolveCodeHashKey } from './code-hash-key';

describe('the unit codes hash key', () => {
  it('is CODE_HASH_KEY when set', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-key-'));
    const key = await resolveCodeHashKey('k'.repeat(40), dir);
    expect(key.toString()).toBe('k'.repeat(40));
    await expect(stat(path.join(dir, CODE_HASH_KEY_FILE))).rejects.toThrow();
  });

  it('is made once and kept in DATA_DIR, readable by its owner only', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kasuwa-key-'));
    const first = await resolveCodeHashKey(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveCodeHashKey(undefined, dir)).toEqual(first);
    const file = path.join(dir, CODE_HASH_KEY_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.toString());
    expect((await stat(file)).mode & 0o077).toBe(0);
  });
});
