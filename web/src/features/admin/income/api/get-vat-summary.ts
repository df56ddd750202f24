import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { asRecord, oneOf, optionalString, readAmount, readFields, readList, readNumber, readString } from '../../shared/utils/parse';

/**
 * `GET /api/admin/tax/vat-summary`: the VAT return's figures of a period and the documents each is
 * the sum of, added up by the server to the fils (docs/product.md, VAT return). The screen only shows
 * them; it never adds amounts itself.
 */
export type VATSummary = ApiSchema<'VATSummary'>;
export type VATDocument = ApiSchema<'VATDocument'>;
export type VATExpense = ApiSchema<'VATExpense'>;

/** The period asked for: both days (YYYY-MM-DD), or neither for the quarter holding today. */
export interface VATPeriod {
  from: string;
  to: string;
}

const what = 'GET /api/admin/tax/vat-summary';
const money = readAmount;
const document = {
  id: readNumber,
  kind: oneOf(['invoice', 'credit_note'] as const),
  number: readString,
  issueDate: readString,
  net: money,
  vat: money,
  correctsNumber: optionalString,
};

export function parseVATSummary(data: unknown): VATSummary {
  const r = asRecord(data, what);
  return {
    ...readFields(r, what, {
      from: readString, to: readString, rate: readString, supplies: money, outputVat: money, creditedNet: money, creditedVat: money,
      netSupplies: money, netOutputVat: money, expensesAmount: money, inputVat: money, netVat: money,
    }),
    invoices: readList(r.invoices, what, document),
    creditNotes: readList(r.creditNotes, what, document),
    expenses: readList(r.expenses, what, { id: readNumber, date: readString, category: readString, supplier: readString, amount: money, vat: money }),
  };
}

function query(period: VATPeriod): string {
  if (period.from === '' && period.to === '') return '';
  return `?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;
}

/** The CSV of the same period, for a download link. */
export function vatSummaryCsvHref(period: VATPeriod): string {
  return `${adminKeys.vatSummary[0]}.csv${query(period)}`;
}

/**
 * The FTA Audit File (FAF) of the same period: the tax authority's CSV, made by the server of the
 * same documents, so that its totals are these figures (docs/product.md, FTA Audit File).
 */
export function fafHref(period: VATPeriod): string {
  return `/api/admin/tax/faf${query(period)}`;
}

export async function getVATSummary(period: VATPeriod, { signal }: { signal?: AbortSignal } = {}): Promise<VATSummary> {
  return parseVATSummary(await apiGet(`${adminKeys.vatSummary[0]}${query(period)}`, signal ? { signal } : {}));
}

/** Tax figures: never cached, not retried (as the income summary). */
export function useVATSummary(period: VATPeriod) {
  return useQuery(
    queryOptions({
      queryKey: [...adminKeys.vatSummary, period] as const,
      queryFn: ({ signal }) => getVATSummary(period, { signal }),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  );
}
