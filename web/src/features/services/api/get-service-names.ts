import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { Service } from '@/lib/api-types';

import { parseServices } from './get-services';

/**
 * The services without their descriptions (each `description` and `descriptionAr` empty), as every page's footer
 * lists them: GET /api/services?summary=true, the answer the server writes into every rendered page's data block
 * under this very path (internal/httpapi: serviceSummariesPath).
 */
export const serviceNamesPath = '/api/services?summary=true';
export const serviceNamesQueryKey = ['/api/services', 'summary'] as const;

export async function getServiceNames({ signal }: { signal?: AbortSignal } = {}): Promise<Service[]> {
  return parseServices(await apiGet(serviceNamesPath, signal ? { signal } : {}));
}

export function getServiceNamesQueryOptions() {
  return queryOptions({
    queryKey: serviceNamesQueryKey,
    queryFn: ({ signal }) => getServiceNames({ signal }),
  });
}

/** Every service's name, in the order the API sends them (the menu's). */
export function useServiceNames() {
  return useQuery(getServiceNamesQueryOptions());
}
