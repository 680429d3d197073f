import type { ShopEvent } from '@kasuwa/domain';
import type { BrandLookup } from './shop-events.repository';
import type { ShopEventRow } from './shop-events.table';

/** An accepted event waiting for the next flush, with its visit and the server's time of arrival. */
export interface PendingEvent {
  event: ShopEvent;
  visitor: string;
  visit: string;
  at: Date;
}

/**
 * The rows of buffered events: one per brand each event concerns, resolved through `lookup`. An
 * event naming nothing of ours gives no row. A list or a search showing several brands' products
 * gives each brand a row with how many of its products were shown (`quantity`).
 */
export function toRows(events: readonly PendingEvent[], lookup: BrandLookup): ShopEventRow[] {
  const rows: ShopEventRow[] = [];
  for (const { event, visitor, visit, at } of events) {
    const row = { visitorId: visitor, visitId: visit, occurredAt: at, type: event.type };
    switch (event.type) {
      case 'store_viewed': {
        const brand = knownBrand(lookup, event.manufacturerId) ?? lookup.slugBrand.get(event.storeSlug ?? '');
        if (brand) rows.push({ ...row, manufacturerId: brand, landing: event.landing === true });
        break;
      }
      case 'product_viewed': {
        const brand = lookup.productBrand.get(event.productId);
        if (brand) {
          rows.push({ ...row, manufacturerId: brand, productId: event.productId, landing: event.landing === true });
        }
        break;
      }
      case 'added_to_cart': {
        const brand = lookup.productBrand.get(event.productId);
        if (brand) rows.push({ ...row, manufacturerId: brand, productId: event.productId, quantity: event.quantity });
        break;
      }
      case 'product_listed':
        for (const [brand, shown] of shownPerBrand(event.productIds, lookup)) {
          rows.push({ ...row, manufacturerId: brand, list: event.list, quantity: shown });
        }
        break;
      case 'search': {
        const store = knownBrand(lookup, event.manufacturerId);
        const shown = shownPerBrand(event.productIds ?? [], lookup);
        const search = { ...row, term: event.term, resultCount: event.resultCount };
        if (store) rows.push({ ...search, manufacturerId: store, list: 'store', quantity: shown.get(store) ?? 0 });
        for (const [brand, count] of shown) {
          if (brand !== store) rows.push({ ...search, manufacturerId: brand, list: 'search', quantity: count });
        }
        break;
      }
      case 'retailer_opened':
      case 'directions_asked': {
        const brand = lookup.storeBrand.get(event.storeId);
        if (brand) rows.push({ ...row, manufacturerId: brand, storeId: event.storeId });
        break;
      }
    }
  }
  return rows;
}

const knownBrand = (lookup: BrandLookup, id: string | undefined) => (id && lookup.brands.has(id) ? id : undefined);

function shownPerBrand(productIds: readonly string[], lookup: BrandLookup): Map<string, number> {
  const shown = new Map<string, number>();
  for (const id of new Set(productIds)) {
    const brand = lookup.productBrand.get(id);
    if (brand) shown.set(brand, (shown.get(brand) ?? 0) + 1);
  }
  return shown;
}
