import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';

import { adminKeys, adminMutationKeys } from './admin-keys';
import { documentLinks } from './tax-document';

/** `POST /api/admin/invoices/{id}/email`: 202, the document queued in the outbox to the guest's e-mail. */
export async function emailDocument(id: number): Promise<void> {
  await apiSend('POST', documentLinks(id).email);
}

/** The e-mail shows in Sent e-mails once queued. */
export function useEmailDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKeys.emailInvoice,
    mutationFn: emailDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outbox }),
  });
}
