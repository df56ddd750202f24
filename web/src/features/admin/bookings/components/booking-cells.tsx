import { Check, CheckCheck, LoaderCircle } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useBusiness, useSpaTimeZone } from '@/lib/site-config';
import { hasStarted } from '@/lib/spa-clock';

import { LanguageBadge } from '../../shared/components/language-badge';
import type { AdminBooking } from '../api/get-bookings';
import { nextStatusAction, type BookingStatus } from '../utils/booking-status';
import { confirmationText, whatsappLink } from '../utils/whatsapp-link';

/** The guest: name, e-mail, the language the guest booked in, and a WhatsApp chat when the phone is one. */
export function BookingCustomer({ booking }: { booking: AdminBooking }) {
  const business = useBusiness();
  const chat = whatsappLink(
    booking.customer.phone,
    confirmationText(
      {
        customerName: booking.customer.name,
        serviceName: booking.service.name,
        bookingDate: booking.bookingDate,
        bookingTime: booking.bookingTime,
        language: booking.language,
      },
      business.name,
    ),
  );
  return (
    <>
      <p className="font-semibold text-forest-800">{booking.customer.name}</p>
      <p className="break-all text-muted">{booking.customer.email}</p>
      <p>
        <LanguageBadge language={booking.language} />
      </p>
      {chat ? (
        <a
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-medium text-forest-800 underline"
          aria-label={`Message on WhatsApp to ${booking.customer.name}`}
        >
          Message on WhatsApp
        </a>
      ) : null}
    </>
  );
}

/** A booking's next step: Confirm, or Complete once it has started. */
export function BookingActions({
  booking,
  updating,
  onMove,
}: {
  booking: AdminBooking;
  /** This row's status change is on its way. */
  updating: boolean;
  onMove: (booking: AdminBooking, next: BookingStatus) => void;
}) {
  const timeZone = useSpaTimeZone();
  const move = nextStatusAction(booking.status, hasStarted(booking.bookingDate, booking.bookingTime, timeZone));
  return move ? (
    <Button
      size="sm"
      variant={move.action === 'Confirm' ? 'primary' : 'outline'}
      disabled={updating}
      aria-busy={updating || undefined}
      aria-label={`${move.action} booking of ${booking.customer.name}`}
      onClick={() => {
        onMove(booking, move.next);
      }}
    >
      {updating ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : move.action === 'Confirm' ? (
        <Check aria-hidden="true" />
      ) : (
        <CheckCheck aria-hidden="true" />
      )}
      {move.action}
    </Button>
  ) : booking.status === 'confirmed' ? (
    <span className="text-sm text-muted">Complete once started</span>
  ) : (
    <span className="sr-only">No action</span>
  );
}
