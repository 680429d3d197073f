import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSession } from '../../lib/session';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';
import { itemCount, parseCart, remove, type Cart } from './cart-rules';

export interface CartApi {
  items: Cart;
  count: number;
  /**
   * Changes the cart with one of cart-rules' functions, e.g. `update((cart) => addItem(cart, product))`
   * (cart-changes loads with the screens that change the cart, not before the first paint).
   */
  update(change: (cart: Cart) => Cart): void;
  remove(id: string): void;
  /** Saves the cart as the server priced it (prices, capped quantities); not sent back to it. */
  replace(items: Cart): void;
}

const CartContext = createContext<CartApi | null>(null);

const loadCart = () => parseCart(readStored(STORAGE_KEYS.cart));

/**
 * Holds the cart, saves it on every change, and follows changes made in other tabs. While someone
 * is signed in, cart-sync (loaded only then) keeps it on the server and clears it on log-out.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Cart>(loadCart);
  const latest = useRef(items);
  const sync = useRef<{ changed(): void; stop(): void } | null>(null);

  const save = useCallback((next: Cart) => {
    latest.current = next;
    writeStored(STORAGE_KEYS.cart, JSON.stringify(next));
    setItems(next);
  }, []);

  const update = useCallback(
    (change: (cart: Cart) => Cart) => {
      save(change(latest.current));
      sync.current?.changed();
    },
    [save],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.cart || event.key === null) setItems((latest.current = loadCart()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const userId = useSession()?.userId;
  useEffect(() => {
    // A guest who never signed in here: the cart lives in this browser only, nothing to load.
    if (!userId && !readStored(STORAGE_KEYS.cartSync)) return;
    let stopped = false;
    // A chunk that fails to load is retried on the next page load; the changes wait in the cart meanwhile.
    import('./cart-sync').then(
      ({ startCartSync }) => {
        if (!stopped) sync.current = startCartSync(userId ?? null, { read: () => latest.current, write: save });
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      sync.current?.stop();
      sync.current = null;
    };
  }, [userId, save]);

  const api = useMemo<CartApi>(
    () => ({
      items,
      count: itemCount(items),
      update,
      remove: (id) => update((cart) => remove(cart, id)),
      replace: save,
    }),
    [items, update, save],
  );
  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('CartProvider is not available');
  return cart;
}
