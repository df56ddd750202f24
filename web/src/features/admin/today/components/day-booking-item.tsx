import { MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';

import { formatTime12 } from '@/lib/format';

import type { AdminDayBooking } from '../api/get-admin-today';

const statusLabels: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** A phone number as a tel: link takes it: its digits and a leading +. */
const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/**
 * One booking of the Today place: its time, guest, service, therapists and room, the guest's phone (a call link)
 * and WhatsApp link, and `action` (a Confirm) when given. `day` shows the booking's day before its time.
 */
export function DayBookingItem({ booking, day, action }: { booking: AdminDayBooking; day?: string; action?: ReactNode }) {
  const { customer, service } = booking;
  const people = [booking.therapists.join(' & '), booking.room ?? ''].filter((part) => part !== '').join(' · ');
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-xl border border-sand-300 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-forest-800">
          {day ? `${day}, ` : ''}
          {formatTime12(booking.start)} – {formatTime12(booking.end)}
          <span className="ms-2 rounded-full border border-sand-300 px-2 py-0.5 text-xs font-medium text-muted">
            {statusLabels[booking.status] ?? booking.status}
          </span>
        </p>
        <p className="break-words">
          <span className="font-medium">{customer.name}</span> · {service.name}
        </p>
        {people !== '' && <p className="break-words text-sm text-muted">{people}</p>}
        {booking.specialRequests !== '' && <p className="break-words text-sm text-muted">“{booking.specialRequests}”</p>}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {customer.phone !== '' && (
            <a className="inline-flex min-h-11 items-center gap-1 text-forest-700 underline" href={telHref(customer.phone)} aria-label={`Call ${customer.name}`}>
              <Phone aria-hidden="true" className="size-4" />
              {customer.phone}
            </a>
          )}
          {customer.whatsappUrl !== '' && (
            <a
              className="inline-flex min-h-11 items-center gap-1 text-forest-700 underline"
              href={customer.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`WhatsApp ${customer.name}`}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              WhatsApp
            </a>
          )}
        </p>
      </div>
      {action}
    </li>
  );
}
