import { useMutation } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';


/** `POST /api/contact` answers 201 `{id}`; a 400 carries `{message, errors: {field: message}}`. */
export type SentContactMessage = ApiSchema<'Created'>;

export async function sendContactMessage(input: ApiSchema<'ContactRequest'>): Promise<SentContactMessage> {
  const data = await apiSend('POST', '/api/contact', input);
  const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
  return { id: typeof id === 'number' ? id : 0 };
}

/** Sends a contact message (writes are never retried). Put field errors under the fields with showServerFieldErrors. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
