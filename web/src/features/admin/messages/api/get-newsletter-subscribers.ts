import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { optionalString, readList, readNumber, readString } from '../../shared/utils/parse';

/** One subscriber of `GET /api/admin/newsletter-subscribers`. */
export type NewsletterSubscriber = ApiSchema<'Subscriber'>;

/** The same list as a CSV file, downloaded by the browser with the session cookie. */
export const subscribersCsvPath = '/api/admin/newsletter-subscribers.csv';

export function parseSubscribers(data: unknown): NewsletterSubscriber[] {
  return readList(data, 'GET /api/admin/newsletter-subscribers', { id: readNumber, email: readString, createdAt: optionalString });
}

export function subscribersQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.subscribers,
    queryFn: async ({ signal }) => parseSubscribers(await apiGet(adminKeys.subscribers[0], { signal })),
    retry: false,
  });
}

export function useNewsletterSubscribers() {
  return useQuery(subscribersQueryOptions());
}
