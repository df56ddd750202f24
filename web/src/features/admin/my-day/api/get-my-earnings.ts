import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { readAmount, readFields, readList, readNumber, readString, type FieldReader } from '../../shared/utils/parse';

/** `GET /api/admin/me/earnings?month=YYYY-MM`: her commission and tip share per day and for the month. */
export type MyEarnings = ApiSchema<'TherapistMonthEarnings'>;

const what = 'GET /api/admin/me/earnings';
const figures = { count: readNumber, commission: readAmount, therapistTipShare: readAmount, earnings: readAmount };
const readTotals: FieldReader<MyEarnings['totals']> = (record, key) => readFields(record[key], what, figures);
const readDays: FieldReader<MyEarnings['days']> = (record, key) => readList(record[key], what, { date: readString, ...figures });

export function parseMyEarnings(data: unknown): MyEarnings {
  return readFields(data, what, { therapistId: readNumber, name: readString, month: readString, days: readDays, totals: readTotals });
}

export const myEarningsKey = (month: string) => ['/api/admin/me/earnings', { month }] as const;

/** Her month; admin reads are not retried. */
export function myEarningsQueryOptions(month: string) {
  return queryOptions({
    queryKey: myEarningsKey(month),
    queryFn: async ({ signal }) => parseMyEarnings(await apiGet(`/api/admin/me/earnings?month=${encodeURIComponent(month)}`, { signal })),
    retry: false,
  });
}

export function useMyEarnings(month: string) {
  return useQuery(myEarningsQueryOptions(month));
}
