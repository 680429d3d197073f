import { useSession } from '../../lib/session';

/** The business in use. The dashboard layout renders its screens only once it is stored. */
export function useManufacturerId(): string {
  return useSession()?.manufacturerId ?? '';
}
