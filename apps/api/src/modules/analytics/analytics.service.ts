import { addDays, dashboardPeriodDays, koboToNaira, type DashboardFigure, type StatsPeriod } from '@kasuwa/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import type { Viewer } from '../../platform/viewer';
import { nearestArea } from '../geocoding/nearest-area';
import type { ManufacturersService } from '../manufacturers/manufacturers.service';
import type { ProductsService } from '../products/products.service';
import type { RetailersService } from '../retailers/retailers.service';
import type { ShopEventsService } from '../shop-events/shop-events.service';
import {
  AnalyticsRepository,
  type PeriodSpan,
  type ProductFigures,
  type RetailerDirections,
  type SearchTermCount,
  type StoredDay,
  type StoredFigures,
} from './analytics.repository';

/** The six figures of a period; revenue in naira. */
export interface DashboardFigures {
  revenue: number;
  orders: number;
  returningUsers: number;
  reach: number;
  searches: number;
  landingViews: number;
}

export interface DashboardStats extends DashboardFigures {
  period: StatsPeriod;
  /** First and last Lagos day of the period (YYYY-MM-DD); the last is today. */
  from: string;
  to: string;
  previous: DashboardFigures;
  productCount: number;
  retailerCount: number;
  /** What the lists and the chart read, once the caller's ownership was checked. */
  span: PeriodSpan;
}

export type { ProductFigures, RetailerDirections, SearchTermCount };

export interface DashboardDay {
  date: string;
  value: number;
  /** The same day of the period before (its first day beside this one's first, and so on). */
  previousValue: number;
}

export interface DashboardDeliveryArea {
  area: string;
  state: string;
  latitude: number;
  longitude: number;
  orders: number;
}

const valueOf: Record<DashboardFigure, (f: StoredFigures) => number> = {
  REVENUE: (f) => koboToNaira(f.revenueKobo),
  ORDERS: (f) => f.orders,
  RETURNING_USERS: (f) => f.returningUsers,
  REACH: (f) => f.reach,
  SEARCHES: (f) => f.searches,
  LANDING_VIEWS: (f) => f.landingViews,
};

const inNaira = (f: StoredFigures): DashboardFigures => ({
  revenue: koboToNaira(f.revenueKobo),
  orders: f.orders,
  returningUsers: f.returningUsers,
  reach: f.reach,
  searches: f.searches,
  landingViews: f.landingViews,
});

/**
 * The dashboard's figures for one of the caller's businesses, read from the shop events' daily
 * rollups, which are brought up to date first (decision 0016).
 */
export class AnalyticsService {
  private readonly repository: AnalyticsRepository;
  /** One read of the days per dashboard query, however many figures its chart asks for. */
  private readonly daysRead = new WeakMap<PeriodSpan, Promise<Map<string, StoredDay>>>();

  constructor(
    db: Database,
    private readonly deps: {
      manufacturers: ManufacturersService;
      products: ProductsService;
      retailers: RetailersService;
      shopEvents: ShopEventsService;
      clock: Clock;
    },
  ) {
    this.repository = new AnalyticsRepository(db);
  }

  async dashboardStats(viewer: Viewer | null, manufacturerId: unknown, period: StatsPeriod): Promise<DashboardStats> {
    const manufacturer = await this.deps.manufacturers.requireOwned(viewer, manufacturerId);
    await this.deps.shopEvents.bringUpToDate();
    const days = dashboardPeriodDays(period, this.deps.clock());
    const span: PeriodSpan = {
      manufacturerId: manufacturer.id,
      previousFrom: days.previousFrom,
      from: days.from,
      to: days.to,
    };
    const [figures, productCounts, retailerCounts] = await Promise.all([
      this.repository.figures(span),
      this.deps.products.countByManufacturerIds([manufacturer.id]),
      this.deps.retailers.countByManufacturerIds([manufacturer.id]),
    ]);
    return {
      period,
      from: days.from,
      to: days.to,
      ...inNaira(figures.current),
      previous: inNaira(figures.previous),
      productCount: productCounts.get(manufacturer.id) ?? 0,
      retailerCount: retailerCounts.get(manufacturer.id) ?? 0,
      span,
    };
  }

  /** One entry per day of the period, oldest first, days without events as zero. */
  async daily(stats: DashboardStats, figure: DashboardFigure): Promise<DashboardDay[]> {
    let read = this.daysRead.get(stats.span);
    if (!read) {
      read = this.repository.days(stats.span).then((rows) => new Map(rows.map((row) => [row.day, row])));
      this.daysRead.set(stats.span, read);
    }
    const byDay = await read;
    const value = (day: string) => {
      const row = byDay.get(day);
      return row ? valueOf[figure](row) : 0;
    };
    const length = Math.round((Date.parse(stats.span.from) - Date.parse(stats.span.previousFrom)) / 86_400_000);
    return Array.from({ length }, (_, i) => {
      const date = addDays(stats.span.from, i);
      return { date, value: value(date), previousValue: value(addDays(stats.span.previousFrom, i)) };
    });
  }

  topProducts(stats: DashboardStats): Promise<ProductFigures[]> {
    return this.repository.topProducts(stats.span);
  }

  topSearchTerms(stats: DashboardStats): Promise<SearchTermCount[]> {
    return this.repository.topSearchTerms(stats.span);
  }

  searchesWithNoResults(stats: DashboardStats): Promise<SearchTermCount[]> {
    return this.repository.searchesWithNoResults(stats.span);
  }

  topDirectionRetailers(stats: DashboardStats): Promise<RetailerDirections[]> {
    return this.repository.topDirectionRetailers(stats.span);
  }

  /**
   * The period's orders by the area they are delivered to: each delivery cell (about 5.5 km a
   * side) named by its nearest area and shown at that area's centre, most orders first.
   */
  async deliveryAreas(stats: DashboardStats): Promise<DashboardDeliveryArea[]> {
    const byArea = new Map<string, DashboardDeliveryArea>();
    for (const cell of await this.repository.deliveryCells(stats.span)) {
      const area = nearestArea(cell.latitude, cell.longitude);
      const key = `${area.state}/${area.name}`;
      const known = byArea.get(key);
      if (known) known.orders += cell.orders;
      else
        byArea.set(key, {
          area: area.name,
          state: area.state,
          latitude: area.latitude,
          longitude: area.longitude,
          orders: cell.orders,
        });
    }
    return [...byArea.values()].sort((a, b) => b.orders - a.orders || a.area.localeCompare(b.area));
  }
}
