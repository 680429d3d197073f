import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { chartSummary, type ChartDay } from '../chart-data';
import { formatCount, formatDay } from '../words';

// uPlot is its own chunk: only this page downloads it, and only once it has figures to draw.
const ChecksChartCanvas = lazy(() => import('./checks-chart-canvas'));

/** Without the chart (its chunk failed to load) the summary and the table still tell everything. */
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
 * Checks per day with the warnings among them: a sentence that sums them up, the chart for the
 * eye, and for screen readers a table of every day in its place (the chart is hidden from them).
 */
export function ChecksChart({ days }: { days: readonly ChartDay[] }) {
  const first = days[0];
  const last = days.at(-1);
  const range = first && last ? `${formatDay(first.day)} to ${formatDay(last.day)}` : '';
  return (
    <div className="flex flex-col gap-3">
      <p className="text-gray-700">{chartSummary(days)}</p>
      <div aria-hidden="true" className="min-h-[252px] w-full min-w-0 overflow-hidden">
        <ChartBoundary>
          <Suspense fallback={<Skeleton className="h-[252px] w-full" />}>
            <ChecksChartCanvas days={days} />
          </Suspense>
        </ChartBoundary>
      </div>
      {/* sr-only on the wrapper: a table keeps its content's width whatever its own box says, and
          would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>Checks per day, {range}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Checks</th>
              <th scope="col">Warnings</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day)}</th>
                <td>{formatCount(day.checks)}</td>
                <td>{formatCount(day.warnings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
