import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';

import { adminKeys, adminMutationKeys } from '../../shared/api/admin-keys';
import type { BookingStatus } from '../utils/booking-status';

/** `PATCH /api/admin/bookings/{id}/status {status}`: 409 when the booking cannot move there (only pending → confirmed → completed). */
export async function updateBookingStatus({ id, status }: { id: number; status: BookingStatus }): Promise<void> {
  await apiSend('PATCH', `/api/admin/bookings/${encodeURIComponent(String(id))}/status`, { status });
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
