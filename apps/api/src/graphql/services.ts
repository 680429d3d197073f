import type { Database } from '../db/client';
import { AuthRepository } from '../modules/auth/auth.repository';
import { AuthService } from '../modules/auth/auth.service';
import type { Geocoder } from '../modules/geocoding/geocoder';
import { LocationsService } from '../modules/locations/locations.service';
import { ManufacturersService } from '../modules/manufacturers/manufacturers.service';
import { ProductsService } from '../modules/products/products.service';
import { RetailersService } from '../modules/retailers/retailers.service';
import type { Clock } from '../shared/clock';

export type Services = ReturnType<typeof createServices>;

/** Wires the services once per process; they hold no per-request state. */
export function createServices(deps: { db: Database; geocoder: Geocoder; clock: Clock }) {
  const auth = new AuthService(new AuthRepository(deps.db), deps.clock);
  const locations = new LocationsService(deps.db, deps.geocoder);
  const manufacturers = new ManufacturersService(deps.db, locations);
  const products = new ProductsService(deps.db, manufacturers, deps.clock);
  const retailers = new RetailersService(deps.db, manufacturers, locations);
  return { auth, locations, manufacturers, products, retailers };
}
