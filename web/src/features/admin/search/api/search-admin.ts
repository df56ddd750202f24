import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { oneOf, readFlag, readFields, readList, readNumber, readString, type FieldReader } from '../../shared/utils/parse';

/** `GET /api/admin/search?q=`: at most 8 bookings, customers and messages that match. */
export type SearchResults = ApiSchema<'SearchResults'>;

/** The fewest characters the server searches for; fewer is its 400. */
export const minSearchLength = 2;
export const maxSearchLength = 100;

const what = 'GET /api/admin/search';
const statuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;

function list<T>(read: (value: unknown) => T[]): FieldReader<T[]> {
  return (record, key) => read(record[key]);
}

export function parseSearchResults(data: unknown): SearchResults {
  return readFields(data, what, {
    bookings: list((v) =>
      readList(v, what, { id: readNumber, bookingDate: readString, bookingTime: readString, status: oneOf(statuses), customerName: readString, serviceName: readString }),
    ),
    customers: list((v) => readList(v, what, { id: readNumber, name: readString, email: readString, phone: readString })),
    messages: list((v) => readList(v, what, { id: readNumber, name: readString, email: readString, excerpt: readString, isRead: readFlag, createdAt: readString })),
  });
}

/** Under '/api/admin/' like every admin read; the text is part of the key. */
export function adminSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['/api/admin/search', q] as const,
    queryFn: async ({ signal }) => parseSearchResults(await apiGet(`/api/admin/search?q=${encodeURIComponent(q)}`, { signal })),
    retry: false,
    staleTime: 30_000,
  });
}

/** The results of `q` (trimmed), asked only once it is long enough; the last results stay while the next load. */
export function useAdminSearch(q: string) {
  const text = q.trim();
  return useQuery({ ...adminSearchQueryOptions(text), enabled: text.length >= minSearchLength && text.length <= maxSearchLength, placeholderData: keepPreviousData });
}
