import { CART_LINES_MAX, CART_QUANTITY_MAX } from '@kasuwa/domain';
import { graphqlRequest, GraphQLRequestError } from '../../lib/graphql-client';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';
import { CART_QUERY } from './api/get-cart';
import { MERGE_CART_MUTATION } from './api/merge-cart';
import type { PricedCart } from './api/price-cart';
import { REMOVE_CART_LINE_MUTATION } from './api/remove-cart-line';
import { SET_CART_LINE_MUTATION } from './api/set-cart-line';
import { applyPricing } from './cart-pricing';
import { recordNotices } from './cart-notices';
import type { Cart } from './cart-rules';

/** How the sync reads and writes the browser's cart (the CartProvider). */
export interface CartBridge {
  read(): Cart;
  /** Saves the server's version; it is not sent back. */
  write(cart: Cart): void;
}

/**
 * Saved beside the cart (and shared by the tabs): whose server cart the local one mirrors, whether
 * the local cart still has to be merged into it (a log-in that has not reached the server yet),
 * and each product's quantity as the server last took it. A local quantity that differs from
 * `synced` is a change the server has not got yet: it survives a reload, offline or not.
 */
interface SyncState {
  owner: string;
  mergeDue: boolean;
  synced: Record<string, number>;
}

export function readSyncState(): SyncState | null {
  try {
    const state = JSON.parse(readStored(STORAGE_KEYS.cartSync) ?? 'null') as SyncState | null;
    return state && typeof state.owner === 'string' && typeof state.synced === 'object' ? state : null;
  } catch {
    return null;
  }
}

const saveSyncState = (state: SyncState | null) => writeStored(STORAGE_KEYS.cartSync, state && JSON.stringify(state));

/**
 * The sync is background work, as the favourites sync is: a refused session is for the screen in
 * front of the shopper to say ("Your session has ended"), not for the sync to cut short by clearing
 * it first, which sent /account to /login before it could say so.
 */
const BACKGROUND = { keepSession: true } as const;

const quantities = (cart: Cart) => new Map(cart.map((item) => [item.id, item.quantityBought]));

/** A refusal the server will repeat (the product is gone, the cart is full), unlike a lost connection. */
const isRefused = (error: unknown) =>
  error instanceof GraphQLRequestError && (error.code === 'BAD_USER_INPUT' || error.code === 'NOT_FOUND');

/** Runs `task` alone across the tabs of this browser (where the browser can), so a log-in merges once. */
function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('kasuwa-cart-sync', task) as Promise<T>) : task();
}

/**
 * Keeps a signed-in shopper's cart on the server. Every change is sent as the line's quantity
 * (never +1), one request at a time, so the last tap is what the server keeps. A change that cannot
 * be sent stays local and is sent on the next change, on focus or when the connection returns.
 */
class CartSync {
  private chain: Promise<unknown> = Promise.resolve();
  private flushQueued = false;
  private stopped = false;

  constructor(
    readonly userId: string,
    private readonly bridge: CartBridge,
  ) {}

  start(): void {
    const state = readSyncState();
    if (state?.owner !== this.userId) {
      // Another person's copy is dropped; a guest's cart is merged into this shopper's.
      if (state) this.bridge.write([]);
      saveSyncState({ owner: this.userId, mergeDue: !state && this.bridge.read().length > 0, synced: {} });
    }
    window.addEventListener('focus', this.resync);
    window.addEventListener('online', this.resync);
    this.resync();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('focus', this.resync);
    window.removeEventListener('online', this.resync);
  }

  /** The shopper changed the cart: send what differs from the server. */
  changed = (): void => {
    if (this.flushQueued) return;
    this.flushQueued = true;
    void this.enqueue(() => {
      this.flushQueued = false;
      return this.flush();
    });
  };

  /** Waits until the changes so far reached the server (or could not). */
  settled = (): Promise<void> => {
    this.changed();
    return this.chain.then(() => undefined);
  };

  /** Merges a pending log-in, sends local changes, then takes the server's cart as the truth. */
  resync = (): void => {
    void this.enqueue(async () => {
      const sent = await exclusively(() => this.mergeIfDue());
      if (!sent) await this.flush();
      const { cart } = await graphqlRequest(CART_QUERY, {}, BACKGROUND);
      this.adopt(cart, sent);
    });
  };

  /** Takes the server's cart, except lines changed here since it was asked for (sent later). */
  adopt(cart: PricedCart, sent?: Map<string, number> | null): void {
    const state = readSyncState();
    if (this.stopped || state?.owner !== this.userId) return;
    const local = this.bridge.read();
    const now = quantities(local);
    const before = sent ?? new Map(Object.entries(state.synced));
    const dirty = (id: string) => (now.get(id) ?? 0) !== (before.get(id) ?? 0);
    const result = applyPricing(local, cart, { authoritative: true, keepLocal: dirty });
    saveSyncState({
      ...state,
      synced: Object.fromEntries(cart.lines.map((line) => [line.productId, line.requestedQuantity])),
    });
    if (result.changed) this.bridge.write(result.cart);
    recordNotices(result.notices);
    // A capped quantity, or a change made meanwhile, differs from the server now: send it.
    this.changed();
  }

  private enqueue(task: () => Promise<void>): Promise<unknown> {
    this.chain = this.chain
      .then(() => (this.stopped ? undefined : task()))
      .catch(() => {
        // Offline or the server failed: the change stays in this browser and is sent on the
        // next change, focus or reconnection. Nothing to tell the shopper, nothing is lost.
      });
    return this.chain;
  }

  /** The log-in merge, when one is due: the local quantities it sent, else null. */
  private async mergeIfDue(): Promise<Map<string, number> | null> {
    const state = readSyncState();
    if (this.stopped || state?.owner !== this.userId || !state.mergeDue) return null;
    const local = this.bridge.read().slice(0, CART_LINES_MAX);
    const lines = local.map((item) => ({
      productId: item.id,
      quantity: Math.min(item.quantityBought, CART_QUANTITY_MAX),
    }));
    const merged =
      lines.length > 0
        ? new Map(
            (await graphqlRequest(MERGE_CART_MUTATION, { lines }, BACKGROUND)).mergeCart.lines.map((line) => [
              line.productId,
              line.requestedQuantity,
            ]),
          )
        : new Map<string, number>();
    // The merged quantities become this browser's and the server's agreed ones at once: a page load
    // before the full cart arrives must not send the guest's quantities back over the merged ones.
    const cart = this.bridge
      .read()
      .map((item) => (merged.has(item.id) ? { ...item, quantityBought: merged.get(item.id) ?? 0 } : item));
    this.bridge.write(cart);
    const synced = Object.fromEntries(cart.filter((item) => merged.has(item.id)).map((i) => [i.id, i.quantityBought]));
    saveSyncState({ ...state, mergeDue: false, synced });
    return quantities(cart);
  }

  /** Sends every line whose quantity differs from what the server last took, one at a time. */
  private async flush(): Promise<void> {
    for (;;) {
      const state = readSyncState();
      if (this.stopped || state?.owner !== this.userId || state.mergeDue) return;
      const local = quantities(this.bridge.read());
      const ids = new Set([...local.keys(), ...Object.keys(state.synced)]);
      const id = [...ids].find((key) => (local.get(key) ?? 0) !== (state.synced[key] ?? 0));
      if (!id) return;
      const quantity = local.get(id) ?? 0;
      try {
        if (quantity > 0) await graphqlRequest(SET_CART_LINE_MUTATION, { productId: id, quantity }, BACKGROUND);
        else await graphqlRequest(REMOVE_CART_LINE_MUTATION, { productId: id }, BACKGROUND);
      } catch (error) {
        // Refused for good (the product was deleted meanwhile): the next resync drops the line.
        if (!isRefused(error)) throw error;
      }
      const after = readSyncState();
      if (!after || after.owner !== this.userId) return;
      const synced = Object.entries({ ...after.synced, [id]: quantity }).filter(([, taken]) => taken > 0);
      saveSyncState({ ...after, synced: Object.fromEntries(synced) });
    }
  }
}

let current: CartSync | null = null;
/** Screens that asked to price the cart before the sync (a lazy chunk) started for the new user. */
const waitingForSync = new Set<() => void>();
/** How long a screen waits for the sync to start before it prices what the server has anyway. */
const SYNC_START_WAIT_MS = 5_000;

/**
 * Follows the session: with a user, keeps their cart on the server until `stop` (log-out); with
 * none after someone was signed in here, clears the cart, since a shared phone must not show the
 * last shopper's cart.
 */
export function startCartSync(userId: string | null, bridge: CartBridge): { changed: () => void; stop: () => void } {
  if (!userId) {
    if (readSyncState()) bridge.write([]);
    saveSyncState(null);
    return { changed: () => undefined, stop: () => undefined };
  }
  const sync = new CartSync(userId, bridge);
  current = sync;
  sync.start();
  for (const resume of waitingForSync) resume();
  waitingForSync.clear();
  return {
    changed: sync.changed,
    stop: () => {
      sync.stop();
      if (current === sync) current = null;
    },
  };
}

/**
 * For the screens that price a signed-in shopper's cart: resolves once the sync for `userId` runs
 * and the changes so far (a log-in's merge included) reached the server, or could not. Right after
 * signing in the sync is still loading; asking the server then would answer the cart before the merge.
 */
export function cartSettled(userId: string): Promise<void> {
  if (current?.userId === userId) return current.settled();
  return new Promise<void>((resolve) => {
    const resume = () => {
      clearTimeout(timer);
      waitingForSync.delete(resume);
      void (current?.userId === userId ? current.settled() : Promise.resolve()).then(resolve);
    };
    const timer = setTimeout(resume, SYNC_START_WAIT_MS);
    waitingForSync.add(resume);
  });
}

/** The signed-in shopper's cart as the server just answered it, taken as the truth. */
export function adoptServerCart(cart: PricedCart): void {
  current?.adopt(cart);
}
