import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { adminKeys } from '../../shared/api/admin-keys';
import { asArray, asRecord, optionalString, readNumber, readString } from '../../shared/utils/parse';

/** One message of `GET /api/admin/contact-messages` (its phone is '' when none was given). */
export type ContactMessage = ApiSchema<'ContactMessage'>;

export function parseContactMessages(data: unknown): ContactMessage[] {
  const what = 'GET /api/admin/contact-messages';
  return asArray(data, what).map((item) => {
    const r = asRecord(item, what);
    return {
      id: readNumber(r, 'id', what),
      name: readString(r, 'name', what),
      email: readString(r, 'email', what),
      phone: optionalString(r, 'phone'),
      message: readString(r, 'message', what),
      createdAt: optionalString(r, 'createdAt'),
      isRead: r.isRead === true,
    };
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
