import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { asRecord, readString } from '../../shared/utils/parse';

export const taxInvoicePath = (id: number) => `/api/admin/invoices/${encodeURIComponent(String(id))}`;

/** `GET /api/admin/invoices/{id}`: the number of an income record's tax invoice ("INV-000012"). */
export async function getTaxInvoiceNumber(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<string> {
  const what = `GET ${taxInvoicePath(id)}`;
  const data = asRecord(await apiGet(taxInvoicePath(id), signal ? { signal } : {}), what);
  return readString(asRecord(data.invoice, what), 'number', what);
}

/** The number of tax invoice id; an issued invoice's number never changes, so once read it stays. */
export function useTaxInvoiceNumber(id: number) {
  return useQuery(
    queryOptions({
      queryKey: [taxInvoicePath(id), 'number'] as const,
      queryFn: ({ signal }) => getTaxInvoiceNumber(id, { signal }),
      staleTime: Infinity,
      retry: false,
    }),
  );
}
