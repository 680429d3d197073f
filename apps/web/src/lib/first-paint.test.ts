import { afterEach, describe, expect, it, vi } from 'vitest';

/** A browser's PerformanceObserver that reports paints when told to. */
function fakePaintObserver() {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly entry: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const paint = (name: string) => {
    for (const o of observers.filter((x) => !x.disconnected))
      o.callback({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) } as never, {} as never);
  };
  return { paint, observers };
}

async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not the first paint', async () => {
    const { paint, observers } = fakePaintObserver();
    const { afterFirstPaint } = await import('./first-paint');
    const painted = afterFirstPaint();
    expect(await settled(painted)).toBe(false);
    paint('first-paint');
    expect(await settled(painted)).toBe(false);
    paint('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('gives up waiting after 3 s (a page never painted, such as a background tab)', async () => {
    vi.useFakeTimers();
    fakePaintObserver();
    const { afterFirstPaint } = await import('./first-paint');
    const painted = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled(painted)).toBe(true);
  });

  it('resolves at once where the browser reports no paints', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { afterFirstPaint } = await import('./first-paint');
    expect(await settled(afterFirstPaint())).toBe(true);
  });
});
