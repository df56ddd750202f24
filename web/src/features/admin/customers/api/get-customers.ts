import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiGetWithHeaders } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { pageSize, type Page } from '../../shared/utils/pagination';
import { optionalString, readList, readNumber, readString, totalCount } from '../../shared/utils/parse';

/** One row of `GET /api/admin/customers`: a customer with the number of all their bookings. */
export type AdminCustomer = ApiSchema<'CustomerView'>;

export interface CustomerFilters {
  page: number;
  search: string;
}

export function parseAdminCustomers(data: unknown): AdminCustomer[] {
  return readList(data, 'GET /api/admin/customers', {
    id: readNumber, name: readString, email: readString, phone: optionalString, createdAt: optionalString, bookingCount: readNumber,
  });
}

export function customersPath(filters: CustomerFilters): string {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(pageSize) });
  if (filters.search !== '') query.set('search', filters.search);
  return `${adminKeys.customers[0]}?${query.toString()}`;
}

export async function getAdminCustomers(
  filters: CustomerFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Page<AdminCustomer>> {
  const { data, headers } = await apiGetWithHeaders(customersPath(filters), signal ? { signal } : {});
  const rows = parseAdminCustomers(data);
  return { rows, total: totalCount(headers, rows.length) };
}

/** Default caching; admin reads are not retried (docs/product.md, Caching). */
export function adminCustomersQueryOptions(filters: CustomerFilters) {
  return queryOptions({
    queryKey: [...adminKeys.customers, filters] as const,
    queryFn: ({ signal }) => getAdminCustomers(filters, { signal }),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useAdminCustomers(filters: CustomerFilters) {
  return useQuery(adminCustomersQueryOptions(filters));
}
