import type { Database } from '../../platform/db/client';
import { conflict, unauthenticated } from '../../platform/errors';
import type { Viewer } from '../../platform/viewer';
import type { AuthService } from '../auth/auth.service';
import type { ManufacturersService } from '../manufacturers/manufacturers.service';
import type { OrdersService } from '../orders/orders.service';

export interface DeletedAccount {
  /** The businesses deleted with the account. */
  businesses: number;
  /** The shopper's past orders kept, anonymised, for the stores' books. */
  anonymisedOrders: number;
}

/**
 * The right to erasure (decision 0021): after the password, in one transaction, the account's
 * businesses go (refused while one has taken orders), its past orders as a shopper stay for the
 * stores without anything that identifies the person (refused while one is still open), and the
 * user row goes with everything that hangs from it, every session included.
 */
export class AccountDeletionService {
  constructor(
    private readonly db: Database,
    private readonly deps: { auth: AuthService; manufacturers: ManufacturersService; orders: OrdersService },
  ) {}

  async deleteAccount(viewer: Viewer | null, password: unknown): Promise<DeletedAccount> {
    const user = await this.deps.auth.confirmPassword(viewer, password);
    return this.db.transaction(async (tx) => {
      // A checkout adding an order for this person waits for the row, then fails; or it went first
      // and its order is counted below.
      if (!(await this.deps.auth.lockUser(user.id, tx))) throw unauthenticated();
      const open = await this.deps.orders.openOrderCountOfShopper(user.id, tx);
      if (open > 0) {
        throw conflict(
          `You have ${open} ${open === 1 ? 'order' : 'orders'} still in progress or awaiting a refund. Your account can be deleted once ${open === 1 ? 'it is' : 'they are'} delivered, cancelled or refunded.`,
        );
      }
      const businesses = await this.deps.manufacturers.deleteAllOfOwner(user.id, tx);
      const anonymisedOrders = await this.deps.orders.anonymiseShopper(user.id, tx);
      await this.deps.auth.deleteUser(user.id, tx);
      return { businesses: businesses.length, anonymisedOrders };
    });
  }
}
