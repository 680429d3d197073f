/** Where uploaded images live; local disk by default, an object store when configured. */
export interface ImageStorage {
  /** Stores `data` under `key`, replacing what was there; readers never see a half-written object. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object under `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
}

/** A key's content never changes (a new image gets a new key): caches may keep it for a year. */
export const STORED_OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface StoredObject {
  data: Buffer;
  contentType: string;
}

/** Thrown for a key that could escape the storage root or is not one we would ever generate. */
export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const STORAGE_KEY_MAX_LENGTH = 200;
/** Slash-separated segments of [A-Za-z0-9._-], each starting with a letter or digit. */
const STORAGE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isValidStorageKey(key: string): boolean {
  return key.length <= STORAGE_KEY_MAX_LENGTH && STORAGE_KEY_PATTERN.test(key) && !key.includes('..');
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

const CONTENT_TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** The content type implied by a key's extension; octet-stream when unknown. */
export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}
