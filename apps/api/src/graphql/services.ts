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
import { RoutingService, type Router } from '../modules/routing/routing.service';
import type { Clock } from '../shared/clock';

export type Services = ReturnType<typeof createServices>;

/** Wires the services once per process; they hold no per-request state. */
export interface ServiceDeps {
  db: Database;
  geocoder: Geocoder;
  mailer: Mailer;
  clock: Clock;
  /** A road router, or null to answer driving routes with estimates. */
  router: Router | null;
  onRouterError: (error: unknown) => void;
  onMailError: (error: unknown) => void;
  mapSettings: MapSettings;
}

export interface MapSettings {
  tileUrl: string;
  tileAttribution: string;
}

export function createServices(deps: ServiceDeps) {
  const users = new AuthRepository(deps.db);
  const auth = new AuthService(users, deps.clock);
  const passwordReset = new PasswordResetService(
    users,
    new PasswordResetRepository(deps.db),
    deps.mailer,
    deps.clock,
    deps.onMailError,
  );
  const locations = new LocationsService(deps.db, deps.geocoder);
  const manufacturers = new ManufacturersService(deps.db, locations);
  const products = new ProductsService(deps.db, manufacturers, deps.clock);
  const retailers = new RetailersService(deps.db, manufacturers, locations);
  const analytics = new AnalyticsService(manufacturers, products, retailers);
  const routing = new RoutingService(deps.router, deps.onRouterError);
  return {
    auth,
    passwordReset,
    locations,
    manufacturers,
    products,
    retailers,
    analytics,
    routing,
    mapSettings: deps.mapSettings,
  };
}
