import { SHOP_EVENT_CLOCK_SKEW_MS, SHOP_EVENTS_RETENTION_DAYS, type ShopEventBatch } from '@kasuwa/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { ShopEventDaysRepository } from './shop-event-days.repository';
import { ShopEventsRepository } from './shop-events.repository';
import { toRows, type PendingEvent } from './shop-event-rows';
import type { ShopEventRow } from './shop-events.table';

export const SHOP_EVENTS_RETENTION_JOB = 'shop-events.retention';
const RETENTION_INTERVAL_SECONDS = 60 * 60;
export const SHOP_EVENTS_ROLLUP_JOB = 'shop-events.rollup';
const ROLLUP_INTERVAL_SECONDS = 5 * 60;
const DAY_MS = 24 * 60 * 60_000;
/** The buffer is written at least this often ... */
const FLUSH_INTERVAL_MS = 1_000;
/** ... and as soon as it holds this many events. */
const FLUSH_AT_EVENTS = 500;
/** Past this (the database down or far behind), new events are dropped rather than memory grown. */
const BUFFER_MAX_EVENTS = 50_000;
/**
 * How long a dashboard read waits for transactions still open (a checkout, another instance's
 * flush) when events committed after them are not yet in the figures; then it reads without them.
 */
const READ_WAITS_FOR_OPEN_MS = 1_000;

/** What an order placement or cancellation tells the events (one per brand store's order). */
export interface PlacedOrder {
  id: string;
  manufacturerId: string;
  totalKobo: number;
  /** When the order was placed (its order_placed event's time). */
  createdAt: Date;
}

/**
 * Records what happens in the shop. The browser's events wait in this process's buffer and are
 * written in one statement every second (or every 500 events, and when the app stops), so that a
 * request never waits for the database; their brands are resolved then, and events naming ids
 * that are not ours are dropped. Placed orders are written the same way, once their checkout committed.
 */
export class ShopEventsService {
  private readonly repository: ShopEventsRepository;
  private readonly days: ShopEventDaysRepository;
  private pending: PendingEvent[] = [];
  /** Rows the server made itself (orders), needing no lookup. */
  private ready: ShopEventRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    db: Database,
    private readonly deps: {
      jobs: JobQueue;
      clock: Clock;
      /** A flush that failed (its events are lost) or events dropped for a full buffer. */
      onError: (error: unknown) => void;
    },
  ) {
    this.repository = new ShopEventsRepository(db);
    this.days = new ShopEventDaysRepository(db);
    deps.jobs.work(SHOP_EVENTS_RETENTION_JOB, async () => void (await this.deleteExpired()), { retryLimit: 1 });
    deps.jobs.work(SHOP_EVENTS_ROLLUP_JOB, async () => void (await this.days.rollUp()), { retryLimit: 1 });
  }

  /**
   * Deletes expired raw events every hour and rolls new ones up into daily figures every five
   * minutes (each on one instance at a time).
   */
  async scheduleJobs() {
    await this.deps.jobs.every(SHOP_EVENTS_RETENTION_JOB, RETENTION_INTERVAL_SECONDS);
    await this.deps.jobs.every(SHOP_EVENTS_ROLLUP_JOB, ROLLUP_INTERVAL_SECONDS);
  }

  /**
   * Writes this process's buffer and rolls up every event committed so far, so that what is read
   * from the daily figures next is complete (unless a transaction stays open past
   * READ_WAITS_FOR_OPEN_MS); returns how many raw events it read.
   */
  async bringUpToDate(): Promise<number> {
    await this.flush();
    return this.days.rollUp({ waitMs: READ_WAITS_FOR_OPEN_MS });
  }

  /**
   * Takes a validated batch into the buffer and returns how many events it kept (events whose
   * browser time is more than a day off the server's are left out).
   */
  accept(batch: ShopEventBatch): number {
    const now = this.deps.clock();
    const kept = batch.events.filter((e) => Math.abs(e.at - now.getTime()) <= SHOP_EVENT_CLOCK_SKEW_MS);
    if (this.stopped || kept.length === 0) return 0;
    if (this.pending.length + kept.length > BUFFER_MAX_EVENTS) {
      this.deps.onError(new Error(`shop events buffer full (${BUFFER_MAX_EVENTS}): dropped ${kept.length} events`));
      return 0;
    }
    for (const event of kept) this.pending.push({ event, visitor: batch.visitor, visit: batch.visit, at: now });
    this.scheduleFlush();
    return kept.length;
  }

  private scheduleFlush() {
    if (this.pending.length + this.ready.length >= FLUSH_AT_EVENTS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS).unref();
  }

  /** Writes everything buffered so far; resolves once it is in the database (or its failure reported). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const taken = this.pending;
    const ready = this.ready;
    this.pending = [];
    this.ready = [];
    this.writing = this.writing.then(() => (taken.length + ready.length > 0 ? this.write(taken, ready) : undefined));
    return this.writing;
  }

  /** Takes no more events and writes what is buffered (the app calls it after the server closed). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.flush();
  }

  private async write(events: PendingEvent[], ready: ShopEventRow[]): Promise<void> {
    try {
      const lookup = await this.repository.lookUpBrands(idsNamedBy(events));
      await this.repository.insert([...ready, ...toRows(events, lookup)]);
    } catch (error) {
      this.deps.onError(error);
    }
  }

  /**
   * Once a checkout committed: one order_placed event per order, for its brand, with its total,
   * written with the next flush.
   */
  recordOrdersPlaced(orders: readonly PlacedOrder[], at: Date): void {
    if (this.stopped) return;
    for (const order of orders) {
      this.ready.push({
        manufacturerId: order.manufacturerId,
        type: 'order_placed',
        orderId: order.id,
        amountKobo: order.totalKobo,
        occurredAt: at,
      });
    }
    this.scheduleFlush();
  }

  /**
   * Once an order's cancellation committed: an order_cancelled event stored at the order's
   * placement time, so that the rollup counts that day again without the order. An order placed
   * nearer the retention limit than a day is left counted: its day's raw events are going, and
   * counting the day again from what is left would lose the rest.
   */
  recordOrdersCancelled(orders: readonly PlacedOrder[]): void {
    if (this.stopped) return;
    const oldest = this.deps.clock().getTime() - (SHOP_EVENTS_RETENTION_DAYS - 1) * DAY_MS;
    for (const order of orders) {
      if (order.createdAt.getTime() < oldest) continue;
      this.ready.push({
        manufacturerId: order.manufacturerId,
        type: 'order_cancelled',
        orderId: order.id,
        occurredAt: order.createdAt,
      });
    }
    this.scheduleFlush();
  }

  /** Deletes raw events older than SHOP_EVENTS_RETENTION_DAYS; returns how many. */
  async deleteExpired(): Promise<number> {
    return this.repository.deleteBefore(new Date(this.deps.clock().getTime() - SHOP_EVENTS_RETENTION_DAYS * DAY_MS));
  }
}

function idsNamedBy(events: PendingEvent[]) {
  const productIds = new Set<string>();
  const storeIds = new Set<string>();
  const slugs = new Set<string>();
  const manufacturerIds = new Set<string>();
  for (const { event } of events) {
    if ('productId' in event) productIds.add(event.productId);
    if ('productIds' in event) for (const id of event.productIds ?? []) productIds.add(id);
    if ('storeId' in event) storeIds.add(event.storeId);
    if ('storeSlug' in event && event.storeSlug) slugs.add(event.storeSlug);
    if ('manufacturerId' in event && event.manufacturerId) manufacturerIds.add(event.manufacturerId);
  }
  return {
    productIds: [...productIds],
    storeIds: [...storeIds],
    slugs: [...slugs],
    manufacturerIds: [...manufacturerIds],
  };
}
