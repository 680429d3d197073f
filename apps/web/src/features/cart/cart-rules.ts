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

/** Adding a product already in the cart raises its quantityBought by 1; a new one is appended with 1. */
export function addItem(cart: Cart, product: CartProduct): Cart {
  if (cart.some((item) => item.id === product.id)) return increase(cart, product.id);
  return [...cart, { ...product, price: product.retailPrice, quantityBought: 1, store: [product.store] }];
}

export const increase = (cart: Cart, id: string): Cart =>
  cart.map((item) => (item.id === id ? { ...item, quantityBought: item.quantityBought + 1 } : item));

/** Subtracts 1 but never below 1. */
export const decrease = (cart: Cart, id: string): Cart =>
  cart.map((item) =>
    item.id === id ? { ...item, quantityBought: Math.max(CART_QUANTITY_MIN, item.quantityBought - 1) } : item,
  );

export const remove = (cart: Cart, id: string): Cart => cart.filter((item) => item.id !== id);

/** Sum of price x quantityBought, in naira (summed in kobo so it never drifts). */
export const subtotal = (cart: Cart): number =>
  cart.reduce((kobo, item) => kobo + Math.round(item.price * 100) * item.quantityBought, 0) / 100;

/** The bag icon's count: every unit in the cart. */
export const itemCount = (cart: Cart): number => cart.reduce((n, item) => n + item.quantityBought, 0);
