import type { ShopEventInput } from '@kasuwa/domain';
import {
  ANONYMOUS_ID,
  normalizeSearchTerm,
  SHOP_EVENT_PRODUCTS_MAX,
  SHOP_EVENT_RESULT_COUNT_MAX,
  SHOP_EVENT_TERM_MAX,
  SHOP_EVENTS_BODY_MAX_BYTES,
  SHOP_EVENTS_PER_BATCH,
} from '@kasuwa/domain/shop-event-limits';
import { refusesTracking } from './shop-events';
import { readSessionStored, readStored, SESSION_KEYS, STORAGE_KEYS, writeSessionStored, writeStored } from './storage';

/*
 * The recorder behind lib/shop-events (loaded when a first event is recorded, never before the
 * first paint): events queue here and leave in small batches, by navigator.sendBeacon when the
 * page is hidden, else by fetch(keepalive) once a batch is full or the page has been quiet a
 * while. Nothing waits for them and a failure is dropped. Under Global Privacy Control or Do Not
 * Track no visitor id is made and nothing is sent.
 */

export const SHOP_EVENTS_URL = '/api/events';
/** A queue that has not filled up is sent after this long without a new event. */
export const SHOP_EVENTS_IDLE_MS = 10_000;
/** A tab quiet this long starts a new visit. */
export const VISIT_TIMEOUT_MS = 30 * 60_000;

type WithoutClientFields<T> = T extends unknown ? Omit<T, 'at' | 'landing'> : never;
/** An event as a screen reports it: the time and the landing flag are added here. */
export type ShopEventData = WithoutClientFields<ShopEventInput>;

interface Visit {
  id: string;
  /** When the visit last recorded something (epoch ms). */
  seen: number;
  /** The path the visit began on, until a page view claims it or another page is shown. */
  landing: string | null;
}

/** 18 random bytes as 24 url-safe characters (crypto.randomUUID needs a secure context). */
const randomId = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** The path this document was loaded at, even after the app has navigated elsewhere. */
function documentPath(): string {
  const entry = performance.getEntriesByType?.('navigation')[0];
  try {
    return entry ? new URL(entry.name).pathname : location.pathname;
  } catch {
    return location.pathname;
  }
}

function readVisit(): Visit | null {
  try {
    const visit = JSON.parse(readSessionStored(SESSION_KEYS.visit) ?? 'null') as Visit | null;
    return visit && ANONYMOUS_ID.test(visit.id) && typeof visit.seen === 'number' ? visit : null;
  } catch {
    return null;
  }
}

/** What the server accepts, or null for an event not worth sending (an empty list or term). */
function bounded(event: ShopEventData): ShopEventData[] {
  if (event.type === 'product_listed') {
    const chunks: ShopEventData[] = [];
    for (let i = 0; i < event.productIds.length; i += SHOP_EVENT_PRODUCTS_MAX) {
      chunks.push({ ...event, productIds: event.productIds.slice(i, i + SHOP_EVENT_PRODUCTS_MAX) });
    }
    return chunks;
  }
  if (event.type === 'search') {
    const term = normalizeSearchTerm(event.term).slice(0, SHOP_EVENT_TERM_MAX).trim();
    if (!term) return [];
    const resultCount = Math.max(0, Math.min(Math.round(event.resultCount), SHOP_EVENT_RESULT_COUNT_MAX));
    const productIds = event.productIds?.slice(0, SHOP_EVENT_PRODUCTS_MAX);
    return [{ ...event, term, resultCount, ...(productIds ? { productIds } : {}) }];
  }
  return [event];
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** One recorder per page; `startPath` is where the document was loaded (tests name it). */
export function createShopEventRecorder(startPath = documentPath()) {
  let queue: ShopEventInput[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  let visitor = '';
  let visitId = '';

  function send(body: string, hiding: boolean) {
    try {
      // A string goes as text/plain;charset=UTF-8: no CORS preflight, and the server reads it as JSON.
      // A beacon carries the session cookie, and a cookie-borne text/plain POST without the CSRF
      // header is refused (app/session-cookie.ts): signed in, the cookie-less fetch goes instead.
      if (hiding && readStored(STORAGE_KEYS.userId) === null && navigator.sendBeacon?.(SHOP_EVENTS_URL, body)) return;
      void fetch(SHOP_EVENTS_URL, {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain' },
        keepalive: true,
        credentials: 'omit',
      }).catch(() => undefined);
    } catch {
      // Counting is never worth an error on the page.
    }
  }

  function flush(hiding = false) {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      let size = Math.min(queue.length, SHOP_EVENTS_PER_BATCH);
      let body = '';
      for (;;) {
        body = JSON.stringify({ visitor, visit: visitId, events: queue.slice(0, size) });
        if (size === 1 || byteLength(body) <= SHOP_EVENTS_BODY_MAX_BYTES) break;
        size = Math.ceil(size / 2);
      }
      queue = queue.slice(size);
      if (byteLength(body) <= SHOP_EVENTS_BODY_MAX_BYTES) send(body, hiding);
    }
  }

  function listen() {
    addEventListener('pagehide', () => flush(true));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush(true);
    });
  }

  /** This visit, begun anew after VISIT_TIMEOUT_MS; true when this page view (at `path`) is its first page. */
  function touchVisit(now: number, pageView: boolean, path: string): boolean {
    let visit = readVisit();
    if (!visit || now - visit.seen > VISIT_TIMEOUT_MS) {
      // A visit begun later than this document's first event (the tab left quiet) has no known landing.
      visit = { id: randomId(), seen: now, landing: started ? null : startPath };
    }
    let landing = false;
    if (pageView && visit.landing !== null) {
      landing = visit.landing === path;
      visit.landing = null;
    }
    visit.seen = now;
    visitId = visit.id;
    writeSessionStored(SESSION_KEYS.visit, JSON.stringify(visit));
    return landing;
  }

  /** `at` and `path`: when and where the screen recorded it (the recorder may have loaded since). */
  function record(event: ShopEventData, at = Date.now(), path = location.pathname) {
    if (refusesTracking()) {
      if (readStored(STORAGE_KEYS.visitor) !== null) writeStored(STORAGE_KEYS.visitor, null);
      return;
    }
    const events = bounded(event);
    if (events.length === 0) return;
    visitor = readStored(STORAGE_KEYS.visitor) ?? '';
    if (!ANONYMOUS_ID.test(visitor)) {
      visitor = randomId();
      writeStored(STORAGE_KEYS.visitor, visitor);
    }
    const pageView = event.type === 'store_viewed' || event.type === 'product_viewed';
    const landing = touchVisit(at, pageView, path);
    if (!started) listen();
    started = true;
    for (const e of events) queue.push({ ...e, at, ...(landing ? { landing } : {}) } as ShopEventInput);
    // A hidden page may be frozen or closed before any timer of its runs: what it records leaves now.
    const hidden = document.visibilityState === 'hidden';
    if (hidden || queue.length >= SHOP_EVENTS_PER_BATCH) flush(hidden);
    else {
      clearTimeout(timer);
      timer = setTimeout(flush, SHOP_EVENTS_IDLE_MS);
    }
  }

  return { record, flush };
}
