import { randomUUID } from 'node:crypto';
import { deliveryFeeKobo as deliveryChargeKobo } from '@kasuwa/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { badInput, conflict, DomainError, tryAgainIn, unauthenticated } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { decodeCursor, encodeCursor, pageOf, pageSize, type Page } from '../../platform/paging';
import { parseInput } from '../../platform/parse-input';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import type { Viewer } from '../../platform/viewer';
import type { AddressesService } from '../addresses/addresses.service';
import type { AuthService } from '../auth/auth.service';
import { priceLines } from '../cart/cart-pricing';
import type { MailService } from '../mail/mail.service';
import type { ManufacturersService } from '../manufacturers/manufacturers.service';
import type { ProductsService } from '../products/products.service';
import { PaymentProviderError, type PaymentProviders } from '../payments/payment-provider';
import { newOrderNumber, ORDER_NUMBER } from './order-number';
import { canMove, paymentStatusAfter, refusalOf } from './order-rules';
import {
  CARD_PAGE_UNREACHABLE,
  CARD_UNAVAILABLE,
  noLongerAvailable,
  orderChanged,
  orderNotFound,
  totalChanged,
} from './orders.errors';
import {
  cancelSchema,
  checkoutKeySchema,
  deliverySettingsSchema,
  placeOrderSchema,
  type PlaceOrderValues,
} from './orders.input';
import { orderPlacedMails, orderStatusMail } from './orders.mails';
import { orderSortValue, OrdersRepository, type OrderFilter, type OrderSort } from './orders.repository';
import {
  ORDER_STATUSES,
  type DeliverySettingsRow,
  type OrderActor,
  type OrderLineRow,
  type OrderRow,
  type OrderStatus,
} from './orders.table';

export { ORDER_SORTS } from './orders.repository';

/** The web page the card provider sends the shopper back to, with `?reference=` (it calls confirmPayment). */
export const CARD_RETURN_PATH = '/checkout/return';
export const EXPIRE_CARD_ORDERS_JOB = 'orders.expire-card';
/** An unpaid card order keeps its stock this long. */
export const CARD_PAYMENT_WINDOW_MS = 30 * 60_000;
/** What a deleted account's orders show in place of the recipient's name. */
export const DELETED_SHOPPER_NAME = 'Deleted account';
const EXPIRY_INTERVAL_SECONDS = 5 * 60;
const EXPIRY_BATCH = 100;
const NUMBER_ATTEMPTS = 5;
const SEARCH_MAX_LENGTH = 100;
/** Each checkout holds stock until its orders are cancelled: one account places this many an hour. */
export const CHECKOUTS_PER_USER: RateLimitRule = {
  name: 'checkout_user',
  points: 60,
  durationSeconds: 60 * 60,
  message: (seconds) => `Too many orders in an hour. ${tryAgainIn(seconds)}`,
};
/** Orders read per statement while a CSV export streams. */
const EXPORT_BATCH = 200;

export interface CheckoutResult {
  orders: OrderRow[];
  /** Where to send the shopper to pay by card; null for pay on delivery. */
  paymentRedirectUrl: string | null;
}

export interface OrderListOptions {
  statuses?: readonly OrderStatus[] | null;
  first?: number | null;
  after?: string | null;
}

export interface ManufacturerOrderOptions extends OrderListOptions {
  search?: string | null;
  sort?: OrderSort | null;
}

export class OrdersService {
  private readonly repository: OrdersRepository;
  private onPlaced: (orders: readonly OrderRow[], at: Date) => void = () => undefined;
  private onCancelled: (order: OrderRow) => void = () => undefined;

  constructor(
    private readonly db: Database,
    private readonly deps: {
      products: ProductsService;
      manufacturers: ManufacturersService;
      auth: AuthService;
      addresses: Pick<AddressesService, 'findOwned'>;
      mail: MailService;
      payments: PaymentProviders;
      jobs: JobQueue;
      rateLimiter: RateLimiter;
      clock: Clock;
      /** The site's address for links in mails a job sends (requests use their own). */
      publicUrl: string | undefined;
      /** Before an unpaid card checkout is cancelled: true when the provider says it was paid after all. */
      settleCardPayment: (checkoutId: string) => Promise<boolean>;
    },
  ) {
    this.repository = new OrdersRepository(db);
    deps.jobs.work(EXPIRE_CARD_ORDERS_JOB, async () => void (await this.cancelAbandonedCardOrders()), {
      retryLimit: 1,
    });
  }

  /**
   * Told of each checkout's new orders once committed (the shop's events record them). Not inside
   * the transaction: the checkout stays one write while its stock rows are locked.
   */
  whenPlaced(hook: (orders: readonly OrderRow[], at: Date) => void): void {
    this.onPlaced = hook;
  }

  /** Told of each cancellation once committed (the shop's events count the order's day again). */
  whenCancelled(hook: (order: OrderRow) => void): void {
    this.onCancelled = hook;
  }

  /** Looks every five minutes for card orders left unpaid (on one instance at a time). */
  async scheduleExpiry() {
    await this.deps.jobs.every(EXPIRE_CARD_ORDERS_JOB, EXPIRY_INTERVAL_SECONDS);
  }

  /**
   * Places one order per brand store in one transaction: prices and stock re-checked on locked
   * rows, stock taken, orders, lines, timeline and mails written together. The same key from the
   * same shopper answers the orders it made the first time.
   */
  async placeOrder(viewer: Viewer | null, input: unknown, baseUrl: string): Promise<CheckoutResult> {
    if (!viewer) throw unauthenticated('Log in to place your order.');
    const { idempotencyKey } = parseInput(checkoutKeySchema, input);
    const known = await this.repository.shopperAndOrdersOfKey(viewer.userId, idempotencyKey);
    if (!known) throw unauthenticated();
    const { shopper } = known;
    // A replay answers what its key made, whatever the rest says now (its saved address may be gone since).
    if (known.orders.length > 0) return this.checkoutResult(known.orders, shopper.email, baseUrl);

    const values = parseInput(placeOrderSchema, await this.withSavedAddress(viewer, input));
    const provider = values.paymentMethod === 'CARD' ? this.deps.payments.card : this.deps.payments.payOnDelivery;
    if (!provider) throw badInput(CARD_UNAVAILABLE, 'paymentMethod');
    await this.deps.rateLimiter.consume(CHECKOUTS_PER_USER, viewer.userId);

    for (let attempt = 1; ; attempt++) {
      try {
        const placed = await this.placeInTransaction(viewer.userId, shopper, values, baseUrl);
        return await this.checkoutResult(placed, shopper.email, baseUrl);
      } catch (error) {
        // Another order took one of the numbers drawn meanwhile (rare): nothing was written, draw again.
        if (!isOrderNumberTaken(error) || attempt >= NUMBER_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * One checkout's transaction, in four round trips: the checkout's key, the products locked with
   * their stores, one statement writing everything, commit. Everything the write needs is computed
   * between the lock and that statement, so the locks are held for as short a time as possible.
   * Inside it every read goes through `tx` (PGlite is one connection).
   */
  private async placeInTransaction(
    shopperId: string,
    shopper: { email: string; name: string },
    values: PlaceOrderValues,
    baseUrl: string,
  ): Promise<OrderRow[]> {
    const now = this.deps.clock();
    let placedNow: OrderRow[] = [];
    const placed = await this.db.transaction(async (tx) => {
      const repository = new OrdersRepository(tx);
      const checkoutId = await repository.insertCheckout(shopperId, values.idempotencyKey, now);
      // The same key committed meanwhile (a double click): answer what it made.
      if (!checkoutId) return repository.ordersOfCheckoutKey(shopperId, values.idempotencyKey);

      const locked = await repository.lockCheckoutProducts(values.lines.map((l) => l.productId));
      const priced = priceLines(
        values.lines,
        locked.map((l) => l.product),
      );
      const problems = priced.filter((l) => l.problem !== null);
      if (problems.length > 0) {
        throw noLongerAvailable(problems.map((l) => ({ productId: l.productId, message: l.message ?? '' })));
      }

      const storeOf = new Map(locked.map((l) => [l.product.manufacturerId, l]));
      const byStore = new Map<string, typeof priced>();
      for (const line of priced) {
        const storeId = line.product?.manufacturerId ?? '';
        byStore.set(storeId, [...(byStore.get(storeId) ?? []), line]);
      }
      const orders = [...byStore]
        .map(([manufacturerId, lines]): OrderRow => {
          const subtotalKobo = lines.reduce((sum, l) => sum + l.unitPriceKobo * l.quantity, 0);
          const deliveryFeeKobo = deliveryChargeKobo(storeOf.get(manufacturerId)?.delivery ?? undefined, subtotalKobo);
          return orderValues(values, { checkoutId, shopperId, manufacturerId, subtotalKobo, deliveryFeeKobo, now });
        })
        .sort((a, b) => a.number.localeCompare(b.number));
      const totalKobo = orders.reduce((sum, o) => sum + o.subtotalKobo + o.deliveryFeeKobo, 0);
      // Thrown inside the transaction: the checkout's key goes with it, so the shopper can try again.
      if (values.expectedTotal !== undefined && values.expectedTotal !== totalKobo) throw totalChanged(totalKobo);
      const orderOf = new Map(orders.map((o) => [o.manufacturerId, o]));
      const lines = priced.map((l) => ({
        orderId: orderOf.get(l.product?.manufacturerId ?? '')?.id ?? '',
        productId: l.productId,
        name: l.product?.name ?? '',
        unitPriceKobo: l.unitPriceKobo,
        imageUrl: l.product?.imageUrl ?? '',
        quantity: l.quantity,
      }));
      const mails = orderPlacedMails(
        shopper,
        orders.map((order) => ({
          order,
          lines: lines.filter((l) => l.orderId === order.id),
          storeName: storeOf.get(order.manufacturerId)?.storeName ?? 'the store',
          ownerEmail: storeOf.get(order.manufacturerId)?.ownerEmail ?? null,
        })),
        `${baseUrl}/account/orders`,
      );
      const taken = await repository.writeCheckout({
        shopperId,
        stock: values.lines,
        orders,
        lines,
        events: orders.map((o) => ({
          orderId: o.id,
          status: 'PENDING' as const,
          actor: 'SHOPPER' as const,
          actorUserId: shopperId,
          at: now,
        })),
        mails,
        now,
      });
      // The rows are locked, so this cannot happen; if it ever did, nothing may be written.
      if (taken !== values.lines.length) throw new Error('stock changed under a row lock');
      this.deps.mail.queuedInTransaction();
      placedNow = orders;
      return orders;
    });
    if (placedNow.length > 0) this.onPlaced(placedNow, now);
    return placed;
  }

  /**
   * A checkout may name one of the shopper's saved addresses (`addressId`) instead of typing one:
   * its address fills `address`, and its recipient and phone fill those left empty.
   */
  private async withSavedAddress(viewer: Viewer, input: unknown): Promise<unknown> {
    if (typeof input !== 'object' || input === null || !('addressId' in input) || input.addressId == null) return input;
    const typed = input as Record<string, unknown>;
    if (typed.address != null) throw badInput('Choose a saved address or type one, not both.', 'addressId');
    const saved = await this.deps.addresses.findOwned(viewer, input.addressId);
    if (!saved) throw new DomainError('NOT_FOUND', 'Address not found', 'addressId');
    const blank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');
    return {
      ...typed,
      address: { fullAddress: saved.fullAddress, latitude: saved.latitude, longitude: saved.longitude },
      recipientName: blank(typed.recipientName) ? saved.recipientName : typed.recipientName,
      phone: blank(typed.phone) ? saved.phone : typed.phone,
    };
  }

  /** The shopper cancels their own order (before it ships). */
  async cancelAsShopper(viewer: Viewer | null, number: unknown, reason: unknown, baseUrl: string): Promise<OrderRow> {
    if (!viewer) throw unauthenticated();
    const order = await this.findByNumber(number);
    if (!order || order.shopperId !== viewer.userId) throw orderNotFound();
    const note = reason == null || reason === '' ? null : parseInput(cancelSchema, { reason }).reason;
    return this.move(order, 'SHOPPER', viewer.userId, 'CANCELLED', note, baseUrl);
  }

  /** The store moves its order on (PENDING → CONFIRMED → SHIPPED → DELIVERED) or cancels it with a reason. */
  async moveAsManufacturer(
    viewer: Viewer | null,
    input: { number?: unknown; status?: unknown; reason?: unknown },
    baseUrl: string,
  ): Promise<OrderRow> {
    if (!viewer) throw unauthenticated();
    const order = await this.findByNumber(input.number);
    if (!order || !(await this.ownsStore(viewer, order.manufacturerId))) throw orderNotFound();
    const to = ORDER_STATUSES.find((s) => s === input.status);
    if (!to) throw badInput('Choose a status', 'status');
    const reason = to === 'CANCELLED' ? parseInput(cancelSchema, { reason: input.reason }).reason : null;
    return this.move(order, 'MANUFACTURER', viewer.userId, to, reason, baseUrl);
  }

  /** Cancels card orders unpaid after the payment window, returning their stock. */
  async cancelAbandonedCardOrders(): Promise<number> {
    let cancelled = 0;
    for (;;) {
      const before = new Date(this.deps.clock().getTime() - CARD_PAYMENT_WINDOW_MS);
      const batch = await this.repository.abandonedCardOrders(before, EXPIRY_BATCH);
      const paid = new Map<string, Promise<boolean>>();
      for (const order of batch) {
        if (!paid.has(order.checkoutId)) paid.set(order.checkoutId, this.deps.settleCardPayment(order.checkoutId));
        if (await paid.get(order.checkoutId)) continue;
        try {
          await this.move(
            order,
            'SYSTEM',
            null,
            'CANCELLED',
            'The card payment was not completed in 30 minutes.',
            this.deps.publicUrl ?? '',
          );
          cancelled += 1;
        } catch (error) {
          // Paid or moved meanwhile: nothing to release.
          if (!(error instanceof DomainError)) throw error;
        }
      }
      if (batch.length < EXPIRY_BATCH) return cancelled;
    }
  }

  /** An order its shopper or its store's owner may see; null for anyone else. */
  async findForViewer(viewer: Viewer | null, number: unknown): Promise<OrderRow | null> {
    if (!viewer) throw unauthenticated();
    const order = await this.findByNumber(number);
    if (!order) return null;
    if (order.shopperId === viewer.userId || (await this.ownsStore(viewer, order.manufacturerId))) return order;
    return null;
  }

  async myOrders(viewer: Viewer | null, options: OrderListOptions): Promise<Page<OrderRow>> {
    if (!viewer) throw unauthenticated();
    return this.page({ shopperId: viewer.userId, statuses: options.statuses }, 'NEWEST', options);
  }

  async manufacturerOrders(
    viewer: Viewer | null,
    manufacturerId: unknown,
    options: ManufacturerOrderOptions,
  ): Promise<Page<OrderRow>> {
    const store = await this.deps.manufacturers.requireOwned(viewer, manufacturerId);
    return this.page(
      { manufacturerId: store.id, statuses: options.statuses, search: searchText(options.search) },
      options.sort ?? 'NEWEST',
      options,
    );
  }

  /** How many of the store's orders wait for it to confirm them. */
  async newOrderCount(viewer: Viewer | null, manufacturerId: unknown): Promise<number> {
    const store = await this.deps.manufacturers.requireOwned(viewer, manufacturerId);
    return this.repository.count({ manufacturerId: store.id, statuses: ['PENDING'] });
  }

  /**
   * The store's orders matching the filter, newest first, a batch at a time with their lines
   * (for the CSV export: memory stays one batch whatever the number of orders).
   */
  async *exportBatches(
    viewer: Viewer | null,
    manufacturerId: unknown,
    options: { statuses?: readonly OrderStatus[] | null; search?: string | null },
  ): AsyncGenerator<{ order: OrderRow; lines: OrderLineRow[] }[]> {
    const store = await this.deps.manufacturers.requireOwned(viewer, manufacturerId);
    const filter: OrderFilter = {
      manufacturerId: store.id,
      statuses: options.statuses,
      search: searchText(options.search),
    };
    let after: { value: string | number; id: string } | undefined;
    for (;;) {
      const batch = await this.repository.page(filter, 'NEWEST', EXPORT_BATCH, after);
      const lines = await this.repository.linesOf(batch.map((o) => o.id));
      yield batch.map((order) => ({ order, lines: lines.filter((l) => l.orderId === order.id) }));
      const last = batch.at(-1);
      if (!last || batch.length < EXPORT_BATCH) return;
      after = { value: orderSortValue(last, 'NEWEST'), id: last.id };
    }
  }

  async setDeliverySettings(
    viewer: Viewer | null,
    input: { manufacturerId?: unknown; fee?: unknown; freeAbove?: unknown },
  ): Promise<DeliverySettingsRow> {
    const store = await this.deps.manufacturers.requireOwned(viewer, input.manufacturerId);
    const values = parseInput(deliverySettingsSchema, input);
    return this.repository.saveDeliverySettings(store.id, values, this.deps.clock());
  }

  /** Each store's delivery settings (a store that never set them charges nothing). */
  async deliverySettingsOf(manufacturerIds: readonly string[]): Promise<DeliverySettingsRow[]> {
    return this.repository.deliverySettingsOf(manufacturerIds);
  }

  /** How many of the shopper's orders are still moving or owed a refund (inside `tx` when given). */
  openOrderCountOfShopper(shopperId: string, tx: Database = this.db): Promise<number> {
    return new OrdersRepository(tx).openCountOfShopper(shopperId);
  }

  /** Keeps the shopper's orders for the stores' books without anything that identifies them (decision 0021). */
  anonymiseShopper(shopperId: string, tx: Database): Promise<number> {
    return new OrdersRepository(tx).anonymiseShopper(shopperId, DELETED_SHOPPER_NAME);
  }

  linesOf(orderIds: readonly string[]) {
    return this.repository.linesOf(orderIds);
  }

  eventsOf(orderIds: readonly string[]) {
    return this.repository.eventsOf(orderIds);
  }

  checkoutsOf(checkoutIds: readonly string[]) {
    return this.repository.checkoutsByIds(checkoutIds);
  }

  private async move(
    order: OrderRow,
    actor: OrderActor,
    actorUserId: string | null,
    to: OrderStatus,
    reason: string | null,
    baseUrl: string,
  ): Promise<OrderRow> {
    if (!canMove(actor, order.status, to))
      throw new DomainError('CONFLICT', refusalOf(actor, order.status, to), 'status');
    const [shopper] = order.shopperId ? await this.deps.auth.findUsers([order.shopperId]) : [];
    const moved = await this.db.transaction(async (tx) => {
      const repository = new OrdersRepository(tx);
      const now = this.deps.clock();
      const moved = await repository.move(
        order.id,
        order,
        {
          status: to,
          paymentStatus: paymentStatusAfter(order, to),
          ...(to === 'CANCELLED' ? { cancelReason: reason } : {}),
        },
        now,
      );
      if (!moved) throw orderChanged();
      if (to === 'CANCELLED') {
        const lines = await repository.linesOf([order.id]);
        const back = lines.flatMap((l) => (l.productId ? [{ productId: l.productId, quantity: l.quantity }] : []));
        // Locked in id order first, as checkout does, so the two never deadlock.
        await this.deps.products.lockForOrder(
          tx,
          back.map((l) => l.productId),
        );
        await this.deps.products.returnStock(tx, back);
      }
      await repository.insertEvents([{ orderId: order.id, status: to, actor, actorUserId, note: reason, at: now }]);
      if (shopper) await this.deps.mail.queue(orderStatusMail(shopper, moved, `${baseUrl}/account/orders`), tx);
      return moved;
    });
    if (to === 'CANCELLED') this.onCancelled(moved);
    return moved;
  }

  private async page(filter: OrderFilter, sort: OrderSort, options: OrderListOptions): Promise<Page<OrderRow>> {
    const limit = pageSize(options.first);
    const after = options.after ? decodeCursor(sort, options.after) : undefined;
    const [rows, totalCount] = await Promise.all([
      this.repository.page(filter, sort, limit + 1, after),
      this.repository.count(filter),
    ]);
    return pageOf(rows, limit, totalCount, (last) => encodeCursor(sort, orderSortValue(last, sort), last.id));
  }

  private async findByNumber(number: unknown): Promise<OrderRow | null> {
    if (typeof number !== 'string') return null;
    const normalised = number.trim().toUpperCase();
    if (!ORDER_NUMBER.test(normalised)) return null;
    return (await this.repository.findByNumber(normalised)) ?? null;
  }

  private async ownsStore(viewer: Viewer, manufacturerId: string): Promise<boolean> {
    const [store] = await this.deps.manufacturers.findByIds([manufacturerId]);
    return store?.ownerId === viewer.userId;
  }

  private async checkoutResult(orders: OrderRow[], email: string, baseUrl: string): Promise<CheckoutResult> {
    const first = orders[0];
    if (!first || first.paymentMethod !== 'CARD' || first.paymentStatus !== 'UNPAID' || !this.deps.payments.card) {
      return { orders, paymentRedirectUrl: null };
    }
    // The provider takes a reference once: a replayed checkout answers the page it made the first time.
    const checkout = await this.repository.findCheckout(first.checkoutId);
    if (checkout?.paymentRedirectUrl) return { orders, paymentRedirectUrl: checkout.paymentRedirectUrl };
    let started: { redirectUrl: string } | null;
    try {
      started = await this.deps.payments.card.initialise({
        reference: first.checkoutId,
        amountKobo: orders.reduce((sum, o) => sum + o.totalKobo, 0),
        email,
        returnUrl: `${baseUrl}${CARD_RETURN_PATH}`,
      });
    } catch (error) {
      // The orders stand (and hold their stock for the payment window): the same key asks again.
      if (error instanceof PaymentProviderError) throw conflict(CARD_PAGE_UNREACHABLE);
      throw error;
    }
    if (started) await this.repository.savePaymentRedirect(first.checkoutId, started.redirectUrl);
    return { orders, paymentRedirectUrl: started?.redirectUrl ?? null };
  }
}

function orderValues(
  values: PlaceOrderValues,
  order: {
    checkoutId: string;
    shopperId: string;
    manufacturerId: string;
    subtotalKobo: number;
    deliveryFeeKobo: number;
    now: Date;
  },
): OrderRow {
  return {
    id: randomUUID(),
    number: newOrderNumber(),
    checkoutId: order.checkoutId,
    shopperId: order.shopperId,
    manufacturerId: order.manufacturerId,
    status: 'PENDING',
    paymentMethod: values.paymentMethod,
    paymentStatus: 'UNPAID',
    subtotalKobo: order.subtotalKobo,
    deliveryFeeKobo: order.deliveryFeeKobo,
    totalKobo: order.subtotalKobo + order.deliveryFeeKobo,
    deliveryAddress: values.address.fullAddress,
    deliveryLatitude: values.address.latitude ?? null,
    deliveryLongitude: values.address.longitude ?? null,
    recipientName: values.recipientName,
    phone: values.phone,
    note: values.note ?? null,
    cancelReason: null,
    createdAt: order.now,
    updatedAt: order.now,
  };
}

/** The unique index on order numbers refused one (the error may come wrapped by the query builder). */
function isOrderNumberTaken(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (
      (e as { code?: unknown }).code === '23505' &&
      (e as { constraint?: unknown }).constraint === 'orders_number_unique'
    )
      return true;
  }
  return false;
}

function searchText(search: string | null | undefined): string | null {
  const text = search?.trim() ?? '';
  if (text.length > SEARCH_MAX_LENGTH) throw badInput(`Search for at most ${SEARCH_MAX_LENGTH} characters.`, 'search');
  return text === '' ? null : text;
}
