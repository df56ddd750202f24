import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { adminKeys } from '../../shared/api/admin-keys';
import { asArray, asRecord, readAmount, readNumber, readString, type JsonRecord } from '../../shared/utils/parse';
import { writeIncomeFilters, type IncomeFilters } from '../utils/income-filters';

/**
 * The sums of a set of invoices, as the server adds them up with SPEC §9's formulas: cardWithMarkup is
 * the card with its ×1.4 markup, cashOnHand is cash − commission (may be negative), dailyTotal is
 * cash + card + spa tip share + tips VAT. Amounts are decimal strings.
 */
export interface IncomeFigures {
  count: number;
  cash: string;
  card: string;
  cardWithMarkup: string;
  commission: string;
  tips: string;
  tipsVat: string;
  therapistTipShare: string;
  spaTipShare: string;
  expenses: string;
  totalAmount: string;
  cashOnHand: string;
  dailyTotal: string;
}

/** A therapist's line on a day's card: earnings = commission + tips (SPEC §9, the daily view). */
export interface TherapistDay {
  name: string;
  count: number;
  commission: string;
  tips: string;
  earnings: string;
}

/** A daily financial summary card. */
export interface DaySummary extends IncomeFigures {
  /** YYYY-MM-DD. */
  date: string;
  therapists: TherapistDay[];
}

/** A therapist over the period: earnings = commission + therapist tip share (SPEC §9). */
export interface TherapistSummary extends TherapistDay {
  therapistTipShare: string;
}

/** `GET /api/admin/income/summary`: the period's totals, its newest day cards (newest first) and a line per therapist. */
export interface IncomeSummary {
  totals: IncomeFigures;
  /** How many days of the period have invoices; `days` may hold only the newest of them. */
  dayCount: number;
  days: DaySummary[];
  therapists: TherapistSummary[];
}

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

/** Income data: never cached, not retried (SPEC §7, as the income list and stats). */
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
