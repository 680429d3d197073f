import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { paramsWithProductFilter, productFilterFromParams, type ProductListFilter } from './product-list-filter';

/** My Products' search, filters and sort, kept in the address bar so that Back and a reload show the same list. */
export function useProductListFilter(): [ProductListFilter, (change: Partial<ProductListFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = productFilterFromParams(params);
  const change = useCallback(
    (next: Partial<ProductListFilter>) =>
      // From the address itself, not the last render's copy: the debounced search may land right
      // after a click on another filter, and must not undo it.
      setParams(
        () => {
          const current = new URLSearchParams(window.location.search);
          return paramsWithProductFilter(current, { ...productFilterFromParams(current), ...next });
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filter, change];
}
