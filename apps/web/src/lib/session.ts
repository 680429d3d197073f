import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * Who is signed in, as this browser remembers it: the user id (and the business in use) in
 * localStorage. Only a hint for the screens: the session itself is an httpOnly cookie, and the
 * server is the judge (an UNAUTHENTICATED answer clears the hint; see clearSession's callers).
 */
export interface Session {
  userId: string;
  manufacturerId: string | null;
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function getSession(): Session | null {
  const userId = readStored(STORAGE_KEYS.userId);
  if (!userId) return null;
  return { userId, manufacturerId: readStored(STORAGE_KEYS.manufacturerId) };
}

/** Login stores both; signup has no business yet; business creation adds the manufacturer id. */
export function saveSession(session: Partial<Session>): void {
  if (session.userId !== undefined) writeStored(STORAGE_KEYS.userId, session.userId);
  if (session.manufacturerId !== undefined) writeStored(STORAGE_KEYS.manufacturerId, session.manufacturerId);
  emit();
}

/** Logout, or a session the server no longer knows: forget who was signed in and their business. */
export function clearSession(): void {
  if (readStored(STORAGE_KEYS.userId) === null && readStored(STORAGE_KEYS.manufacturerId) === null) return;
  writeStored(STORAGE_KEYS.userId, null);
  writeStored(STORAGE_KEYS.manufacturerId, null);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.userId || event.key === STORAGE_KEYS.manufacturerId)
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let cached: { key: string; session: Session | null } = { key: '', session: null };
/** A stable snapshot: the same object until a stored value changes. */
function snapshot(): Session | null {
  const session = getSession();
  const key = JSON.stringify(session);
  if (key !== cached.key) cached = { key, session };
  return cached.session;
}

/** The current session, re-rendering when it changes here or in another tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
