import type { ProductRow } from '../products/products.table';

export type CartLineProblem = 'DELETED' | 'OUT_OF_STOCK' | 'QUANTITY_CAPPED';

/** A cart line as the server prices it now. */
export interface PricedLine {
  productId: string;
  product: ProductRow | null;
  requestedQuantity: number;
  /** What can be bought: the request capped at the stock (0 when none can). */
  quantity: number;
  unitPriceKobo: number;
  problem: CartLineProblem | null;
  message: string | null;
}

/** The one rule for what of a line can be bought now: used by the cart and by checkout. */
export function priceLine(line: { productId: string; quantity: number }, product: ProductRow | undefined): PricedLine {
  const base = { productId: line.productId, requestedQuantity: line.quantity };
  if (!product) {
    return {
      ...base,
      product: null,
      quantity: 0,
      unitPriceKobo: 0,
      problem: 'DELETED',
      message: 'This product is no longer sold.',
    };
  }
  const priced = { ...base, product, unitPriceKobo: product.retailPriceKobo };
  if (product.quantity <= 0) {
    return { ...priced, quantity: 0, problem: 'OUT_OF_STOCK', message: `${product.name} is out of stock.` };
  }
  if (line.quantity > product.quantity) {
    return {
      ...priced,
      quantity: product.quantity,
      problem: 'QUANTITY_CAPPED',
      message: `Only ${product.quantity} of ${product.name} left.`,
    };
  }
  return { ...priced, quantity: line.quantity, problem: null, message: null };
}

export function priceLines(
  lines: readonly { productId: string; quantity: number }[],
  products: readonly ProductRow[],
): PricedLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return lines.map((line) => priceLine(line, byId.get(line.productId)));
}
