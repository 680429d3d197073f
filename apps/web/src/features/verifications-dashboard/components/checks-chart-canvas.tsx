import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartSeries, type ChartDay } from '../chart-data';
import { ChartLegend, CHECKS_COLOUR, WARNINGS_COLOUR } from './chart-legend';

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const HEIGHT_PX = 220;

function options(width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT_PX,
    // The days are calendar days in Lagos, sent as UTC midnights: labelled in UTC they stay themselves.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    // uPlot's legend follows the cursor and shows "--" until then: a still one is drawn below instead.
    legend: { show: false },
    // No drag-to-zoom and no animation: the chart is drawn once and stays still (reduced motion).
    cursor: { drag: { x: false, y: false }, points: { size: 8 } },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    axes: [
      {
        stroke: '#4b5563',
        grid: { show: false },
        values: (_u, splits) => splits.map((ts) => SHORT_DAY.format(new Date(ts * 1000))),
        space: 56,
      },
      {
        stroke: '#4b5563',
        grid: { stroke: '#e5e7eb', width: 1 },
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000],
        size: 48,
      },
    ],
    series: [
      { label: 'Day', value: (_u, ts) => (ts == null ? '' : SHORT_DAY.format(new Date(ts * 1000))) },
      { label: 'Checks', stroke: CHECKS_COLOUR, width: 2, fill: 'rgba(4, 120, 87, 0.08)' },
      { label: 'Warnings', stroke: WARNINGS_COLOUR, width: 2, dash: [6, 4] },
    ],
  };
}

/**
 * The checks-per-day chart itself (uPlot on a canvas, in its own chunk): what sighted makers see.
 * The page gives everyone the same figures as text beside it.
 */
export default function ChecksChartCanvas({ days }: { days: readonly ChartDay[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = new uPlot(options(element.clientWidth || 320), chartSeries(days), element);
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== plot.width) plot.setSize({ width, height: HEIGHT_PX });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days]);

  return (
    <div className="flex flex-col gap-2">
      <div ref={box} className="w-full min-w-0" />
      <ChartLegend />
    </div>
  );
}
