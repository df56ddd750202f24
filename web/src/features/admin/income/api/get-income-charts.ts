import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { asRecord, readAmount, readFields, readList, readNumber, readString } from '../../shared/utils/parse';
import type { ChartBy } from '../utils/chart-period';

/**
 * `GET /api/admin/income/charts`: every figure of the Income charts for a period, in one answer: takings per
 * day, week or month (cash, card, total; every bucket present), by therapist, service, category and source,
 * and the bookings by outcome and by lead time.
 */
export type IncomeCharts = ApiSchema<'IncomeCharts'>;
export type TakingsBucket = IncomeCharts['takings'][number];
export type ChartSlice = IncomeCharts['services'][number];
export type ChartCount = IncomeCharts['outcomes'][number];

/** What the URL holds: an empty end or a day `by` is left out, and the server's default used. */
export interface ChartQuery {
  from: string;
  to: string;
  by: ChartBy;
}

const what = 'GET /api/admin/income/charts';
const bucket = { start: readString, cash: readAmount, card: readAmount, total: readAmount, count: readNumber };
const slice = { label: readString, total: readAmount, count: readNumber };
const count = { key: readString, count: readNumber };

export function parseIncomeCharts(data: unknown): IncomeCharts {
  const r = asRecord(data, what);
  const by = readString(r, 'by', what);
  if (by !== 'day' && by !== 'week' && by !== 'month') throw new Error(`${what}: by is ${by}`);
  return {
    from: readString(r, 'from', what),
    to: readString(r, 'to', what),
    by,
    totals: readFields(r.totals, what, bucket),
    takings: readList(r.takings, what, bucket),
    therapists: readList(r.therapists, what, slice),
    services: readList(r.services, what, slice),
    categories: readList(r.categories, what, slice),
    sources: readList(r.sources, what, slice),
    outcomes: readList(r.outcomes, what, count),
    leadTimes: readList(r.leadTimes, what, count),
    openBookings: readNumber(r, 'openBookings', what),
  };
}

export function incomeChartsPath({ from, to, by }: ChartQuery) {
  const search = new URLSearchParams(Object.entries({ from, to, by: by === 'day' ? '' : by }).filter(([, value]) => value !== ''));
  const query = search.toString();
  return `/api/admin/income/charts${query === '' ? '' : `?${query}`}`;
}

/** Income data: never cached, not retried (as the rest of the Income tab). */
export function incomeChartsQueryOptions(query: ChartQuery) {
  return queryOptions({
    queryKey: ['/api/admin/income/charts', query] as const,
    queryFn: async ({ signal }) => parseIncomeCharts(await apiGet(incomeChartsPath(query), { signal })),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useIncomeCharts(query: ChartQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...incomeChartsQueryOptions(query), enabled });
}
