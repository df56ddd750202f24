import { formatPrice, formatTime12 } from '@/lib/format';

import type { Column } from '../../shared/components/data-table';
import { formatCalendarDate } from '../../shared/utils/format';
import type { AdminBooking } from '../api/get-bookings';
import type { StatusAction } from '../../shared/utils/booking-actions';
import { BookingActions, BookingCustomer } from './booking-cells';
import { StatusBadge } from './status-badge';

/** A booking's columns: customer, service, when, amount, status and its next step. */
export function bookingColumns(
  updatingId: number | null,
  onMove: (booking: AdminBooking, next: StatusAction) => void,
): Column<AdminBooking>[] {
  return [
    { id: 'customer', header: 'Customer', primary: true, cell: (b) => <BookingCustomer booking={b} /> },
    {
      id: 'service',
      header: 'Service',
      cell: (b) => (
        <>
          <p className="font-medium">{b.service.name}</p>
          <p className="text-muted">{b.service.duration} min</p>
        </>
      ),
    },
    {
      id: 'when',
      header: 'Date & time',
      className: 'whitespace-nowrap',
      cell: (b) => (
        <>
          <p>{formatCalendarDate(b.bookingDate)}</p>
          <p className="text-muted">{formatTime12(b.bookingTime)}</p>
        </>
      ),
    },
    { id: 'amount', header: 'Amount', className: 'whitespace-nowrap tabular-nums', cell: (b) => formatPrice(b.totalAmount, 'en') },
    { id: 'status', header: 'Status', cell: (b) => <StatusBadge status={b.status} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (b) => <BookingActions booking={b} updating={updatingId === b.id} onMove={onMove} />,
    },
  ];
}
