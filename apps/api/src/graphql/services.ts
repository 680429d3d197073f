import type { Database } from '../db/client';
import { AnalyticsService } from '../modules/analytics/analytics.service';
import { AuthRepository } from '../modules/auth/auth.repository';
import { AuthService } from '../modules/auth/auth.service';
import type { Geocoder } from '../modules/geocoding/geocoder';
import { LocationsService } from '../modules/locations/locations.service';
import { ManufacturersService } from '../modules/manufacturers/manufacturers.service';
import { ProductsService } from '../modules/products/products.service';
import { RetailersService } from '../modules/retailers/retailers.service';
import { PasswordResetRepository } from '../modules/auth/password-reset.repository';
import { PasswordResetService } from '../modules/auth/password-reset.service';
import type { Mailer } from '../modules/mail/mailer';
import type { Clock } from '../shared/clock';

export type Services = ReturnType<typeof createServices>;

/** Wires the services once per process; they hold no per-request state. */
export function createServices(deps: { db: Database; geocoder: Geocoder; mailer: Mailer; clock: Clock }) {
  const users = new AuthRepository(deps.db);
  const auth = new AuthService(users, deps.clock);
  const passwordReset = new PasswordResetService(users, new PasswordResetRepository(deps.db), deps.mailer, deps.clock);
  const locations = new LocationsService(deps.db, deps.geocoder);
  const manufacturers = new ManufacturersService(deps.db, locations);
  const products = new ProductsService(deps.db, manufacturers, deps.clock);
  const retailers = new RetailersService(deps.db, manufacturers, locations);
  const analytics = new AnalyticsService(manufacturers, products, retailers);
  return { auth, passwordReset, locations, manufacturers, products, retailers, analytics };
}
