import { MutationObserver, useQueryClient } from '@tanstack/react-query';

import { apiSend, isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import type { ApiSchema } from '@/lib/api-types';
import { toast } from '@/lib/toast';

import { adminMutationKeys, bookingReadKeys } from './admin-keys';

/** How to take a change back: the server answers a status change and a move with one (15 seconds, once). */
export type UndoTicket = ApiSchema<'UndoTicket'>;

/** `POST /api/admin/bookings/{id}/undo {token}`: the booking as it was; 409 when too late, used, or its place is taken. */
export async function undoBookingChange({ id, token }: { id: number; token: string }): Promise<void> {
  await apiSend('POST', `/api/admin/bookings/${encodeURIComponent(String(id))}/undo`, { token });
}

/**
 * Tells of a booking change that the server answered with an undo ticket: the toast (title and description as
 * given) with an Undo button while it shows (5 seconds; the server keeps the change undoable a little longer). Undo restores the booking, refreshes what shows bookings and says so;
 * a refused undo (too late, or the booking's time taken meanwhile) says why, as a failure. The undo runs through
 * the mutation cache, so a lost session is handled as for every admin write, even once the panel that made the
 * change has closed.
 */
export function useUndoableToast() {
  const queryClient = useQueryClient();
  return ({ title, description, bookingId, name, undo }: { title: string; description: string; bookingId: number; name: string; undo: UndoTicket | undefined }) => {
    const takeBack = () => {
      const observer = new MutationObserver(queryClient, {
        mutationKey: adminMutationKeys.undoBooking,
        mutationFn: (token: string) => undoBookingChange({ id: bookingId, token }),
        onSettled: () => Promise.all(bookingReadKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
      });
      observer.mutate(undo?.token ?? '').then(
        () => {
          toast({ title: 'Booking Restored', description: `${name}'s booking is back as it was.` });
        },
        (error: unknown) => {
          if (isUnauthorizedError(error)) return; // the lost-session policy takes over
          toast({ title: 'Undo Failed', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
        },
      );
    };
    toast(undo ? { title, description, action: { label: 'Undo', onClick: takeBack } } : { title, description });
  };
}
