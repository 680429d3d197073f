import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { assertValidStorageKey, contentTypeForKey, type ImageStorage, type StoredObject } from './image-storage';

/**
 * Keeps objects as files under `rootDir` (normally `DATA_DIR/uploads`).
 * The content type is derived from the key's extension, so keys carry the right one.
 */
export class LocalDiskStorage implements ImageStorage {
  private readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const target = this.pathFor(key);
    // Only the key survives on disk, so it must imply the same type `get` will report.
    if (contentType !== contentTypeForKey(key)) {
      throw new Error(`Content type ${contentType} does not match the extension of ${key}`);
    }
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(
      path.dirname(target),
      `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      const file = await open(temporary, 'wx');
      try {
        await file.writeFile(data);
        // Flush before the rename so a crash cannot leave a renamed but empty file.
        await file.datasync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathFor(key);
    try {
      return { data: await readFile(file), contentType: contentTypeForKey(key) };
    } catch (error) {
      if (isMissingFileError(error)) return null;
      throw error;
    }
  }

  private pathFor(key: string): string {
    assertValidStorageKey(key);
    const resolved = path.resolve(this.rootDir, key);
    // The key rule already forbids escaping; this guards against a future loosening of it.
    if (!resolved.startsWith(this.rootDir + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return resolved;
  }
}

function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
