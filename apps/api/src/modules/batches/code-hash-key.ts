import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const CODE_HASH_KEY_FILE = 'code-hash-key';

/**
 * The key of the unit codes' hashes: CODE_HASH_KEY when set (required with PostgreSQL, where
 * several instances must share it), otherwise a key made at first start and kept in DATA_DIR
 * beside the embedded database it belongs to (readable by this user only).
 */
export async function resolveCodeHashKey(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, CODE_HASH_KEY_FILE);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  try {
    await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return Buffer.from(key, 'utf8');
  } catch (error) {
    // Another start made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return Buffer.from((await readFile(file, 'utf8')).trim());
    throw error;
  }
}
