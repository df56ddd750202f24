import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiGetWithHeaders } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { pageSize, type Page } from '../../shared/utils/pagination';
import { asArray, optionalString, readAmount, readFields, readNumber, readString, totalCount, type FieldReader } from '../../shared/utils/parse';
import { writeIncomeFilters, type IncomeFilters } from '../utils/income-filters';

/**
 * An invoice as the server answers it: amounts are decimal strings ("350.00"); the number, tipsAmount,
 * visaMarkup, totalAmount and the first line of notes are the server's (docs/product.md, Income).
 */
export type IncomeTransaction = ApiSchema<'IncomeTransaction'>;

/** The invoice number: a string of digits (older answers sent a number). */
const readInvoiceNumber: FieldReader<string> = (r, key, what) => {
  const value = r[key];
  return typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : readString(r, key, what);
};

/** The record's tax invoice, when it has one (records from before tax invoices have none). */
const optionalId: FieldReader<number | undefined> = (r, key, what) => (r[key] === undefined || r[key] === null ? undefined : readNumber(r, key, what));

/**
 * A record typed in the form holds one of its sources and services; a record a checkout made holds the
 * source "Booking" and the booked service's name, so a record is read with whatever text the server sends.
 */
export function parseIncomeTransaction(data: unknown, what: string): IncomeTransaction {
  const amount = readAmount;
  const { taxDocumentId, ...record } = readFields(data, what, {
    id: readNumber, invoiceNumber: readInvoiceNumber, transactionDate: readString, source: readString, customerName: readString,
    serviceName: readString, serviceCategory: optionalString, therapistName: readString,
    cashAmount: amount, visaAmount: amount, visaMarkup: amount, commissionAmount: amount, commissionPercentage: amount,
    tipsAmount: amount, tipsCashAmount: amount, tipsCardAmount: amount, tipsVat: amount, therapistTipShare: amount, spaTipShare: amount,
    expensesAmount: amount, totalAmount: amount, notes: optionalString, createdAt: optionalString, updatedAt: optionalString,
    taxDocumentId: optionalId,
  });
  return taxDocumentId === undefined ? record : { ...record, taxDocumentId };
}

export function parseIncome(data: unknown): IncomeTransaction[] {
  const what = 'GET /api/admin/income';
  return asArray(data, what).map((item) => parseIncomeTransaction(item, what));
}

/** One page of the Income tab's transactions: its filters and page number. */
export interface IncomeQuery extends IncomeFilters {
  page: number;
}

export function incomePath({ page, ...filters }: IncomeQuery): string {
  const query = writeIncomeFilters(new URLSearchParams({ page: String(page), limit: String(pageSize) }), filters);
  return `${adminKeys.income[0]}?${query.toString()}`;
}

/** One page of invoices, newest first, filtered by the server; the total of all that match is X-Total-Count. */
export async function getIncome(query: IncomeQuery, { signal }: { signal?: AbortSignal } = {}): Promise<Page<IncomeTransaction>> {
  const { data, headers } = await apiGetWithHeaders(incomePath(query), signal ? { signal } : {});
  const rows = parseIncome(data);
  return { rows, total: totalCount(headers, rows.length) };
}

/** Never cached, not retried (docs/product.md, Caching). The previous page stays on screen while the next loads. */
export function incomeQueryOptions(query: IncomeQuery) {
  return queryOptions({
    queryKey: [...adminKeys.income, query] as const,
    queryFn: ({ signal }) => getIncome(query, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useIncome(query: IncomeQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...incomeQueryOptions(query), enabled });
}
