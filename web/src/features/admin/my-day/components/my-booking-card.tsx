import { formatTime12 } from '@/lib/format';

import { awaitingLabel, expiredLabel } from '../../shared/utils/deposit-status';

import type { MyBooking } from '../api/get-my-calendar';

const statusLabels: Record<MyBooking['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
  awaiting_payment: awaitingLabel,
  expired: expiredLabel,
};

/** One of her treatments: time, service, room, the guest's first name and requests (nothing that reaches the guest). */
export function MyBookingCard({ booking }: { booking: MyBooking }) {
  return (
    <li className="min-w-0 space-y-1 rounded-xl border border-sand-300 bg-white p-4">
      <p className="font-semibold text-forest-800">
        {formatTime12(booking.start)} – {formatTime12(booking.end)}
        <span className="ms-2 rounded-full border border-sand-300 px-2 py-0.5 text-xs font-medium text-muted">{statusLabels[booking.status]}</span>
      </p>
      <p className="break-words">
        <span className="font-medium">{booking.guestFirstName}</span> · {booking.serviceName}
      </p>
      {booking.roomName !== '' && <p className="text-sm text-muted">{booking.roomName}</p>}
      {booking.specialRequests !== '' && <p className="break-words text-sm text-muted">“{booking.specialRequests}”</p>}
    </li>
  );
}
