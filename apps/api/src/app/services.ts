import type { Database } from '../platform/db/client';
import { AccountDataRepository } from '../modules/account/account-data.repository';
import { AccountDeletionService } from '../modules/account/account-deletion.service';
import { AccountService } from '../modules/account/account.service';
import { AddressesService } from '../modules/addresses/addresses.service';
import { AnalyticsService } from '../modules/analytics/analytics.service';
import { AuthCleanupService } from '../modules/auth/auth-cleanup.service';
import { FavouritesService } from '../modules/favourites/favourites.service';
import type { ImageUrlRule } from '../modules/uploads/image-url-rule';
import { BatchSuppliesService } from '../modules/batches/batch-supplies.service';
import { BatchesService } from '../modules/batches/batches.service';
import { UnitCodeHasher } from '../modules/batches/unit-code-hasher';
import { UnitCodeSecrets } from '../modules/batches/unit-code-secrets';
import { UnitCodesService } from '../modules/batches/unit-codes.service';
import { VerificationService } from '../modules/verification/verification.service';
import { VerificationStatsService } from '../modules/verification/verification-stats.service';
import { AuthRepository } from '../modules/auth/auth.repository';
import { AuthService } from '../modules/auth/auth.service';
import { CartService } from '../modules/cart/cart.service';
import { OrdersService } from '../modules/orders/orders.service';
import { OrderPaymentsService } from '../modules/orders/order-payments.service';
import { payOnDelivery } from '../modules/payments/pay-on-delivery';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import type { Geocoder } from '../modules/geocoding/geocoder';
import { LocationsService } from '../modules/locations/locations.service';
import { ManufacturersService } from '../modules/manufacturers/manufacturers.service';
import { ProductsService } from '../modules/products/products.service';
import { RetailersService } from '../modules/retailers/retailers.service';
import { ReviewsService } from '../modules/reviews/reviews.service';
import { ShopEventsService } from '../modules/shop-events/shop-events.service';
import { PasswordResetRepository } from '../modules/auth/password-reset.repository';
import { PasswordResetService } from '../modules/auth/password-reset.service';
import type { Mailer } from '../modules/mail/mailer';
import { MailService } from '../modules/mail/mail.service';
import { RoutingService, type MapSettings, type Router } from '../modules/routing/routing.service';
import type { Quotas } from '../config/env';
import type { Clock } from '../platform/clock';
import type { JobQueue } from '../platform/jobs/job-queue';
import type { RateLimiter } from '../platform/rate-limit';

export type Services = ReturnType<typeof createServices>;

/** Wires the services once per process; they hold no per-request state. */
export interface ServiceDeps {
  db: Database;
  jobs: JobQueue;
  rateLimiter: RateLimiter;
  geocoder: Geocoder;
  mailer: Mailer;
  clock: Clock;
  /** A road router, or null to answer driving routes with estimates. */
  router: Router | null;
  onRouterError: (error: unknown) => void;
  onMailError: (error: unknown) => void;
  /** Shop events that could not be written (a failed flush, a full buffer). */
  onShopEventsError: (error: unknown) => void;
  mapSettings: MapSettings;
  quotas: Quotas;
  /** Which image URLs products and brands may use. */
  imageUrls: ImageUrlRule;
  /** The card payment provider, or null while card payment is not offered. */
  cardPayments: PaymentProvider | null;
  /** A card payment confirmation that marked nothing paid and deserves a look (amount mismatch, unknown reference). */
  onPaymentProblem: (details: object) => void;
  /** The site's address for links in mails sent by jobs. */
  publicUrl: string | undefined;
  /** The key of the unit codes' hashes (CODE_HASH_KEY or the one kept in DATA_DIR). */
  codeHashKey: Buffer;
}

/** The catalogue: brand stores, their products, retailers and reviews, over one database. */
function createCatalogue(db: Database, deps: ServiceDeps, locations: LocationsService) {
  const manufacturers = new ManufacturersService(db, locations, deps.quotas.businessesPerUser, deps.imageUrls);
  return {
    manufacturers,
    products: new ProductsService(db, manufacturers, deps.clock, deps.quotas.productsPerBusiness, deps.imageUrls),
    retailers: new RetailersService(db, manufacturers, locations, deps.quotas.retailersPerBusiness),
    reviews: new ReviewsService(db, {
      manufacturers,
      rateLimiter: deps.rateLimiter,
      clock: deps.clock,
      imageUrls: deps.imageUrls,
    }),
  };
}

/**
 * The services anonymous queries use: the catalogue over `readDb` (a read replica), everything
 * else as in `services`. Only the catalogue's reads are reached from a query; writes (mutations)
 * and whatever a signed-in person reads always use `services`, on the primary.
 */
export function servicesForPublicReads(services: Services, deps: ServiceDeps, readDb: Database): Services {
  if (readDb === deps.db) return services;
  return { ...services, ...createCatalogue(readDb, deps, services.locations) };
}

export function createServices(deps: ServiceDeps) {
  const mail = new MailService(deps.db, deps.mailer, deps.jobs, deps.clock, deps.onMailError);
  const users = new AuthRepository(deps.db);
  const auth = new AuthService(users, deps.rateLimiter, deps.clock);
  const passwordReset = new PasswordResetService(
    deps.db,
    users,
    new PasswordResetRepository(deps.db),
    mail,
    deps.jobs,
    deps.rateLimiter,
    deps.clock,
  );
  const authCleanup = new AuthCleanupService(deps.db, deps.jobs, deps.clock);
  const locations = new LocationsService(deps.db, deps.geocoder);
  const { manufacturers, products, retailers, reviews } = createCatalogue(deps.db, deps, locations);
  const routing = new RoutingService(deps.router, deps.onRouterError);
  const cart = new CartService(deps.db, products, deps.clock);
  const favourites = new FavouritesService(deps.db, { products, manufacturers, clock: deps.clock });
  const addresses = new AddressesService(deps.db, locations, deps.clock, deps.quotas.addressesPerUser);
  const orderPayments = new OrderPaymentsService(deps.db, {
    card: deps.cardPayments,
    clock: deps.clock,
    rateLimiter: deps.rateLimiter,
    onPaymentProblem: deps.onPaymentProblem,
  });
  const orders = new OrdersService(deps.db, {
    products,
    manufacturers,
    auth,
    addresses,
    mail,
    payments: { payOnDelivery, card: deps.cardPayments },
    jobs: deps.jobs,
    rateLimiter: deps.rateLimiter,
    clock: deps.clock,
    publicUrl: deps.publicUrl,
    settleCardPayment: (checkoutId) => orderPayments.settleBeforeExpiry(checkoutId),
  });
  const shopEvents = new ShopEventsService(deps.db, {
    jobs: deps.jobs,
    clock: deps.clock,
    onError: deps.onShopEventsError,
  });
  orders.whenPlaced((placed, at) => shopEvents.recordOrdersPlaced(placed, at));
  orders.whenCancelled((order) => shopEvents.recordOrdersCancelled([order]));
  const analytics = new AnalyticsService(deps.db, {
    manufacturers,
    products,
    retailers,
    shopEvents,
    clock: deps.clock,
  });
  const unitCodeHasher = new UnitCodeHasher(deps.codeHashKey);
  const batches = new BatchesService(deps.db, products, manufacturers, deps.clock, deps.quotas.batchesPerProduct);
  products.whenSaved((tx, product, isNew) => batches.addFirstBatch(tx, product, isNew));
  const unitCodes = new UnitCodesService(deps.db, {
    batches,
    jobs: deps.jobs,
    clock: deps.clock,
    secrets: new UnitCodeSecrets(deps.codeHashKey),
    hasher: unitCodeHasher,
    codesPerBusinessPerDay: deps.quotas.unitCodesPerBusinessPerDay,
  });
  const batchSupplies = new BatchSuppliesService(deps.db, { batches, clock: deps.clock });
  const verification = new VerificationService(deps.db, {
    rateLimiter: deps.rateLimiter,
    clock: deps.clock,
    hashCode: (code) => unitCodeHasher.hash(code),
    imageUrls: deps.imageUrls,
    manufacturers,
    mail,
  });
  const verificationStats = new VerificationStatsService(deps.db, { clock: deps.clock, manufacturers });
  batches.whenRecalled((tx, recall) => verification.tellRecallSubscribers(tx, recall).then(() => undefined));
  const account = new AccountService(new AccountDataRepository(deps.db), deps.rateLimiter, deps.clock);
  const accountDeletion = new AccountDeletionService(deps.db, { auth, manufacturers, orders });
  return {
    account,
    accountDeletion,
    unitCodeHasher,
    batches,
    unitCodes,
    batchSupplies,
    verification,
    verificationStats,
    orderPayments,
    mail,
    auth,
    passwordReset,
    authCleanup,
    locations,
    manufacturers,
    products,
    retailers,
    analytics,
    routing,
    cart,
    addresses,
    favourites,
    orders,
    shopEvents,
    reviews,
    mapSettings: deps.mapSettings,
  };
}
