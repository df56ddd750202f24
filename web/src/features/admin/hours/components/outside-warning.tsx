import { Button } from '@/components/ui/button';
import { formatTime12 } from '@/lib/format';

import { formatCalendarDate } from '../../shared/utils/format';
import type { OutsideBooking } from '../api/hours';

/**
 * The bookings a change of hours would leave outside them. They are never moved or deleted: the manager
 * saves anyway (and contacts the guests or moves them on the calendar) or keeps the old hours.
 */
export function OutsideWarning({
  bookings,
  pending,
  onConfirm,
  onCancel,
}: {
  bookings: OutsideBooking[];
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-amber-500 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">
        {bookings.length === 1 ? '1 booking falls' : `${String(bookings.length)} bookings fall`} outside the new hours. They stay booked: contact
        the guests or move them on the calendar.
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {bookings.map((b) => (
          <li key={b.id}>
            {formatCalendarDate(b.bookingDate)} {formatTime12(b.start)} – {formatTime12(b.end)}: {b.customer.name}, {b.service.name} (#{b.id})
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onConfirm} disabled={pending}>
          Save anyway
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Keep the old hours
        </Button>
      </div>
    </div>
  );
}
