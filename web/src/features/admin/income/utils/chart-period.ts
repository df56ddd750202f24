import { addDays } from '@/lib/booking-days/booking-dates';

/**
 * The Income charts' period and grain. The period is the Income tab's (`from`, `to` in the URL); with an end
 * open the charts show the 30 days up to the other end, or up to today. `by` (day, week or month) is in the
 * URL too; day is the default and is left out of it. Weeks start on Monday, as the server's do.
 */
export const chartGrains = ['day', 'week', 'month'] as const;
export type ChartBy = (typeof chartGrains)[number];

export const isChartBy = (value: string): value is ChartBy => (chartGrains as readonly string[]).includes(value);

/** The `by` of a URL's search: '' for day or anything the server would refuse. */
export function parseChartBy(search: URLSearchParams): ChartBy | '' {
  const by = (search.get('by') ?? '').trim();
  return isChartBy(by) && by !== 'day' ? by : '';
}

/** The server's longest period for a grain, in days (internal: MaxChartDays, MaxChartLongDays). */
export const maxChartDays = (by: ChartBy) => (by === 'day' ? 366 : 3 * 366 + 1);

const dayMs = 24 * 60 * 60 * 1000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The period the charts ask for: the tab's ends, an open end filled in (30 days), a period longer than the
 * grain allows cut to its newest days.
 */
export function chartPeriod(from: string, to: string, by: ChartBy, today: string): { from: string; to: string } {
  const end = to !== '' ? to : from !== '' ? earlier(addDays(from, 29), today) : today;
  let start = from !== '' ? from : addDays(end, -29);
  if (toTime(end) < toTime(start)) start = end;
  const longest = maxChartDays(by);
  if ((toTime(end) - toTime(start)) / dayMs + 1 > longest) start = addDays(end, -(longest - 1));
  return { from: start, to: end };
}

const earlier = (a: string, b: string) => (toTime(a) < toTime(b) ? a : b);
