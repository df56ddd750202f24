import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiGetWithHeaders, apiSend } from '@/lib/api-client';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';
import { asRecord, optionalString, readFlag, readList, readNumber, readString, totalCount } from '../../shared/utils/parse';

export const messageStatuses = ['pending', 'sent', 'failed', 'dropped'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** One message of `GET /api/admin/outbox`. */
export interface OutboxMessage {
  id: number;
  bookingId: number;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string;
  createdAt: string;
  /** When it may be sent (a reminder: before the visit; a dashboard change: after its undo window). */
  dueAt: string;
  sentAt: string;
  calendar: boolean;
  note: string;
}

export function parseOutbox(data: unknown): OutboxMessage[] {
  return readList(data, 'GET /api/admin/outbox', {
    id: readNumber,
    bookingId: readNumber,
    kind: readString,
    recipient: readString,
    status: readString,
    attempts: readNumber,
    lastError: optionalString,
    createdAt: optionalString,
    dueAt: optionalString,
    sentAt: optionalString,
    calendar: readFlag,
    note: optionalString,
  });
}

export function outboxQueryOptions(status: MessageStatus | '') {
  return queryOptions({
    queryKey: [...adminKeys.outbox, { status }],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ limit: '50' });
      if (status) query.set('status', status);
      const { data, headers } = await apiGetWithHeaders(`${adminKeys.outbox[0]}?${query.toString()}`, { signal });
      const items = parseOutbox(data);
      return { items, total: totalCount(headers, items.length) };
    },
    retry: false,
  });
}

export function useOutbox(status: MessageStatus | '') {
  return useQuery(outboxQueryOptions(status));
}

/** A message with what it says, as sent or as it would be sent now. */
export interface MessagePreview {
  subject: string;
  text: string;
  /** The HTML part, a whole document as the server renders it: show it only in a sandboxed frame. */
  html: string;
}

export function useMessagePreview(id: number | null) {
  return useQuery({
    queryKey: [...adminKeys.outbox, 'preview', id],
    enabled: id !== null,
    retry: false,
    queryFn: async ({ signal }): Promise<MessagePreview> => {
      const record = asRecord(await apiGet(`${adminKeys.outbox[0]}/${String(id)}`, { signal }), 'GET /api/admin/outbox/{id}');
      const preview = asRecord(record.preview, 'preview');
      return {
        subject: readString(preview, 'subject', 'preview'),
        text: readString(preview, 'text', 'preview'),
        html: readString(preview, 'html', 'preview'),
      };
    },
  });
}

export function useResendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKeys.resendMessage,
    mutationFn: (id: number) => apiSend('POST', `${adminKeys.outbox[0]}/${String(id)}/resend`),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.outbox }),
  });
}
