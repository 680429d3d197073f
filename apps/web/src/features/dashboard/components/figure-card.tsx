import type { StatsPeriod } from '@kasuwa/domain';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { Toggletip } from '../../../components/ui/toggletip';
import { changeWords, FIGURES, formatFigure, type FigureKey } from '../figures';

const CHANGE_COLOUR = { up: 'text-brand-700', down: 'text-red-700', new: 'text-brand-700', unchanged: 'text-gray-600' };

/**
 * One of the six figures: its value, how it moved against the period before, what it counts (the
 * (i) button) and, pressed, the figure the chart shows. The whole card is the button that selects
 * it; the (i) sits above it.
 */
export function FigureCard({
  figure,
  icon,
  value,
  previous,
  period,
  selected,
  onSelect,
}: {
  figure: FigureKey;
  icon: ReactNode;
  value: number;
  previous: number;
  period: StatsPeriod;
  selected: boolean;
  onSelect: () => void;
}) {
  const { label, definition } = FIGURES[figure];
  const change = changeWords(value, previous, period);
  return (
    <li
      className={cn(
        'relative flex flex-col gap-1 rounded-card bg-white p-3 shadow-card sm:gap-2 sm:p-4',
        selected ? 'ring-2 ring-brand-700' : 'ring-1 ring-transparent hover:ring-gray-300',
      )}
      data-figure={figure}
    >
      <button
        type="button"
        aria-pressed={selected}
        aria-label={`Show ${label} on the chart`}
        onClick={onSelect}
        className="absolute inset-0 rounded-card focus-visible:outline-offset-2"
      />
      <div className="pointer-events-none relative flex items-start justify-between gap-1">
        <h3 className="flex min-h-11 items-center gap-2 text-sm font-medium text-gray-600">
          {/* On a phone the label needs the room more than the icon does. */}
          <span className="hidden text-brand-700 sm:inline [&_svg]:size-5" aria-hidden="true">
            {icon}
          </span>
          {label}
        </h3>
        <span className="pointer-events-auto -mr-2">
          <Toggletip label={`What ${label} counts`}>{definition}</Toggletip>
        </span>
      </div>
      <p
        data-testid="figure-value"
        className="pointer-events-none relative tabular text-2xl font-semibold text-gray-900"
      >
        {formatFigure(figure, value)}
      </p>
      <p className={cn('pointer-events-none relative text-sm font-semibold', CHANGE_COLOUR[change.kind])}>
        <span aria-hidden="true">{change.shown}</span>
        <span className="sr-only">{change.spoken}</span>
      </p>
    </li>
  );
}
