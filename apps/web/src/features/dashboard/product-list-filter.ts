import { isProductCategory, type ProductCategory } from '@kasuwa/domain';

export const PRODUCT_SORT_OPTIONS = [
  { key: 'newest', label: 'Newest first', sort: 'NEWEST' },
  { key: 'oldest', label: 'Oldest first', sort: 'OLDEST' },
  { key: 'name', label: 'Name (A–Z)', sort: 'NAME' },
  { key: 'name-desc', label: 'Name (Z–A)', sort: 'NAME_Z_A' },
  { key: 'price', label: 'Price (low to high)', sort: 'PRICE_LOW_HIGH' },
  { key: 'price-desc', label: 'Price (high to low)', sort: 'PRICE_HIGH_LOW' },
  { key: 'stock', label: 'Stock (low to high)', sort: 'STOCK_LOW_HIGH' },
  { key: 'stock-desc', label: 'Stock (high to low)', sort: 'STOCK_HIGH_LOW' },
] as const;

export type ProductSortKey = (typeof PRODUCT_SORT_OPTIONS)[number]['key'];
export type ProductSortValue = (typeof PRODUCT_SORT_OPTIONS)[number]['sort'];

/** What My Products shows, as the address bar keeps it: `?q=cream&category=personalCare&sort=price&stock=low`. */
export interface ProductListFilter {
  search: string;
  category: ProductCategory | '';
  sort: ProductSortKey;
  lowStock: boolean;
}

export const DEFAULT_PRODUCT_FILTER: ProductListFilter = { search: '', category: '', sort: 'newest', lowStock: false };

const PARAMS = { search: 'q', category: 'category', sort: 'sort', lowStock: 'stock' } as const;
const LOW_STOCK_PARAM = 'low';

/** The filter in `params`; anything unknown falls back to the default, so an edited address never breaks the list. */
export function productFilterFromParams(params: URLSearchParams): ProductListFilter {
  const category = params.get(PARAMS.category) ?? '';
  return {
    search: params.get(PARAMS.search)?.trim() ?? '',
    category: isProductCategory(category) ? category : '',
    sort: PRODUCT_SORT_OPTIONS.find((s) => s.key === params.get(PARAMS.sort))?.key ?? DEFAULT_PRODUCT_FILTER.sort,
    lowStock: params.get(PARAMS.lowStock) === LOW_STOCK_PARAM,
  };
}

/** `params` with the filter written in; defaults are left out, other parameters kept. */
export function paramsWithProductFilter(params: URLSearchParams, filter: ProductListFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof ProductListFilter, string> = {
    search: filter.search.trim(),
    category: filter.category,
    sort: filter.sort === DEFAULT_PRODUCT_FILTER.sort ? '' : filter.sort,
    lowStock: filter.lowStock ? LOW_STOCK_PARAM : '',
  };
  for (const field of Object.keys(PARAMS) as (keyof ProductListFilter)[]) {
    if (values[field]) next.set(PARAMS[field], values[field]);
    else next.delete(PARAMS[field]);
  }
  return next;
}

export const productSortOf = (key: ProductSortKey): ProductSortValue =>
  PRODUCT_SORT_OPTIONS.find((s) => s.key === key)?.sort ?? 'NEWEST';

/** Whether anything narrows the list (so an empty answer means "nothing matches", not "no products"). */
export const isNarrowed = (filter: ProductListFilter): boolean =>
  filter.search !== '' || filter.category !== '' || filter.lowStock;
