import { formatNaira } from '@kasuwa/domain';

/** "Shea Butter 250 ml — ₦4,500": a product page's tab, as its link preview names it; undefined until loaded. */
export function productDocumentTitle(product: { name: string; retailPrice: number } | null | undefined) {
  return product ? `${product.name} — ${formatNaira(product.retailPrice)}` : undefined;
}
