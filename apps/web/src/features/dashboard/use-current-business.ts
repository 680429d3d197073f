import { useMyBusinesses } from './api/get-my-businesses';
import { useManufacturerId } from './use-manufacturer-id';

/** The business in use with its store's address (slug), once the signed-in user's businesses load. */
export function useCurrentBusiness() {
  const manufacturerId = useManufacturerId();
  const businesses = useMyBusinesses(Boolean(manufacturerId));
  return businesses.data?.me?.manufacturers.find((business) => business.id === manufacturerId);
}
