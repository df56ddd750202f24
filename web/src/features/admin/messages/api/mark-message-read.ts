import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';

/** `PATCH /api/admin/contact-messages/{id}/read`. */
export async function markMessageRead(id: number): Promise<void> {
  await apiSend('PATCH', `/api/admin/contact-messages/${encodeURIComponent(String(id))}/read`);
}

/** Refreshes the messages (and so the unread count in the tab). */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKeys.markMessageRead,
    mutationFn: markMessageRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages }),
  });
}
