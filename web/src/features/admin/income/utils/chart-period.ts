/**
 * The Income charts' grain. The period is the Income tab's (`from`, `to` in the URL), sent as the URL holds
 * it: the server fills in an open end and answers with the period it used. `by` (day, week or month) is in
 * the URL too; day is the default and is left out of it. Weeks start on Monday, as the server's do.
 */
export const chartGrains = ['day', 'week', 'month'] as const;
export type ChartBy = (typeof chartGrains)[number];

export const isChartBy = (value: string): value is ChartBy => (chartGrains as readonly string[]).includes(value);

/** The `by` of a URL's search: '' for day or anything the server would refuse. */
export function parseChartBy(search: URLSearchParams): ChartBy | '' {
  const by = (search.get('by') ?? '').trim();
  return isChartBy(by) && by !== 'day' ? by : '';
}
