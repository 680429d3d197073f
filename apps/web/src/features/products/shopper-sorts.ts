/** The orders a shopper can pick, as they appear in the address (`?sort=`); the first is the default. */
export const SHOPPER_SORTS = [
  { param: 'newest', label: 'Newest', sort: 'NEWEST' },
  { param: 'price-low', label: 'Price: low to high', sort: 'PRICE_LOW_HIGH' },
  { param: 'price-high', label: 'Price: high to low', sort: 'PRICE_HIGH_LOW' },
] as const;

export type ShopperSort = (typeof SHOPPER_SORTS)[number];

/** The order a `?sort=` value names; the default for a missing or unknown one. */
export const shopperSortOf = (param: string | null): ShopperSort =>
  SHOPPER_SORTS.find((s) => s.param === param) ?? SHOPPER_SORTS[0];
