import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiGet } from '@/lib/api-client';

import { asRecord, readAmount } from '../utils/parse';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/income/stats` (SPEC §3 Income stats): AED amounts as decimal strings. */
export interface IncomeStats {
  totalIncome: string;
  totalCash: string;
  totalVisa: string;
}

export const noIncome: IncomeStats = { totalIncome: '0.00', totalCash: '0.00', totalVisa: '0.00' };

export function parseIncomeStats(data: unknown): IncomeStats {
  const what = 'GET /api/admin/income/stats';
  const r = asRecord(data, what);
  return {
    totalIncome: readAmount(r, 'totalIncome', what),
    totalCash: readAmount(r, 'totalCash', what),
    totalVisa: readAmount(r, 'totalVisa', what),
  };
}

/**
 * The income totals. A server without the income endpoints yet (404) has no income: zeros, not an error.
 * SPEC §7: never cached, not retried.
 */
export async function getIncomeStats({ signal }: { signal?: AbortSignal } = {}): Promise<IncomeStats> {
  try {
    return parseIncomeStats(await apiGet(adminKeys.incomeStats[0], signal ? { signal } : {}));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return noIncome;
    throw error;
  }
}

export function incomeStatsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.incomeStats,
    queryFn: ({ signal }) => getIncomeStats({ signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useIncomeStats() {
  return useQuery(incomeStatsQueryOptions());
}
