import { cn } from './cn';

/** The periods a page of figures offers, as a segmented control; the pressed one is the period shown. */
export function PeriodSwitch<T extends string | number>({
  options,
  labelOf,
  value,
  onChange,
}: {
  options: readonly T[];
  labelOf: (period: T) => string;
  value: T;
  onChange: (period: T) => void;
}) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-control border border-gray-300 bg-white p-1">
      {options.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
          className={cn(
            'min-h-11 rounded-[6px] px-4 text-sm font-semibold',
            value === period ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100',
          )}
        >
          {labelOf(period)}
        </button>
      ))}
    </div>
  );
}
