import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { asArray, asRecord, readAmount, readNumber, readString } from '../../shared/utils/parse';

/** An expense of the spa (`GET /api/admin/expenses`); read, but not shown on the dashboard. */
export type Expense = ApiSchema<'Expense'>;

export function parseExpenses(data: unknown): Expense[] {
  const what = 'GET /api/admin/expenses';
  return asArray(data, what).map((item) => {
    const r = asRecord(item, what);
    return {
      id: readNumber(r, 'id', what),
      date: readString(r, 'date', what),
      category: readString(r, 'category', what),
      description: readString(r, 'description', what),
      amount: readAmount(r, 'amount', what),
    };
  });
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
