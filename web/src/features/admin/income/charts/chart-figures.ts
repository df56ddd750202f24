import { formatPrice } from '@/lib/format';

import { formatCalendarDate } from '../../shared/utils/format';
import type { ChartCount, ChartSlice, IncomeCharts } from '../api/get-income-charts';

/**
 * The Income charts as figures: each one's title, its table (the same data the canvas draws, for screen
 * readers and for reading exact amounts) and the one-sentence summary the canvas is labelled with. The
 * tables and the canvases both draw from these, so they cannot disagree.
 */
export interface ChartFigure {
  id: string;
  title: string;
  /** The header of the first column (the bucket or key), then one per series. */
  columns: string[];
  /** Each row's label, then its values as shown (amounts as "AED 1,234.50", counts as integers). */
  rows: { label: string; cells: string[]; values: number[] }[];
  /** Stacked bars (cash and card) or plain bars of the first series. */
  stacked: boolean;
  summary: string;
}

const outcomeLabels: Record<string, string> = { completed: 'Completed', cancelled: 'Cancelled', no_show: 'No-show' };
const leadLabels: Record<string, string> = {
  same_day: 'Same day',
  '1_2': '1–2 days',
  '3_7': '3–7 days',
  '8_30': '8–30 days',
  over_30: 'More than 30 days',
};

const aed = (amount: string) => formatPrice(amount, 'en');

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A bucket's label: its day, "Week of" its Monday, or its month. */
export function bucketLabel(start: string, by: IncomeCharts['by']): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (by === 'month') return monthFormat.format(date);
  return by === 'week' ? `Week of ${formatCalendarDate(start)}` : formatCalendarDate(start);
}

const grainWord = { day: 'day', week: 'week', month: 'month' } as const;

/** A word with its first letter in capitals: "week" is "Week". */
export const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function sliceFigure(id: string, title: string, key: string, slices: ChartSlice[]): ChartFigure {
  const top = slices[0];
  return {
    id,
    title,
    columns: [key, 'Takings', 'Invoices'],
    rows: slices.map((s) => ({ label: s.label, cells: [aed(s.total), String(s.count)], values: [Number(s.total)] })),
    stacked: false,
    summary:
      top === undefined
        ? `${title}: no invoices in the period.`
        : `${title}: ${String(slices.length)} ${slices.length === 1 ? 'entry' : 'entries'}; the largest is ${top.label} with ${aed(top.total)}.`,
  };
}

function countFigure(id: string, title: string, key: string, counts: ChartCount[], labels: Record<string, string>): ChartFigure {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return {
    id,
    title,
    columns: [key, 'Bookings'],
    rows: counts.map((c) => ({ label: labels[c.key] ?? c.key, cells: [String(c.count)], values: [c.count] })),
    stacked: false,
    summary: `${title}: ${counts.map((c) => `${labels[c.key] ?? c.key} ${String(c.count)}`).join(', ')}; ${String(total)} in all.`,
  };
}

export function chartFigures(charts: IncomeCharts): ChartFigure[] {
  const grain = grainWord[charts.by];
  const busiest = charts.takings.reduce<IncomeCharts['takings'][number] | undefined>(
    (best, b) => (best === undefined || Number(b.total) > Number(best.total) ? b : best),
    undefined,
  );
  return [
    {
      id: 'takings',
      title: `Takings by ${grain}`,
      columns: [capital(grain), 'Cash', 'Card', 'Total', 'Invoices'],
      rows: charts.takings.map((b) => ({
        label: bucketLabel(b.start, charts.by),
        cells: [aed(b.cash), aed(b.card), aed(b.total), String(b.count)],
        values: [Number(b.cash), Number(b.card)],
      })),
      stacked: true,
      summary:
        `Takings by ${grain}, cash and card, over ${String(charts.takings.length)} ${grain}s: ${aed(charts.totals.total)} in all ` +
        `(cash ${aed(charts.totals.cash)}, card ${aed(charts.totals.card)})` +
        (busiest !== undefined && Number(busiest.total) > 0 ? `; highest ${bucketLabel(busiest.start, charts.by)} with ${aed(busiest.total)}.` : '.'),
    },
    sliceFigure('therapists', 'Takings by therapist', 'Therapist', charts.therapists),
    sliceFigure('services', 'Takings by service', 'Service', charts.services),
    sliceFigure('categories', 'Takings by category', 'Category', charts.categories),
    sliceFigure('sources', 'Takings by source', 'Source', charts.sources),
    countFigure('outcomes', 'Bookings by outcome', 'Outcome', charts.outcomes, outcomeLabels),
    countFigure('lead-times', 'Bookings by lead time', 'Booked ahead', charts.leadTimes, leadLabels),
  ];
}
