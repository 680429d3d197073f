import { useSearchParams } from 'react-router';
import { DEFAULT_PERIOD, PERIOD_PARAM, periodOf, type Period } from './period';

/** The period shown, read from and written to the address (`?days=7`); the default leaves it out. */
export function usePeriod(): [Period, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get(PERIOD_PARAM));
  const change = (next: Period) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_PERIOD) updated.delete(PERIOD_PARAM);
        else updated.set(PERIOD_PARAM, String(next));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [period, change];
}
