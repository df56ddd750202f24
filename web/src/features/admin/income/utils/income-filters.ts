import { maxAmountFils, parseFils } from './fils';
import { isIncomeSource, type IncomeSource } from './income-choices';

/**
 * The Income tab's filters (docs/product.md, Income), applied by the server: `from` and `to` are days
 * of the spa's calendar, both included; `source` matches exactly; `therapist` is a case-insensitive
 * part of the name; `minTotal` and `maxTotal` bound the invoice total, both included. '' = no limit.
 */
export interface IncomeFilters {
  /** YYYY-MM-DD or ''. */
  from: string;
  /** YYYY-MM-DD or ''. */
  to: string;
  source: IncomeSource | '';
  therapist: string;
  /** An amount as typed ("150", "150.5") or ''. */
  minTotal: string;
  maxTotal: string;
}

export const noIncomeFilters: IncomeFilters = { from: '', to: '', source: '', therapist: '', minTotal: '', maxTotal: '' };

export const incomeFilterKeys = ['from', 'to', 'source', 'therapist', 'minTotal', 'maxTotal'] as const satisfies readonly (keyof IncomeFilters)[];

/** The server's limit on the therapist filter. */
export const therapistFilterMax = 100;

export const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** A filter amount as typed, if the server takes it: at least 0, at most two decimals, at most 1,000,000. */
export function isFilterAmount(text: string): boolean {
  if (text.trim() === '') return false;
  const fils = parseFils(text);
  return fils !== null && fils <= maxAmountFils;
}

/** The filters found in a URL's search; what is not a valid filter is left out. */
export function parseIncomeFilters(search: URLSearchParams): IncomeFilters {
  const text = (key: string) => (search.get(key) ?? '').trim();
  const day = (key: string) => (isDay(text(key)) ? text(key) : '');
  const amount = (key: string) => (isFilterAmount(text(key)) ? text(key) : '');
  const source = text('source');
  return {
    from: day('from'),
    to: day('to'),
    source: isIncomeSource(source) ? source : '',
    therapist: text('therapist').slice(0, therapistFilterMax),
    minTotal: amount('minTotal'),
    maxTotal: amount('maxTotal'),
  };
}

/** Writes the filters that are set into `search` (the dashboard URL's or an API call's query). */
export function writeIncomeFilters(search: URLSearchParams, filters: IncomeFilters): URLSearchParams {
  for (const key of incomeFilterKeys) {
    const value = filters[key].trim();
    if (value !== '') search.set(key, value);
  }
  return search;
}

export const hasIncomeFilters = (filters: IncomeFilters) => incomeFilterKeys.some((key) => filters[key] !== '');

export const pickIncomeFilters = (filters: IncomeFilters): IncomeFilters => ({
  from: filters.from,
  to: filters.to,
  source: filters.source,
  therapist: filters.therapist,
  minTotal: filters.minTotal,
  maxTotal: filters.maxTotal,
});

/** The server's words (internal/httpapi/income.go) for filters that contradict each other. */
export const incomeFilterMessages = {
  to: 'The end date must not be before the start date.',
  maxTotal: 'The maximum must not be below the minimum.',
} as const;

/** Filters the server would refuse, by field, with its messages: no call is made with them. */
export function incomeFilterProblems(filters: IncomeFilters): Partial<Record<'to' | 'maxTotal', string>> {
  const problems: Partial<Record<'to' | 'maxTotal', string>> = {};
  if (filters.from !== '' && filters.to !== '' && filters.to < filters.from) problems.to = incomeFilterMessages.to;
  const min = filters.minTotal === '' ? null : parseFils(filters.minTotal);
  const max = filters.maxTotal === '' ? null : parseFils(filters.maxTotal);
  if (min !== null && max !== null && max < min) problems.maxTotal = incomeFilterMessages.maxTotal;
  return problems;
}

/** The server's word for a filter amount it cannot read (dayspa.MsgIncomeAmount). */
export const filterAmountMessage = 'Enter an amount from 0 to 1000000 with at most two decimals.';

export type IncomeFilterErrors = Partial<Record<'minTotal' | 'maxTotal' | 'to', string>>;

/**
 * What is wrong with the filters as typed, by field: an amount the server cannot read, then the
 * contradictions it refuses. Filters with errors are not applied.
 */
export function incomeFilterErrors(filters: IncomeFilters): IncomeFilterErrors {
  const errors: IncomeFilterErrors = {};
  for (const key of ['minTotal', 'maxTotal'] as const) {
    if (filters[key].trim() !== '' && !isFilterAmount(filters[key])) errors[key] = filterAmountMessage;
  }
  const problems = incomeFilterProblems({
    ...filters,
    minTotal: errors.minTotal ? '' : filters.minTotal.trim(),
    maxTotal: errors.maxTotal ? '' : filters.maxTotal.trim(),
  });
  return { ...problems, ...errors };
}

/** Whether two sets of filters select the same invoices (text compared trimmed). */
export const sameIncomeFilters = (a: IncomeFilters, b: IncomeFilters) => incomeFilterKeys.every((key) => a[key].trim() === b[key].trim());
