import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { readAmount, readList, readNumber, readString } from '../../shared/utils/parse';

/** An expense of the spa (`GET /api/admin/expenses`); read, but not shown on the dashboard. */
export type Expense = ApiSchema<'Expense'>;

export function parseExpenses(data: unknown): Expense[] {
  return readList(data, 'GET /api/admin/expenses', { id: readNumber, date: readString, category: readString, description: readString, amount: readAmount });
}

/** Default caching (fresh 30 s, kept 5 min); an admin read, not retried. */
export function expensesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.expenses,
    queryFn: async ({ signal }) => parseExpenses(await apiGet(adminKeys.expenses[0], { signal })),
    retry: false,
  });
}

export function useExpenses() {
  return useQuery(expensesQueryOptions());
}
