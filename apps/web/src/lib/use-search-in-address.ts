import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/** How long a search box waits after the last key press before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box's typed term and its (debounced) search, kept in the address as `?q=` by replacing
 * the entry: a reload or Back to the screen shows the same search, and typing adds no history.
 */
export function useSearchInAddress() {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('q') ?? '';
  const [term, setTerm] = useState(inAddress);
  const [search, flushSearch] = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (search === inAddress) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set('q', search);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [search, inAddress, setParams]);
  return { term, setTerm, search, flushSearch };
}
