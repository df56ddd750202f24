import { Check, CheckCheck, LoaderCircle } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { CheckoutButton } from '../../shared/components/checkout-button';
import { LanguageBadge } from '../../shared/components/language-badge';
import { actionLabels, allows, type StatusAction } from '../../shared/utils/booking-actions';
import type { AdminBooking } from '../api/get-bookings';

/** The guest: name, e-mail, the language the guest booked in, and a WhatsApp chat when the phone is one. */
export function BookingCustomer({ booking }: { booking: AdminBooking }) {
  // The confirmation, pre-filled in the guest's language by the server ('' when the phone is not a number).
  const chat = booking.customer.whatsappConfirmationUrl;
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

/** The list's one step for a booking, of those the server allows now: Confirm, else Complete. */
function listAction(booking: AdminBooking): Extract<StatusAction, 'confirmed' | 'completed'> | null {
  if (allows(booking.actions, 'confirmed')) return 'confirmed';
  if (allows(booking.actions, 'completed')) return 'completed';
  return null;
}

/** A booking's next step (Confirm, or Complete once the server allows it) and its Checkout. */
export function BookingActions({
  booking,
  updating,
  onMove,
}: {
  booking: AdminBooking;
  /** This row's status change is on its way. */
  updating: boolean;
  onMove: (booking: AdminBooking, next: StatusAction) => void;
}) {
  const next = listAction(booking);
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <NextStep booking={booking} next={next} updating={updating} onMove={onMove} />
      <CheckoutButton booking={{ id: booking.id, status: booking.status, customerName: booking.customer.name }} />
    </div>
  );
}

function NextStep({
  booking,
  next,
  updating,
  onMove,
}: {
  booking: AdminBooking;
  next: ReturnType<typeof listAction>;
  updating: boolean;
  onMove: (booking: AdminBooking, next: StatusAction) => void;
}) {
  return next ? (
    <Button
      size="sm"
      variant={next === 'confirmed' ? 'primary' : 'outline'}
      disabled={updating}
      aria-busy={updating || undefined}
      aria-label={`${actionLabels[next]} booking of ${booking.customer.name}`}
      onClick={() => {
        onMove(booking, next);
      }}
    >
      {updating ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : next === 'confirmed' ? (
        <Check aria-hidden="true" />
      ) : (
        <CheckCheck aria-hidden="true" />
      )}
      {actionLabels[next]}
    </Button>
  ) : booking.status === 'confirmed' ? (
    // The server offers Complete from the booking's start on.
    <span className="text-sm text-muted">Complete once started</span>
  ) : (
    <span className="sr-only">No action</span>
  );
}
