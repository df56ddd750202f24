import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';

import { adminMutationKeys, isAdminKey } from '../../shared/api/admin-keys';

/** `PATCH /api/admin/bookings/{id}/status {status: 'confirmed'}`: the dashboard's status change, as a request's Confirm. */
export async function confirmBooking(id: number): Promise<void> {
  await apiSend('PATCH', `/api/admin/bookings/${encodeURIComponent(String(id))}/status`, { status: 'confirmed' });
}

/** The status change (its mutation key); refreshes every admin read, since a confirmed request changes the lists and counts. */
export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKeys.bookingStatus,
    mutationFn: confirmBooking,
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => isAdminKey(query.queryKey) }),
  });
}
