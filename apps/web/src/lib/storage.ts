/**
 * The browser storage keys the web app uses; nothing else touches localStorage or sessionStorage directly
 * (but lib/legacy-token.ts, which deletes what an old version left). The
 * session token is not among them: it lives in an httpOnly cookie that scripts cannot read.
 */
export const STORAGE_KEYS = {
  userId: 'userId',
  manufacturerId: 'manufacturer_id',
  cart: 'cart',
  /** Whose server cart the local cart mirrors, and what the server last agreed to (features/cart/cart-sync). */
  cartSync: 'cart_sync',
  /** The idempotency key of the checkout in progress (features/checkout/checkout-key). */
  checkoutKey: 'checkout_key',
  /** Favourite product ids and followed store ids, and whose account they mirror (lib/saved). */
  saved: 'saved',
  /** The anonymous random id the shop's events are counted under (lib/shop-events); never made under GPC or DNT. */
  visitor: 'visitor',
} as const;

/** Keys in sessionStorage: they end with the tab. */
export const SESSION_KEYS = {
  /** This visit's random id, when it was last active and its landing path (lib/shop-events). */
  visit: 'visit',
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

type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

export function readSessionStored(key: SessionKey): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionStored(key: SessionKey, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lasts only as long as this page.
  }
}
