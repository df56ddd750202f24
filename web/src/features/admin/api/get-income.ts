import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiGet } from '@/lib/api-client';

import { asArray, asRecord, optionalString, readNumber, type JsonRecord } from '../utils/parse';
import { adminKeys } from './admin-keys';

/** The columns of an income transaction (SPEC §3) that the dashboard lists; amounts are decimal strings. */
export interface IncomeTransaction {
  id: number;
  invoiceNumber: string;
  transactionDate: string;
  customerName: string;
  serviceName: string;
  therapistName: string;
  cashAmount: string;
  visaAmount: string;
  totalAmount: string;
}

const amount = (r: JsonRecord, key: string) => {
  const value = r[key];
  return typeof value === 'number' ? String(value) : typeof value === 'string' && value !== '' ? value : '0.00';
};

export function parseIncome(data: unknown): IncomeTransaction[] {
  const what = 'GET /api/admin/income';
  return asArray(data, what).map((item) => {
    const r = asRecord(item, what);
    const invoice = r.invoiceNumber;
    return {
      id: readNumber(r, 'id', what),
      invoiceNumber: typeof invoice === 'number' ? String(invoice) : optionalString(r, 'invoiceNumber'),
      transactionDate: optionalString(r, 'transactionDate'),
      customerName: optionalString(r, 'customerName'),
      serviceName: optionalString(r, 'serviceName'),
      therapistName: optionalString(r, 'therapistName'),
      cashAmount: amount(r, 'cashAmount'),
      visaAmount: amount(r, 'visaAmount'),
      totalAmount: amount(r, 'totalAmount'),
    };
  });
}

/** The income transactions; none while the server has no income endpoint yet (404). */
export async function getIncome({ signal }: { signal?: AbortSignal } = {}): Promise<IncomeTransaction[]> {
  try {
    return parseIncome(await apiGet(adminKeys.income[0], signal ? { signal } : {}));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** SPEC §7: never cached, not retried. */
export function incomeQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.income,
    queryFn: ({ signal }) => getIncome({ signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useIncome() {
  return useQuery(incomeQueryOptions());
}
