import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ServiceView } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { asArray, asRecord, optionalString, readAmount, readNumber, readString, type JsonRecord } from '../../shared/utils/parse';

/** `GET /api/admin/services`: every service, active or not, with its booking count. */
export type AdminService = ServiceView;

export function parseAdminService(item: unknown, what = 'admin service'): AdminService {
  const r: JsonRecord = asRecord(item, what);
  return {
    id: readNumber(r, 'id', what),
    name: readString(r, 'name', what),
    description: optionalString(r, 'description'),
    category: readString(r, 'category', what),
    duration: readNumber(r, 'duration', what),
    price: readAmount(r, 'price', what),
    isActive: r.isActive === true,
    bookingCount: typeof r.bookingCount === 'number' ? r.bookingCount : 0,
  };
}

export function parseAdminServices(data: unknown): AdminService[] {
  const what = 'GET /api/admin/services';
  return asArray(data, what).map((item) => parseAdminService(item, what));
}

export function adminServicesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.services,
    queryFn: async ({ signal }) => parseAdminServices(await apiGet(adminKeys.services[0], { signal })),
    retry: false,
  });
}

export function useAdminServices() {
  return useQuery(adminServicesQueryOptions());
}
