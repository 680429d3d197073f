import type { StatsPeriod } from '@kasuwa/domain';
import type { Viewer } from '../../platform/viewer';
import type { ManufacturersService } from '../manufacturers/manufacturers.service';
import type { ProductsService } from '../products/products.service';
import type { RetailersService } from '../retailers/retailers.service';

export interface DashboardStats {
  period: StatsPeriod;
  /** Naira. */
  revenue: number;
  orders: number;
  returningUsers: number;
  reach: number;
  searches: number;
  landingViews: number;
  productCount: number;
  retailerCount: number;
}

/**
 * The dashboard's numbers for one of the caller's businesses. Orders and visits are not recorded
 * yet, so their figures are honestly zero; the catalogue counts are real.
 */
export class AnalyticsService {
  constructor(
    private readonly manufacturers: ManufacturersService,
    private readonly products: ProductsService,
    private readonly retailers: RetailersService,
  ) {}

  async dashboardStats(viewer: Viewer | null, manufacturerId: unknown, period: StatsPeriod): Promise<DashboardStats> {
    const manufacturer = await this.manufacturers.requireOwned(viewer, manufacturerId);
    const [productCounts, retailerCounts] = await Promise.all([
      this.products.countByManufacturerIds([manufacturer.id]),
      this.retailers.countByManufacturerIds([manufacturer.id]),
    ]);
    return {
      period,
      revenue: 0,
      orders: 0,
      returningUsers: 0,
      reach: 0,
      searches: 0,
      landingViews: 0,
      productCount: productCounts.get(manufacturer.id) ?? 0,
      retailerCount: retailerCounts.get(manufacturer.id) ?? 0,
    };
  }
}
