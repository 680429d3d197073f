import { figureChange, figureChangeLabel, formatNaira, STATS_PERIOD_DAYS, type StatsPeriod } from '@kasuwa/domain';

/** The six figures of the dashboard's home, as the API names them on DashboardStats. */
export const FIGURE_KEYS = ['revenue', 'orders', 'returningUsers', 'reach', 'searches', 'landingViews'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

export interface FigureInfo {
  label: string;
  /** What the figure counts, as docs/product.md defines it: the card's (i). */
  definition: string;
  /** How one and many of it read in a sentence ("1 order", "2 orders"); none for money. */
  units?: [one: string, many: string];
}

export const FIGURES: Record<FigureKey, FigureInfo> = {
  revenue: {
    label: 'Revenue',
    definition:
      "The total (goods and delivery, in naira) of your brand's orders placed in the period and not cancelled since.",
  },
  orders: {
    label: 'Orders',
    definition: "How many of your brand's orders were placed in the period and not cancelled.",
    units: ['order', 'orders'],
  },
  returningUsers: {
    label: 'Returning users',
    definition:
      'Visitors who viewed your store or one of your products in the period and had already done so before it.',
    units: ['returning user', 'returning users'],
  },
  reach: {
    label: 'Reach',
    definition:
      'Visitors who were shown at least one of your products anywhere on Kasuwa (a list, search results, a product page).',
    units: ['visitor reached', 'visitors reached'],
  },
  searches: {
    label: 'Searches',
    definition:
      'Searches made in your store, plus searches anywhere on Kasuwa whose results included at least one of your products.',
    units: ['search', 'searches'],
  },
  landingViews: {
    label: 'Landing page views',
    definition: 'Visits whose first page was your store or one of your products.',
    units: ['landing page view', 'landing page views'],
  },
};

const COUNT = new Intl.NumberFormat('en-GB');

/** A figure's value as the card shows it: naira for revenue, a count for the rest. */
export function formatFigure(key: FigureKey, value: number): string {
  return key === 'revenue' ? formatNaira(value) : COUNT.format(value);
}

/** A figure's value in a sentence: "₦4,500", "1 order", "3 searches". */
export function figureInWords(key: FigureKey, value: number): string {
  const units = FIGURES[key].units;
  if (!units) return formatFigure(key, value);
  return `${formatFigure(key, value)} ${value === 1 ? units[0] : units[1]}`;
}

/** The change against the period before: what the card shows, and the sentence a screen reader hears. */
export function changeWords(current: number, previous: number, period: StatsPeriod) {
  const change = figureChange(current, previous);
  const before = `the previous ${STATS_PERIOD_DAYS[period]} days`;
  const shown = figureChangeLabel(change);
  switch (change.kind) {
    case 'unchanged':
      return { shown, spoken: `Unchanged from ${before}`, kind: change.kind };
    case 'new':
      return { shown, spoken: `New: none in ${before}`, kind: change.kind };
    default:
      return {
        shown,
        spoken: `${change.kind === 'up' ? 'Up' : 'Down'} ${COUNT.format(change.percent)} % on ${before}`,
        kind: change.kind,
      };
  }
}
