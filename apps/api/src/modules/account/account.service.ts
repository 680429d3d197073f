import type { Clock } from '../../platform/clock';
import { tryAgainIn, unauthenticated } from '../../platform/errors';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import type { Viewer } from '../../platform/viewer';
import type { AccountDataRepository } from './account-data.repository';

/** A copy of everything is a heavy read: a few an hour per account. */
export const DATA_EXPORTS_PER_USER: RateLimitRule = {
  name: 'data_export_user',
  points: 5,
  durationSeconds: 60 * 60,
  message: (seconds) => `You have downloaded your data several times this hour. ${tryAgainIn(seconds)}`,
};

type OrdersOwner = Parameters<AccountDataRepository['orders']>[0];

/** The account holder's rights over their data: a copy of all of it. */
export class AccountService {
  constructor(
    private readonly data: AccountDataRepository,
    private readonly limits: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /**
   * The caller's data as JSON text, a piece at a time (orders are read in slices): profile,
   * sign-ins, businesses with their products, batches, supplies and retailers, saved addresses,
   * cart, and orders as shopper and as store. Refused before anything is read when not signed in
   * or past the hourly limit.
   */
  async exportData(viewer: Viewer | null): Promise<AsyncGenerator<string>> {
    if (!viewer) throw unauthenticated();
    await this.limits.consume(DATA_EXPORTS_PER_USER, viewer.userId);
    const profile = await this.data.profile(viewer.userId);
    if (!profile) throw unauthenticated();
    const businesses = await this.data.businesses(viewer.userId);
    const businessIds = businesses.map((b) => b.id);
    const products = await this.data.products(businessIds);
    const batches = await this.data.batches(products.map((p) => p.id));
    const head = {
      exportedAt: this.clock().toISOString(),
      about: 'Everything your Kasuwa account holds. Money is in kobo (100 kobo = ₦1).',
      profile,
      signIns: await this.data.sessions(viewer.userId),
      businesses,
      products,
      batches,
      batchSupplies: await this.data.supplies(batches.map((b) => b.id)),
      retailers: await this.data.retailers(businessIds),
      savedAddresses: await this.data.addresses(viewer.userId),
      cart: await this.data.cart(viewer.userId),
    };
    const data = this.data;
    return (async function* () {
      yield JSON.stringify(head, null, 2).replace(/\n}$/, ',\n');
      yield* ordersArray('ordersAsShopper', { shopperId: viewer.userId });
      yield ',\n';
      yield* ordersArray('ordersAsStore', { businessIds });
      yield '\n}\n';
    })();

    async function* ordersArray(name: string, owner: OrdersOwner) {
      yield `  ${JSON.stringify(name)}: [`;
      let after: { createdAt: Date; id: string } | null = null;
      let first = true;
      for (;;) {
        const slice = await data.orders(owner, after);
        for (const order of slice) {
          yield `${first ? '\n' : ',\n'}    ${JSON.stringify(order)}`;
          first = false;
        }
        const last = slice.at(-1);
        if (!last) break;
        after = { createdAt: last.createdAt, id: last.id };
      }
      yield first ? ']' : '\n  ]';
    }
  }
}
