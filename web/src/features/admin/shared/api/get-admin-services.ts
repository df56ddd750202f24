import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ServiceView } from '@/lib/api-types';

import { adminKeys } from './admin-keys';
import { asArray, optionalString, readAmount, readFields, readFlag, readNumber, readString, type FieldReader } from '../utils/parse';

/** `GET /api/admin/services`: every service, active or not, with its booking count. */
export type AdminService = ServiceView;

/** A missing booking count is 0. */
const readCount: FieldReader<number> = (record, key) => (typeof record[key] === 'number' ? record[key] : 0);

export function parseAdminService(item: unknown, what = 'admin service'): AdminService {
  return readFields(item, what, {
    id: readNumber, name: readString, nameAr: optionalString, description: optionalString, descriptionAr: optionalString, category: readString,
    duration: readNumber, price: readAmount, isActive: readFlag, bookingCount: readCount,
  });
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
