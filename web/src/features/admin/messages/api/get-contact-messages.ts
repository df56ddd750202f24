import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { optionalString, readFlag, readList, readNumber, readString } from '../../shared/utils/parse';

/** One message of `GET /api/admin/contact-messages` (its phone is '' when none was given). */
export type ContactMessage = ApiSchema<'ContactMessage'>;

export function parseContactMessages(data: unknown): ContactMessage[] {
  return readList(data, 'GET /api/admin/contact-messages', {
    id: readNumber, name: readString, email: readString, phone: optionalString, message: readString, createdAt: optionalString, isRead: readFlag,
  });
}

/** Default caching; admin reads are not retried (docs/product.md, Caching). */
export function contactMessagesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.messages,
    queryFn: async ({ signal }) => parseContactMessages(await apiGet(adminKeys.messages[0], { signal })),
    retry: false,
  });
}

export function useContactMessages() {
  return useQuery(contactMessagesQueryOptions());
}

export const unreadCount = (messages: readonly ContactMessage[]) => messages.filter((m) => !m.isRead).length;
