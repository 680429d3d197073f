import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** Who is signed in, as the spec keeps it: token, userId and manufacturer_id in localStorage. */
export interface Session {
  token: string;
  userId: string | null;
  manufacturerId: string | null;
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function getSession(): Session | null {
  const token = readStored(STORAGE_KEYS.token);
  if (!token) return null;
  return { token, userId: readStored(STORAGE_KEYS.userId), manufacturerId: readStored(STORAGE_KEYS.manufacturerId) };
}

/** Login stores all three; signup has no business yet; business creation adds the manufacturer id. */
export function saveSession(session: Partial<Session>): void {
  if (session.token !== undefined) writeStored(STORAGE_KEYS.token, session.token);
  if (session.userId !== undefined) writeStored(STORAGE_KEYS.userId, session.userId);
  if (session.manufacturerId !== undefined) writeStored(STORAGE_KEYS.manufacturerId, session.manufacturerId);
  emit();
}

/** Logout clears the token and the manufacturer id. */
export function clearSession(): void {
  writeStored(STORAGE_KEYS.token, null);
  writeStored(STORAGE_KEYS.manufacturerId, null);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.manufacturerId) listener();
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
