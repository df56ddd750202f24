import { awaitingLabel, expiredLabel } from '../../shared/utils/deposit-status';

/** A booking's statuses (docs/product.md, Booking status). */
export const bookingStatuses = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'no_show',
  'awaiting_payment',
  'expired',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const isBookingStatus = (value: string): value is BookingStatus =>
  (bookingStatuses as readonly string[]).includes(value);

export type StatusTone = 'green' | 'blue' | 'red' | 'gray' | 'yellow';

/** The badge of a status: confirmed green, completed blue, cancelled red, no-show and expired gray, anything else yellow; always with its name. */
export function statusBadge(status: string): { label: string; tone: StatusTone } {
  const name = status.trim();
  const label = name === '' ? 'Unknown' : name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
  switch (name.toLowerCase()) {
    case 'confirmed':
      return { label, tone: 'green' };
    case 'completed':
      return { label, tone: 'blue' };
    case 'cancelled':
      return { label, tone: 'red' };
    case 'no_show':
      return { label: 'No-show', tone: 'gray' };
    case 'expired':
      return { label: expiredLabel, tone: 'gray' };
    case 'awaiting_payment':
      return { label: awaitingLabel, tone: 'yellow' };
    default:
      return { label, tone: 'yellow' };
  }
}
