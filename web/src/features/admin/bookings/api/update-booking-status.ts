import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';
import type { UndoTicket } from '../../shared/api/undo-booking';
import type { StatusAction } from '../../shared/utils/booking-actions';

/**
 * `PATCH /api/admin/bookings/{id}/status {status}`: 409 when the booking cannot move there now. Answers the
 * change's undo ticket.
 */
export async function updateBookingStatus({ id, status }: { id: number; status: StatusAction }): Promise<UndoTicket | undefined> {
  const answer = (await apiSend('PATCH', `/api/admin/bookings/${encodeURIComponent(String(id))}/status`, { status })) as { undo?: UndoTicket } | null;
  return answer?.undo;
}

/** Refreshes the bookings and the stats. */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKeys.bookingStatus,
    mutationFn: updateBookingStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
