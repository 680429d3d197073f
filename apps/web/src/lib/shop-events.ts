import type { ProductList } from '@kasuwa/domain';
import { useEffect } from 'react';
import { afterFirstPaint } from './first-paint';
import type { createShopEventRecorder, ShopEventData } from './shop-events-recorder';

/*
 * What the shop counts (issue 12), anonymously; /help says what. Screens call recordShopEvent;
 * the recorder (shop-events-recorder.ts, its batches and the visitor's id) loads with the first
 * event once the first paint is shown, outside the first paint's JavaScript. Under Global Privacy Control or Do Not Track
 * nothing is kept, not even here.
 */

export type { ShopEventData };

export function refusesTracking(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

type Recorder = ReturnType<typeof createShopEventRecorder>;
let recorder: Recorder | undefined;
let waiting: Parameters<Recorder['record']>[] | undefined;

/** Counts one thing a shopper did; returns at once, sends later (or never, under GPC or DNT). */
export function recordShopEvent(event: ShopEventData): void {
  if (refusesTracking()) return;
  if (recorder) return recorder.record(event);
  const call: Parameters<Recorder['record']> = [event, Date.now(), location.pathname];
  if (waiting) return void waiting.push(call);
  waiting = [call];
  // Not before the first paint is shown: a first screen's own files come first.
  afterFirstPaint()
    .then(() => import('./shop-events-recorder'))
    .then(
      ({ createShopEventRecorder }) => {
        recorder = createShopEventRecorder();
        for (const args of waiting ?? []) recorder.record(...args);
        waiting = undefined;
      },
      // Not loaded (offline, a new deployment): these events are dropped, the next one tries again.
      () => (waiting = undefined),
    );
}

/** Counts the products a list shows, once each time the list shown changes. */
export function useRecordProductsListed(productIds: readonly string[] | undefined, list: ProductList): void {
  const key = productIds?.join(',') ?? '';
  useEffect(() => {
    if (key) recordShopEvent({ type: 'product_listed', list, productIds: key.split(',') });
  }, [key, list]);
}
