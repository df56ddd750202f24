import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { asArray, asRecord, nullableString, readAmount, readFields, readList, readNumber, readString } from '../../shared/utils/parse';
import { writeIncomeFilters, type IncomeFilters } from '../utils/income-filters';

/**
 * `GET /api/admin/income/summary`: the period's totals, its newest day cards (newest first; `dayCount`
 * says how many days have invoices) and a line per therapist, added up by the server with the formulas
 * of docs/product.md, Income.
 */
export type IncomeSummary = ApiSchema<'IncomeSummary'>;

/** The sums of a set of invoices (amounts as decimal strings; cashOnHand may be negative). */
export type IncomeFigures = ApiSchema<'IncomeFigures'>;

/** A daily financial summary card. */
export type DaySummary = IncomeSummary['days'][number];

/** A therapist's line on a day's card: earnings = commission + tips. */
export type TherapistDay = DaySummary['therapists'][number];

/** A therapist over the period: earnings = commission + therapist tip share. */
export type TherapistSummary = IncomeSummary['therapists'][number];

const what = 'GET /api/admin/income/summary';

const money = readAmount;
const figures = {
  count: readNumber, cash: money, card: money, cardWithMarkup: money, commission: money, tips: money, tipsVat: money,
  therapistTipShare: money, spaTipShare: money, expenses: money, totalAmount: money, cashOnHand: money, dailyTotal: money, spending: money,
};
const therapistDay = { name: readString, count: readNumber, commission: money, tips: money, earnings: money };

export function parseIncomeSummary(data: unknown): IncomeSummary {
  const r = asRecord(data, what);
  return {
    from: nullableString(r, 'from'),
    to: nullableString(r, 'to'),
    totals: readFields(r.totals, what, figures),
    dayCount: readNumber(r, 'dayCount', what),
    days: asArray(r.days, what).map((item) => ({
      ...readFields(item, what, { ...figures, date: readString }),
      therapists: readList(asRecord(item, what).therapists, what, therapistDay),
    })),
    therapists: readList(r.therapists, what, { ...therapistDay, therapistTipShare: money }),
  };
}

export function incomeSummaryPath(filters: IncomeFilters): string {
  const query = writeIncomeFilters(new URLSearchParams(), filters).toString();
  return query === '' ? adminKeys.incomeSummary[0] : `${adminKeys.incomeSummary[0]}?${query}`;
}

export async function getIncomeSummary(filters: IncomeFilters, { signal }: { signal?: AbortSignal } = {}): Promise<IncomeSummary> {
  return parseIncomeSummary(await apiGet(incomeSummaryPath(filters), signal ? { signal } : {}));
}

/** Income data: never cached, not retried (as the income list and stats). */
export function incomeSummaryQueryOptions(filters: IncomeFilters) {
  return queryOptions({
    queryKey: [...adminKeys.incomeSummary, filters] as const,
    queryFn: ({ signal }) => getIncomeSummary(filters, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useIncomeSummary(filters: IncomeFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...incomeSummaryQueryOptions(filters), enabled });
}
