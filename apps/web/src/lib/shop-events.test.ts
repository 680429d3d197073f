import {
  ANONYMOUS_ID,
  SHOP_EVENTS_BODY_MAX_BYTES,
  SHOP_EVENTS_PER_BATCH,
  shopEventBatchSchema,
  type ShopEventBatchInput,
} from '@kasuwa/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordShopEvent } from './shop-events';
import {
  createShopEventRecorder,
  SHOP_EVENTS_IDLE_MS,
  SHOP_EVENTS_URL,
  VISIT_TIMEOUT_MS,
} from './shop-events-recorder';
import { SESSION_KEYS, STORAGE_KEYS } from './storage';

const PRODUCT = '0b7c7a52-9d0e-4c8e-9a51-5d0c2f1a7e10';
const STORE = '5f0e2b1c-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
const MAKER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const productIds = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let beacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;

function setNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

/** The batches sent by fetch, each checked against the server's own schema. */
function fetchedBatches(): ShopEventBatchInput[] {
  return fetchMock.mock.calls.map(([url, init]) => {
    expect(url).toBe(SHOP_EVENTS_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    const body = String(init.body);
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(SHOP_EVENTS_BODY_MAX_BYTES);
    const batch = JSON.parse(body) as ShopEventBatchInput;
    expect(shopEventBatchSchema.safeParse(batch).success).toBe(true);
    return batch;
  });
}

function beaconBatches(): ShopEventBatchInput[] {
  return beacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(SHOP_EVENTS_URL);
    expect(typeof body).toBe('string');
    const batch = JSON.parse(body) as ShopEventBatchInput;
    expect(shopEventBatchSchema.safeParse(batch).success).toBe(true);
    return batch;
  });
}

const hide = () => {
  setVisibility('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchMock);
  beacon = vi.fn((_url: string, _body: string) => true);
  setNavigator('sendBeacon', beacon);
  setNavigator('globalPrivacyControl', undefined);
  setNavigator('doNotTrack', null);
  setVisibility('visible');
  history.replaceState(null, '', '/');
});

afterEach(() => {
  // Whatever a test left queued goes now, before the next test's mocks.
  window.dispatchEvent(new Event('pagehide'));
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the shop events recorder', () => {
  it('queues events and sends a batch by fetch(keepalive) when it reaches the batch size', () => {
    const recorder = createShopEventRecorder('/');
    for (let i = 1; i < SHOP_EVENTS_PER_BATCH; i++) recorder.record({ type: 'product_viewed', productId: PRODUCT });
    expect(fetchMock).not.toHaveBeenCalled();
    recorder.record({ type: 'added_to_cart', productId: PRODUCT, quantity: 2 });
    const [batch, ...more] = fetchedBatches();
    expect(more).toHaveLength(0);
    expect(batch!.events).toHaveLength(SHOP_EVENTS_PER_BATCH);
    expect(batch!.events.at(-1)).toMatchObject({ type: 'added_to_cart', productId: PRODUCT, quantity: 2 });
    expect(batch!.visitor).toMatch(ANONYMOUS_ID);
    expect(batch!.visit).toMatch(ANONYMOUS_ID);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends what is queued after the page has been quiet for the idle time', () => {
    vi.useFakeTimers();
    const recorder = createShopEventRecorder('/');
    recorder.record({ type: 'retailer_opened', storeId: STORE });
    vi.advanceTimersByTime(SHOP_EVENTS_IDLE_MS - 1);
    recorder.record({ type: 'directions_asked', storeId: STORE });
    vi.advanceTimersByTime(SHOP_EVENTS_IDLE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetchedBatches().map((b) => b.events.map((e) => e.type))).toEqual([['retailer_opened', 'directions_asked']]);
  });

  it('sends the queue with sendBeacon (a string: text/plain) when the page is hidden, and on pagehide', () => {
    const recorder = createShopEventRecorder('/');
    recorder.record({ type: 'search', term: '  Palm   OIL ', resultCount: 3, manufacturerId: MAKER });
    hide();
    recorder.record({ type: 'product_viewed', productId: PRODUCT });
    window.dispatchEvent(new Event('pagehide'));
    const [first, second] = beaconBatches();
    expect(first!.events).toEqual([
      expect.objectContaining({ type: 'search', term: 'palm oil', resultCount: 3, manufacturerId: MAKER }),
    ]);
    expect(second!.events).toEqual([expect.objectContaining({ type: 'product_viewed', productId: PRODUCT })]);
    expect(first!.visitor).toBe(second!.visitor);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends an event recorded while the page is hidden at once, not after the idle time (a hidden page may never run it)', () => {
    vi.useFakeTimers();
    const recorder = createShopEventRecorder('/');
    hide();
    recorder.record({ type: 'store_viewed', manufacturerId: MAKER });
    expect(beaconBatches().map((b) => b.events.map((e) => e.type))).toEqual([['store_viewed']]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('falls back to fetch(keepalive) when the browser refuses the beacon, and drops a failed send silently', async () => {
    beacon.mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const recorder = createShopEventRecorder('/');
    recorder.record({ type: 'product_viewed', productId: PRODUCT });
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(fetchedBatches()).toHaveLength(1);
    await Promise.resolve();
  });

  it('sends by fetch without cookies, not by beacon, when a shopper is signed in (a beacon carries the session cookie)', () => {
    localStorage.setItem(STORAGE_KEYS.userId, 'a-signed-in-shopper');
    const recorder = createShopEventRecorder('/');
    recorder.record({ type: 'product_viewed', productId: PRODUCT });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchedBatches()).toHaveLength(1);
  });

  it('splits long lists and large queues into batches the server accepts (50 products an event, 8 KB a request)', () => {
    const recorder = createShopEventRecorder('/');
    recorder.record({ type: 'product_listed', list: 'store', productIds: productIds(120) });
    for (let i = 0; i < 5; i++)
      recorder.record({ type: 'product_listed', list: 'category', productIds: productIds(50) });
    recorder.flush();
    const batches = fetchedBatches();
    expect(batches.length).toBeGreaterThan(1);
    const events = batches.flatMap((b) => b.events);
    expect(events.map((e) => (e.type === 'product_listed' ? e.productIds.length : 0))).toEqual([
      50, 50, 20, 50, 50, 50, 50, 50,
    ]);
  });

  it('sends no empty search and no empty list', () => {
    const recorder = createShopEventRecorder('/');
    recorder.record({ type: 'search', term: '   ', resultCount: 0 });
    recorder.record({ type: 'product_listed', list: 'related', productIds: [] });
    recorder.flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.visitor)).toBeNull();
  });

  it('keeps one visitor id in localStorage across pages, and one visit id in sessionStorage', () => {
    createShopEventRecorder('/').record({ type: 'product_viewed', productId: PRODUCT });
    const visitor = localStorage.getItem(STORAGE_KEYS.visitor);
    expect(visitor).toMatch(ANONYMOUS_ID);
    const next = createShopEventRecorder('/');
    next.record({ type: 'product_viewed', productId: PRODUCT });
    next.flush();
    const batches = fetchedBatches();
    expect(batches.map((b) => b.visitor)).toEqual([visitor]);
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.visit)!)).toMatchObject({ id: batches[0]!.visit });
  });

  describe.each([
    ['Global Privacy Control', () => setNavigator('globalPrivacyControl', true)],
    ['Do Not Track', () => setNavigator('doNotTrack', '1')],
  ])('under %s', (_name, refuse) => {
    it('makes no visitor id and sends nothing, even on hide; an id made before is forgotten', async () => {
      localStorage.setItem(STORAGE_KEYS.visitor, 'an-older-id-made-before-gpc');
      refuse();
      const recorder = createShopEventRecorder('/');
      for (let i = 0; i < SHOP_EVENTS_PER_BATCH; i++) recorder.record({ type: 'product_viewed', productId: PRODUCT });
      recordShopEvent({ type: 'store_viewed', manufacturerId: MAKER });
      await new Promise((resolve) => setTimeout(resolve, 20));
      hide();
      window.dispatchEvent(new Event('pagehide'));
      expect(localStorage.getItem(STORAGE_KEYS.visitor)).toBeNull();
      expect(sessionStorage.getItem(SESSION_KEYS.visit)).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(beacon).not.toHaveBeenCalled();
    });
  });
});

describe('the landing flag', () => {
  const landings = () =>
    fetchedBatches()
      .flatMap((b) => b.events)
      .map((e) => ('landing' in e && e.landing === true ? `${e.type} landed` : e.type));

  it("is on the visit's first page view only, when that page is the one the visit began on", () => {
    history.replaceState(null, '', '/dangote');
    const recorder = createShopEventRecorder('/dangote');
    recorder.record({ type: 'product_listed', list: 'store', productIds: productIds(2) });
    recorder.record({ type: 'store_viewed', manufacturerId: MAKER });
    history.pushState(null, '', `/product/${PRODUCT}`);
    recorder.record({ type: 'product_viewed', productId: PRODUCT });
    // Reloaded in the same tab: the same visit, no new landing.
    recorder.flush();
    const reloaded = createShopEventRecorder(`/product/${PRODUCT}`);
    reloaded.record({ type: 'product_viewed', productId: PRODUCT });
    reloaded.flush();
    expect(landings()).toEqual(['product_listed', 'store_viewed landed', 'product_viewed', 'product_viewed']);
  });

  it('is not on a page view when the visit began on another page (the home page)', () => {
    const recorder = createShopEventRecorder('/');
    history.pushState(null, '', '/dangote');
    recorder.record({ type: 'store_viewed', manufacturerId: MAKER });
    recorder.flush();
    expect(landings()).toEqual(['store_viewed']);
  });

  it('begins a new visit, with its landing, when the tab was quiet for the visit timeout', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    history.replaceState(null, '', `/product/${PRODUCT}`);
    const first = createShopEventRecorder(`/product/${PRODUCT}`);
    first.record({ type: 'product_viewed', productId: PRODUCT });
    first.flush();
    vi.setSystemTime(Date.now() + VISIT_TIMEOUT_MS + 1);
    const later = createShopEventRecorder(`/product/${PRODUCT}`);
    later.record({ type: 'product_viewed', productId: PRODUCT });
    later.flush();
    const [a, b] = fetchedBatches();
    expect(a!.visit).not.toBe(b!.visit);
    expect(a!.visitor).toBe(b!.visitor);
    expect(landings()).toEqual(['product_viewed landed', 'product_viewed landed']);
  });
});

describe('recordShopEvent', () => {
  it('loads the recorder with the first event and keeps when and where each was recorded', async () => {
    history.replaceState(null, '', '/dangote');
    const before = Date.now();
    recordShopEvent({ type: 'store_viewed', storeSlug: 'dangote' });
    recordShopEvent({ type: 'product_listed', list: 'store', productIds: [PRODUCT] });
    history.pushState(null, '', '/elsewhere');
    await vi.waitFor(() => {
      expect(sessionStorage.getItem(SESSION_KEYS.visit)).not.toBeNull();
    });
    hide();
    const [batch] = beaconBatches();
    expect(batch!.events).toEqual([
      expect.objectContaining({ type: 'store_viewed', storeSlug: 'dangote' }),
      expect.objectContaining({ type: 'product_listed', list: 'store', productIds: [PRODUCT] }),
    ]);
    expect(batch!.events[0]!.at).toBeGreaterThanOrEqual(before);
  });
});
