import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { readAmount, readFields } from '../../shared/utils/parse';
import { noIncomeFilters, writeIncomeFilters, type IncomeFilters } from '../utils/income-filters';

/** `GET /api/admin/income/stats`: the sums of the invoices' totals, cash and card. */
export type IncomeStats = ApiSchema<'IncomeStats'>;

export function parseIncomeStats(data: unknown): IncomeStats {
  return readFields(data, 'GET /api/admin/income/stats', { totalIncome: readAmount, totalCash: readAmount, totalVisa: readAmount });
}

export function incomeStatsPath(filters: IncomeFilters): string {
  const query = writeIncomeFilters(new URLSearchParams(), filters).toString();
  return query === '' ? adminKeys.incomeStats[0] : `${adminKeys.incomeStats[0]}?${query}`;
}

/** The sums of the totals, cash and card of the invoices the filters select (every invoice by default). */
export async function getIncomeStats(filters: IncomeFilters, { signal }: { signal?: AbortSignal } = {}): Promise<IncomeStats> {
  return parseIncomeStats(await apiGet(incomeStatsPath(filters), signal ? { signal } : {}));
}

/** Never cached, not retried (docs/product.md, Caching). */
export function incomeStatsQueryOptions(filters: IncomeFilters = noIncomeFilters) {
  return queryOptions({
    queryKey: [...adminKeys.incomeStats, filters] as const,
    queryFn: ({ signal }) => getIncomeStats(filters, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The top cards' income totals: every invoice unless filters are given. */
export function useIncomeStats(filters: IncomeFilters = noIncomeFilters) {
  return useQuery(incomeStatsQueryOptions(filters));
}
