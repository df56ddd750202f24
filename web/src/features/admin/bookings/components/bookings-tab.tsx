import { CalendarClock, CircleCheckBig, Hourglass } from 'lucide-react';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

import { AdminTable, Th } from '../../shared/components/admin-table';
import { PagedFooter } from '../../shared/components/paged-footer';
import { QueryRows } from '../../shared/components/query-rows';
import { StatCard } from '../../shared/components/stat-card';
import { useUndoableToast } from '../../shared/api/undo-booking';
import type { StatusAction } from '../../shared/utils/booking-actions';
import type { UpdateView } from '../../shared/utils/view';
import { useAdminBookings, type AdminBooking } from '../api/get-bookings';
import { useAdminStats } from '../api/get-stats';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { statusBadge } from '../utils/booking-status';
import { hasBookingFilters, type BookingsView } from '../utils/bookings-view';
import { BookingRow } from './booking-row';
import { BookingsFilters } from './bookings-filters';

const columns = 6;

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
      <div aria-busy={bookings.isFetching || undefined}>
        <AdminTable caption="Bookings, newest first">
          <thead>
            <tr>
              <Th>Customer</Th>
              <Th>Service</Th>
              <Th>Date &amp; time</Th>
              <Th>Amount</Th>
              <Th>Status</Th>
              <Th className="text-right">Actions</Th>
            </tr>
          </thead>
          <tbody>
            <QueryRows
              columns={columns}
              query={bookings}
              what="bookings"
              loading="Loading bookings"
              rows={rows}
              empty={hasBookingFilters(params) ? 'No bookings match these filters.' : 'No bookings yet.'}
            >
              {(booking) => <BookingRow key={booking.id} booking={booking} updating={updatingId === booking.id} onMove={move} />}
            </QueryRows>
          </tbody>
        </AdminTable>
      </div>
      <PagedFooter list={bookings} page={params.page} update={update} noun={['booking', 'bookings']} label="Bookings pages" />
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
