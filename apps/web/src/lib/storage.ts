/** The browser storage keys the existing client uses; nothing else touches localStorage directly. */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  manufacturerId: 'manufacturer_id',
  cart: 'cart',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.error(`Could not save ${key} in this browser`, error);
  }
}

export const getToken = () => readStored(STORAGE_KEYS.token);
