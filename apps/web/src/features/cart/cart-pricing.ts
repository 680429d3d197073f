import type { PricedCart, PricedCartLine } from './api/price-cart';
import type { Cart, CartItem } from './cart-rules';

/** What the cart screen tells about a line after the server priced it. */
export interface LineNotice {
  /** The price the line had before (naira), when the server's price differs. */
  wasPrice?: number;
  /** The server's message when it capped the quantity at the stock ("Only 3 of … left."). */
  message?: string;
}

export interface PricingResult {
  cart: Cart;
  notices: Map<string, LineNotice>;
  /** False when the cart is the same as before: nothing to save. */
  changed: boolean;
}

export interface PricingOptions {
  /**
   * The server's cart is the whole truth (a signed-in shopper's): local lines it lacks go, and its
   * lines the browser lacks (added on another device) come in. Otherwise (priceCart of the
   * browser's lines) only the lines it priced change.
   */
  authoritative: boolean;
  /** Lines the shopper changed since the server's answer was asked for: kept as they are. */
  keepLocal?: (productId: string) => boolean;
}

/**
 * The browser's cart updated to what the server priced: today's price (the old one noted), fresh
 * name and image, and a quantity over the stock capped with the server's message. Deleted and
 * out-of-stock lines stay as they were, for the screen to mark (the shopper removes them).
 */
export function applyPricing(local: Cart, priced: PricedCart, options: PricingOptions): PricingResult {
  const keepLocal = options.keepLocal ?? (() => false);
  const byId = new Map(priced.lines.map((line) => [line.productId, line]));
  const notices = new Map<string, LineNotice>();
  let changed = false;

  const next: Cart = [];
  for (const item of local) {
    const line = byId.get(item.id);
    byId.delete(item.id);
    if (keepLocal(item.id)) next.push(item);
    else if (!line) {
      if (options.authoritative) changed = true;
      else next.push(item);
    } else {
      const updated = updateItem(item, line, options.authoritative, notices);
      if (!sameItem(item, updated)) changed = true;
      next.push(updated);
    }
  }
  if (options.authoritative) {
    for (const line of byId.values()) {
      const added = line.product ? newItem(line, line.product, notices) : null;
      if (added) {
        next.push(added);
        changed = true;
      }
    }
  }
  return { cart: changed ? next : local, notices, changed };
}

type PricedProduct = NonNullable<PricedCartLine['product']>;

function updateItem(item: CartItem, line: PricedCartLine, authoritative: boolean, notices: Map<string, LineNotice>) {
  if (!line.product) return item;
  const notice: LineNotice = {};
  if (item.price !== line.unitPrice) notice.wasPrice = item.price;
  const updated: CartItem = {
    ...item,
    ...productFields(line.product),
    category: item.category ?? categoryOf(line.product),
    price: line.unitPrice,
    quantityBought: quantityOf(line, authoritative ? line.requestedQuantity : item.quantityBought, notice),
  };
  if (notice.wasPrice !== undefined || notice.message) notices.set(item.id, notice);
  return updated;
}

function newItem(line: PricedCartLine, product: PricedProduct, notices: Map<string, LineNotice>): CartItem {
  const notice: LineNotice = {};
  const quantityBought = quantityOf(line, line.requestedQuantity, notice);
  if (notice.message) notices.set(line.productId, notice);
  return { ...productFields(product), category: categoryOf(product), price: line.unitPrice, quantityBought };
}

/** The quantity to keep: capped at the stock when the server capped it (and says so). */
function quantityOf(line: PricedCartLine, asked: number, notice: LineNotice): number {
  if (line.problem !== 'QUANTITY_CAPPED') return asked;
  if (line.message) notice.message = line.message;
  return line.quantity;
}

const productFields = (product: PricedProduct) => ({
  id: product.id,
  name: product.name,
  imageUrl: product.imageUrl,
  thumbnailUrl: product.thumbnailUrl,
  retailPrice: product.retailPrice,
  store: [{ name: product.manufacturer.name, slug: product.manufacturer.slug }],
});

// The category product cards show: the product's own, else its manufacturer's first (decision 0007).
const categoryOf = (product: PricedProduct) => product.category ?? product.manufacturer.productCategory[0] ?? null;

const sameItem = (a: CartItem, b: CartItem) =>
  a.name === b.name &&
  a.imageUrl === b.imageUrl &&
  a.thumbnailUrl === b.thumbnailUrl &&
  a.category === b.category &&
  a.price === b.price &&
  a.retailPrice === b.retailPrice &&
  a.quantityBought === b.quantityBought &&
  a.store[0]?.name === b.store[0]?.name &&
  a.store[0]?.slug === b.store[0]?.slug;
