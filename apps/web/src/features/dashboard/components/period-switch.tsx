import { cn } from '../../../components/ui/cn';
import { STATS_PERIODS, type StatsPeriod } from '@kasuwa/domain';

const LABELS: Record<StatsPeriod, string> = { WEEKLY: 'Weekly', MONTHLY: 'Monthly', QUARTERLY: 'Quarterly' };

/** Weekly / Monthly / Quarterly as a segmented control; the pressed one is the period shown. */
export function PeriodSwitch({ value, onChange }: { value: StatsPeriod; onChange: (period: StatsPeriod) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-control border border-gray-300 bg-white p-1">
      {STATS_PERIODS.map((period) => (
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
          {LABELS[period]}
        </button>
      ))}
    </div>
  );
}
