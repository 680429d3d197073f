import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from './session';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * Favourite products (the heart) and followed stores, newest first. Kept in this browser, so they
 * work signed out; `owner` is the account they mirror once signed in (lib/saved-sync, loaded only
 * then, merges a guest's lists into the account at log-in and sends every change).
 */
export interface Saved {
  owner: string | null;
  products: string[];
  stores: string[];
}
export type SavedKind = 'products' | 'stores';

export const NOTHING_SAVED: Saved = { owner: null, products: [], stores: [] };
let current: Saved | undefined;
const listeners = new Set<() => void>();

function read(): Saved {
  try {
    const stored = JSON.parse(readStored(STORAGE_KEYS.saved) ?? 'null') as Saved | null;
    if (stored && Array.isArray(stored.products) && Array.isArray(stored.stores)) return stored;
  } catch {
    // unreadable: start again
  }
  return NOTHING_SAVED;
}

export const savedState = (): Saved => (current ??= read());

export function writeSaved(next: Saved): void {
  current = next;
  writeStored(STORAGE_KEYS.saved, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.saved && event.key !== null) return;
    current = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useSavedIds = (kind: SavedKind): string[] => useSyncExternalStore(subscribe, () => savedState()[kind]);
export const useIsSaved = (kind: SavedKind, id: string) => useSavedIds(kind).includes(id);

/** Saves or forgets one item here at once, and in the account when signed in (settled once it has it). */
export async function toggleSaved(kind: SavedKind, id: string): Promise<void> {
  const state = savedState();
  const on = !state[kind].includes(id);
  writeSaved({ ...state, [kind]: on ? [id, ...state[kind]] : state[kind].filter((other) => other !== id) });
  if (state.owner) await import('./saved-sync').then((sync) => sync.sendSaved(kind, id, on));
}

/** Keeps the lists in step with who is signed in: merged in at log-in, cleared at log-out. */
export function useSavedFollowsSession(): void {
  const userId = useSession()?.userId ?? null;
  useEffect(() => {
    if (userId === null && savedState().owner === null) return;
    void import('./saved-sync').then((sync) => sync.followSession(userId));
  }, [userId]);
}
