import { CART_QUANTITY_MIN } from '@kasuwa/domain';

/** What the cart needs of a product: the product fields it shows. */
export interface CartProduct {
  id: string;
  name: string;
  imageUrl: string;
  thumbnailUrl?: string;
  category: string | null;
  /** Naira. */
  retailPrice: number;
  /** The brand store that sells it. */
  store: { name: string; slug: string };
}

/** A cart line: the product plus quantityBought (starts at 1), price and a store list. */
export interface CartItem extends Omit<CartProduct, 'store'> {
  quantityBought: number;
  price: number;
  store: { name: string; slug: string }[];
}

export type Cart = CartItem[];

/** The saved cart, or empty when there is none or it cannot be read (the error is only logged). */
export function parseCart(saved: string | null, log: (message: string, error: unknown) => void = console.error): Cart {
  if (!saved) return [];
  try {
    const value: unknown = JSON.parse(saved);
    if (!Array.isArray(value)) throw new Error('the saved cart is not a list');
    return value.filter(isCartItem);
  } catch (error) {
    log('Could not read the saved cart', error);
    return [];
  }
}

function isCartItem(value: unknown): value is CartItem {
  const item = value as Partial<CartItem> | null;
  return (
    typeof item?.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isInteger(item.quantityBought) &&
    (item.quantityBought ?? 0) >= CART_QUANTITY_MIN
  );
}

/** Kept with the rules every screen loads: the CartProvider offers it to checkout. */
export const remove = (cart: Cart, id: string): Cart => cart.filter((item) => item.id !== id);

/** The bag icon's count: every unit in the cart. */
export const itemCount = (cart: Cart): number => cart.reduce((n, item) => n + item.quantityBought, 0);
