import { isProductCategory, PRODUCT_CATEGORY_LABELS } from '@kasuwa/domain';

/** A category page's title: the category's human label, or an unknown key with a capital first letter. */
export function categoryTitle(key: string): string {
  if (isProductCategory(key)) return PRODUCT_CATEGORY_LABELS[key];
  return key.charAt(0).toLocaleUpperCase('en-GB') + key.slice(1);
}
