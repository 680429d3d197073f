import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { chartSummary, CURRENT_COLOUR, formatDay, PREVIOUS_COLOUR, type FigureDay } from '../chart-data';
import { FIGURES, formatFigure, type FigureKey } from '../figures';

// uPlot is its own chunk, shared with the Verifications page: only these dashboard pages load it.
const FigureChartCanvas = lazy(() => import('./figure-chart-canvas'));

class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p className="text-sm text-gray-600">The chart could not load. Please reload the page to see it.</p>
    ) : (
      this.props.children
    );
  }
}

/**
 * The chosen figure per day across the period, the period before as a faint dashed line: a
 * sentence that sums it up, the chart for the eye, and a table of every day for screen readers.
 */
export function FigureChart({ figure, days }: { figure: FigureKey; days: readonly FigureDay[] }) {
  const { label } = FIGURES[figure];
  const first = days[0];
  const last = days.at(-1);
  const range = first && last ? `${formatDay(first.date)} to ${formatDay(last.date)}` : '';
  return (
    <div className="flex flex-col gap-3">
      <p className="text-gray-700">{chartSummary(figure, label, days)}</p>
      <div aria-hidden="true" className="flex min-h-[252px] w-full min-w-0 flex-col gap-2 overflow-hidden">
        <ChartBoundary>
          <Suspense fallback={<Skeleton className="h-[220px] w-full" />}>
            <FigureChartCanvas figure={figure} days={days} />
          </Suspense>
        </ChartBoundary>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm text-gray-700">
          <li className="flex items-center gap-2">
            <span className="inline-block w-6 border-t-2" style={{ borderColor: CURRENT_COLOUR }} />
            {range}
          </li>
          <li className="flex items-center gap-2">
            <span className="inline-block w-6 border-t-2 border-dashed" style={{ borderColor: PREVIOUS_COLOUR }} />
            The {days.length} days before
          </li>
        </ul>
      </div>
      <div className="sr-only">
        <table>
          <caption>
            {label} per day, {range}
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{label}</th>
              <th scope="col">Same day of the period before</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                <td>{formatFigure(figure, day.value)}</td>
                <td>{formatFigure(figure, day.previousValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
