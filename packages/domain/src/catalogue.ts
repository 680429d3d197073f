/** Industries a manufacturer can belong to (the values the existing client sends). */
export const INDUSTRIES = ['BEAUTY_AND_COSMETICS', 'CONSUMER_GOODS', 'OTC_PHARMACEUTICALS'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const INDUSTRY_LABELS: Record<Industry, string> = {
  BEAUTY_AND_COSMETICS: 'Beauty & Cosmetics',
  CONSUMER_GOODS: 'Consumer Goods',
  OTC_PHARMACEUTICALS: 'OTC Pharmaceuticals',
};

/** Product category keys, in the order the product specification lists them. */
export const PRODUCT_CATEGORIES = [
  'foodBeverages',
  'personalCare',
  'household',
  'cleaningCare',
  'healthWellness',
  'babyChildren',
  'petCare',
  'confectioneryChocolates',
  'tobaccoCigarettes',
  'alcoholicBeverages',
  'officeSchoolSupplies',
  'homeDecor',
  'automotiveProducts',
  'sportingGoods',
  'beautyCosmetics',
  'otcPharmaceuticals',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  foodBeverages: 'Food & Beverages',
  personalCare: 'Personal Care & Hygiene',
  household: 'Household Products',
  cleaningCare: 'Cleaning & Care',
  healthWellness: 'Health & Wellness',
  babyChildren: 'Baby & Children',
  petCare: 'Pet Care',
  confectioneryChocolates: 'Confectionery & Chocolates',
  tobaccoCigarettes: 'Tobacco & Cigarettes',
  alcoholicBeverages: 'Alcoholic Beverages',
  officeSchoolSupplies: 'Office & School Supplies',
  homeDecor: 'Home Decor',
  automotiveProducts: 'Automotive Products',
  sportingGoods: 'Sporting Goods',
  beautyCosmetics: 'Beauty & Cosmetics',
  otcPharmaceuticals: 'OTC Pharmaceuticals',
};

export function isProductCategory(value: string): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value);
}

/** The human label of a category key; an unknown key is shown as it is. */
export function categoryLabel(key: string): string {
  return isProductCategory(key) ? PRODUCT_CATEGORY_LABELS[key] : key;
}

/** The periods the manufacturer dashboard's figures cover. */
export const STATS_PERIODS = ['WEEKLY', 'MONTHLY', 'QUARTERLY'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
