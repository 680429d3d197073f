import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { filterFromParams, paramsWithFilter, type OrderFilter } from './order-filter';

/** The orders list's filter, kept in the address bar so that a reload or a shared link shows the same list. */
export function useOrderFilter(): [OrderFilter, (change: Partial<OrderFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const change = useCallback(
    (next: Partial<OrderFilter>) =>
      setParams((current) => paramsWithFilter(current, { ...filterFromParams(current), ...next }), { replace: true }),
    [setParams],
  );
  return [filter, change];
}
