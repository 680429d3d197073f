import { ADD_BUSINESS_PATH } from '../../lib/next-path';

export type DashboardAccess =
  | { kind: 'login' }
  | { kind: 'add-business' }
  | { kind: 'checking' }
  | { kind: 'error' }
  | { kind: 'ready'; manufacturerId: string | null };

export { ADD_BUSINESS_PATH };

/**
 * Who may see which dashboard screen. Not signed in (no stored user id): log in. The business in use is
 * the server's (the one the user chose last, on any device, else their first); until the server has
 * answered, the one stored in this browser. Without a business, only add-business.
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
  me: { currentManufacturer?: { id: string } | null; manufacturers: { id: string }[] } | null | undefined | 'error';
}): DashboardAccess {
  if (!signedIn) return { kind: 'login' };
  const onAddBusiness = pathname.replace(/\/+$/, '') === ADD_BUSINESS_PATH;
  if (me && me !== 'error') {
    const current = me.currentManufacturer?.id ?? me.manufacturers[0]?.id ?? null;
    if (current) return { kind: 'ready', manufacturerId: current };
    return onAddBusiness ? { kind: 'ready', manufacturerId: null } : { kind: 'add-business' };
  }
  if (storedManufacturerId) return { kind: 'ready', manufacturerId: storedManufacturerId };
  if (me === undefined) return onAddBusiness ? { kind: 'ready', manufacturerId: null } : { kind: 'checking' };
  if (me === 'error') return onAddBusiness ? { kind: 'ready', manufacturerId: null } : { kind: 'error' };
  return { kind: 'login' };
}
