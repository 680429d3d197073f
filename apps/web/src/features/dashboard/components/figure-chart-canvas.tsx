import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartSeries, CURRENT_COLOUR, PREVIOUS_COLOUR, type FigureDay } from '../chart-data';
import { formatFigure, type FigureKey } from '../figures';

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const COMPACT = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 });
const HEIGHT_PX = 220;
const DAY_S = 86_400;

function options(width: number, figure: FigureKey): uPlot.Options {
  return {
    width,
    height: HEIGHT_PX,
    // Lagos days sent as UTC midnights: labelled in UTC they stay themselves.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 8 } },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    axes: [
      {
        stroke: '#4b5563',
        grid: { show: false },
        // Whole days only: uPlot would otherwise split a week into half days and label each twice.
        incrs: [DAY_S, 2 * DAY_S, 7 * DAY_S, 14 * DAY_S, 28 * DAY_S],
        values: (_u, splits) => splits.map((ts) => SHORT_DAY.format(new Date(ts * 1000))),
        space: 56,
      },
      {
        stroke: '#4b5563',
        grid: { stroke: '#e5e7eb', width: 1 },
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 1e6, 1e7, 1e8],
        values: (_u, splits) =>
          splits.map((value) => (figure === 'revenue' ? `₦${COMPACT.format(value)}` : COMPACT.format(value))),
        size: 56,
      },
    ],
    series: [
      { label: 'Day' },
      {
        label: 'This period',
        stroke: CURRENT_COLOUR,
        width: 2,
        fill: 'rgba(4, 120, 87, 0.08)',
        value: (_u, v) => (v == null ? '' : formatFigure(figure, v)),
      },
      { label: 'Period before', stroke: PREVIOUS_COLOUR, width: 1.5, dash: [4, 4] },
    ],
  };
}

/** The chosen figure per day, on a canvas (uPlot, in its own chunk, loaded only by the dashboard). */
export default function FigureChartCanvas({ figure, days }: { figure: FigureKey; days: readonly FigureDay[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = new uPlot(options(element.clientWidth || 320, figure), chartSeries(days), element);
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== plot.width) plot.setSize({ width, height: HEIGHT_PX });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [figure, days]);

  return <div ref={box} data-testid="figure-chart" className="w-full min-w-0" />;
}
