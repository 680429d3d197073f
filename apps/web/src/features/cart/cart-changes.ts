import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@kasuwa/domain';
import type { Cart, CartProduct } from './cart-rules';

// Changes to a cart: loaded with the screens that make them, not before the first paint.

/** Adding a product already in the cart raises its quantityBought by 1; a new one is appended with 1. */
export function addItem(cart: Cart, product: CartProduct): Cart {
  if (cart.some((item) => item.id === product.id)) return increase(cart, product.id);
  return [...cart, { ...product, price: product.retailPrice, quantityBought: 1, store: [product.store] }];
}

/** Sets a line's quantity, kept between 1 and `max` (the stock when known, else CART_QUANTITY_MAX). */
export const setQuantity = (cart: Cart, id: string, quantity: number, max = CART_QUANTITY_MAX): Cart =>
  cart.map((item) =>
    item.id === id
      ? { ...item, quantityBought: Math.max(CART_QUANTITY_MIN, Math.min(quantity, max, CART_QUANTITY_MAX)) }
      : item,
  );

/** Adds 1 but never above `max`. */
export const increase = (cart: Cart, id: string, max?: number): Cart =>
  setQuantity(cart, id, (cart.find((item) => item.id === id)?.quantityBought ?? 0) + 1, max);

/** Subtracts 1 but never below 1. */
export const decrease = (cart: Cart, id: string): Cart =>
  setQuantity(cart, id, (cart.find((item) => item.id === id)?.quantityBought ?? 0) - 1);

/** Sum of price x quantityBought, in naira (summed in kobo so it never drifts). */
export const subtotal = (cart: Cart): number =>
  cart.reduce((kobo, item) => kobo + Math.round(item.price * 100) * item.quantityBought, 0) / 100;
