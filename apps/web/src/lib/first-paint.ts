import { useEffect, useState } from 'react';

/** A page that is never painted (opened in a background tab) still gets its secondary reads. */
const FALLBACK_MS = 3_000;

let painted = false;
let waiting: Promise<void> | undefined;

/**
 * Resolves once the browser has shown the page's first contentful paint: for work the first look
 * does not need (a list further down the page), so that it neither delays that paint nor shares
 * the network with what it shows. At once where the browser does not report paints.
 */
export function afterFirstPaint(): Promise<void> {
  waiting ??= new Promise<void>((resolve) => {
    const done = () => {
      painted = true;
      resolve();
    };
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      return done();
    }
    const timer = setTimeout(finish, FALLBACK_MS);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
    });
    function finish() {
      clearTimeout(timer);
      observer.disconnect();
      done();
    }
    // `buffered`: a paint shown before this call is reported too.
    observer.observe({ type: 'paint', buffered: true });
  });
  return waiting;
}

/** False until afterFirstPaint has resolved (true at once on every later screen). */
export function useAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(painted);
  useEffect(() => {
    if (shown) return;
    let live = true;
    void afterFirstPaint().then(() => {
      if (live) setShown(true);
    });
    return () => {
      live = false;
    };
  }, [shown]);
  return shown;
}
