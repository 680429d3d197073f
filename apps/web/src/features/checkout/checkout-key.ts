import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';

const KEY_BYTES = 16;

/** 32 hex characters from the browser's cryptographic source (randomUUID needs https; this does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The idempotency key of the checkout in progress. Kept until the orders are placed, so a retry
 * after a lost answer (or a reload) returns the orders already made instead of making them twice.
 */
export function checkoutKey(): string {
  const saved = readStored(STORAGE_KEYS.checkoutKey);
  if (saved) return saved;
  const key = newKey();
  writeStored(STORAGE_KEYS.checkoutKey, key);
  return key;
}

/** The orders are placed: the next checkout gets a new key. */
export function forgetCheckoutKey(): void {
  writeStored(STORAGE_KEYS.checkoutKey, null);
}
