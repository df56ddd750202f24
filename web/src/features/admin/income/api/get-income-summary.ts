import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { asArray, asRecord, nullableString, readAmount, readNumber, readString, type JsonRecord } from '../../shared/utils/parse';
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

function parseFigures(r: JsonRecord): IncomeFigures {
  const amount = (key: string) => readAmount(r, key, what);
  return {
    count: readNumber(r, 'count', what),
    cash: amount('cash'),
    card: amount('card'),
    cardWithMarkup: amount('cardWithMarkup'),
    commission: amount('commission'),
    tips: amount('tips'),
    tipsVat: amount('tipsVat'),
    therapistTipShare: amount('therapistTipShare'),
    spaTipShare: amount('spaTipShare'),
    expenses: amount('expenses'),
    totalAmount: amount('totalAmount'),
    cashOnHand: amount('cashOnHand'),
    dailyTotal: amount('dailyTotal'),
  };
}

function parseTherapistDay(item: unknown): TherapistDay {
  const r = asRecord(item, what);
  return {
    name: readString(r, 'name', what),
    count: readNumber(r, 'count', what),
    commission: readAmount(r, 'commission', what),
    tips: readAmount(r, 'tips', what),
    earnings: readAmount(r, 'earnings', what),
  };
}

/** A period's therapist line: a day's, plus the therapist's share of the tips. */
function parseTherapistSummary(item: unknown): TherapistSummary {
  return { ...parseTherapistDay(item), therapistTipShare: readAmount(asRecord(item, what), 'therapistTipShare', what) };
}

export function parseIncomeSummary(data: unknown): IncomeSummary {
  const r = asRecord(data, what);
  return {
    from: nullableString(r, 'from'),
    to: nullableString(r, 'to'),
    totals: parseFigures(asRecord(r.totals, what)),
    dayCount: readNumber(r, 'dayCount', what),
    days: asArray(r.days, what).map((item) => {
      const day = asRecord(item, what);
      return { date: readString(day, 'date', what), ...parseFigures(day), therapists: asArray(day.therapists, what).map(parseTherapistDay) };
    }),
    therapists: asArray(r.therapists, what).map(parseTherapistSummary),
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
