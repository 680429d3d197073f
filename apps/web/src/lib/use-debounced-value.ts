import { useCallback, useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`. `flush()` takes the value over at once (Enter in
 * a search box); `flush(next)` jumps straight to `next` (Clear).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [debounced: T, flush: (next?: T) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  const flush = useCallback((next?: T) => setDebounced(next === undefined ? value : next), [value]);
  return [debounced, flush];
}
