import { useSyncExternalStore } from 'react';
import type { LineNotice } from './cart-pricing';

/**
 * What re-pricing changed on each line (an old price, a quantity capped at the stock), kept for
 * this visit: the line is already updated, and the next re-pricing finds nothing left to say.
 */
let notices: ReadonlyMap<string, LineNotice> = new Map();
const listeners = new Set<() => void>();

export function recordNotices(found: ReadonlyMap<string, LineNotice>): void {
  if (found.size === 0) return;
  const next = new Map(notices);
  for (const [id, notice] of found) {
    const before = next.get(id);
    // The first price seen is the one the shopper had in mind.
    next.set(id, { ...before, ...notice, wasPrice: before?.wasPrice ?? notice.wasPrice });
  }
  notices = next;
  listeners.forEach((listener) => listener());
}

export function clearNotices(): void {
  notices = new Map();
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The notices of every line, re-rendering when re-pricing finds something new. */
export const useCartNotices = () => useSyncExternalStore(subscribe, () => notices);
