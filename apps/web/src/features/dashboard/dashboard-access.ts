import { ADD_BUSINESS_PATH } from '../../lib/next-path';

export type DashboardAccess =
  | { kind: 'login' }
  | { kind: 'add-business' }
  | { kind: 'checking' }
  | { kind: 'error' }
  | { kind: 'ready'; manufacturerId: string | null };

export { ADD_BUSINESS_PATH };

/**
 * Who may see which dashboard screen. Not signed in (no stored user id): log in. The business in use is the
 * stored manufacturer id, else the user's first business; without either, only add-business.
 */
export function dashboardAccess({
  signedIn,
  storedManufacturerId,
  pathname,
  me,
}: {
  signedIn: boolean;
  storedManufacturerId: string | null;
  pathname: string;
  /** undefined while loading, 'error' when the request failed, null when the session is dead. */
  me: { manufacturers: { id: string }[] } | null | undefined | 'error';
}): DashboardAccess {
  if (!signedIn) return { kind: 'login' };
  if (storedManufacturerId) return { kind: 'ready', manufacturerId: storedManufacturerId };
  const onAddBusiness = pathname.replace(/\/+$/, '') === ADD_BUSINESS_PATH;
  if (me === undefined) return onAddBusiness ? { kind: 'ready', manufacturerId: null } : { kind: 'checking' };
  if (me === 'error') return onAddBusiness ? { kind: 'ready', manufacturerId: null } : { kind: 'error' };
  if (me === null) return { kind: 'login' };
  const first = me.manufacturers[0]?.id ?? null;
  if (first) return { kind: 'ready', manufacturerId: first };
  return onAddBusiness ? { kind: 'ready', manufacturerId: null } : { kind: 'add-business' };
}
