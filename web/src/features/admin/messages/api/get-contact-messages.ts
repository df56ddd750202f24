import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { adminKeys } from '../../shared/api/admin-keys';
import { asArray, asRecord, optionalString, readNumber, readString } from '../../shared/utils/parse';

/** `GET /api/admin/contact-messages` (SPEC §3 Contact message). */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  /** '' when not given. */
  phone: string;
  message: string;
  createdAt: string;
  isRead: boolean;
}

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

/** SPEC §7: default caching, not retried. */
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
