import { CalendarClock, CircleCheckBig, Hourglass } from 'lucide-react';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { DataTable } from '../../shared/components/data-table';
import { queryState } from '../../shared/utils/query-state';
import { StatCard } from '../../shared/components/stat-card';
import { useUndoableToast } from '../../shared/api/undo-booking';
import { useUpdateBookingStatus } from '../../shared/api/update-booking-status';
import type { StatusAction } from '../../shared/utils/booking-actions';
import type { UpdateView } from '../../shared/utils/view';
import { useAdminBookings, type AdminBooking } from '../api/get-bookings';
import { useAdminStats } from '../api/get-stats';
import { statusBadge } from '../utils/booking-status';
import { hasBookingFilters, type BookingsView } from '../utils/bookings-view';
import { bookingColumns } from './booking-columns';
import { BookingsFilters } from './bookings-filters';

/**
 * The Bookings tab: pages of 10 bookings, newest first, searched and filtered by the server; Confirm for
 * pending and Complete for confirmed; the Pending, Confirmed and Completed cards below.
 */
export function BookingsTab({ params, update }: { params: BookingsView; update: UpdateView<BookingsView> }) {
  const bookings = useAdminBookings({ page: params.page, status: params.status, date: params.date, search: params.q });
  const stats = useAdminStats();
  const updateStatus = useUpdateBookingStatus();
  const tell = useUndoableToast();

  const rows = bookings.data?.rows ?? [];

  const move = (booking: AdminBooking, next: StatusAction) => {
    updateStatus.mutate(
      { id: booking.id, status: next },
      {
        onSuccess: (undo) => {
          tell({
            title: 'Booking Updated',
            description: `${booking.customer.name}'s booking is now ${statusBadge(next).label.toLowerCase()}.`,
            bookingId: booking.id,
            name: booking.customer.name,
            undo,
          });
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return; // the lost-session policy takes over
          toast({
            title: 'Booking Not Updated',
            description: apiErrorMessage(error) ?? 'Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };
  const updatingId = updateStatus.isPending ? updateStatus.variables.id : null;

  return (
    <div className="space-y-6">
      <BookingsFilters params={params} update={update} />
      <DataTable
        caption="Bookings, newest first"
        rows={rows}
        columns={bookingColumns(updatingId, move)}
        rowKey={(b) => b.id}
        rowData={(b) => ({ 'data-booking-id': b.id })}
        {...queryState(bookings, 'bookings')}
        empty={hasBookingFilters(params) ? 'No bookings match these filters.' : 'No bookings yet.'}
        busy={bookings.isFetching}
        paging={{ list: bookings, page: params.page, update, noun: ['booking', 'bookings'], label: 'Bookings pages' }}
      />
      <section aria-labelledby="booking-status-heading">
        <h3 id="booking-status-heading" className="sr-only">
          Bookings by status
        </h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard title="Pending" value={stats.data?.pendingBookings ?? '—'} icon={Hourglass} loading={stats.isPending} description="Waiting for confirmation" />
          <StatCard title="Confirmed" value={stats.data?.confirmedBookings ?? '—'} icon={CalendarClock} loading={stats.isPending} description="Confirmed with the guest" />
          <StatCard title="Completed" value={stats.data?.completedBookings ?? '—'} icon={CircleCheckBig} loading={stats.isPending} description="Treatments given" />
        </div>
      </section>
    </div>
  );
}
