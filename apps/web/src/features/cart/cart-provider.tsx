import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';
import {
  addItem,
  decrease,
  increase,
  itemCount,
  parseCart,
  remove,
  subtotal,
  type Cart,
  type CartProduct,
} from './cart-rules';

export interface CartApi {
  items: Cart;
  count: number;
  subtotal: number;
  add(product: CartProduct): void;
  increase(id: string): void;
  decrease(id: string): void;
  remove(id: string): void;
}

const CartContext = createContext<CartApi | null>(null);

const loadCart = () => parseCart(readStored(STORAGE_KEYS.cart));

/** Holds the cart, saves it on every change, and follows changes made in other tabs. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Cart>(loadCart);

  const update = useCallback((change: (cart: Cart) => Cart) => {
    setItems((current) => {
      const next = change(current);
      writeStored(STORAGE_KEYS.cart, JSON.stringify(next));
      return next;
    });
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.cart || event.key === null) setItems(loadCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const api = useMemo<CartApi>(
    () => ({
      items,
      count: itemCount(items),
      subtotal: subtotal(items),
      add: (product) => update((cart) => addItem(cart, product)),
      increase: (id) => update((cart) => increase(cart, id)),
      decrease: (id) => update((cart) => decrease(cart, id)),
      remove: (id) => update((cart) => remove(cart, id)),
    }),
    [items, update],
  );
  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('CartProvider is not available');
  return cart;
}
