import { formatTime12 } from '@/lib/format';

import { formatCalendarDate } from '../../shared/utils/format';

/**
 * The guest's number as wa.me takes it: digits with the country code. A number written the local way
 * ('050 123 4567') is a UAE one; '00' before a country code is dropped. Null when too short to be one.
 */
export function whatsappNumber(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits.length >= 8 ? digits : null;
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `971${digits.slice(1)}`;
  return digits.length >= 8 ? digits : null;
}

/** The confirmation the spa sends on WhatsApp, in the words of the confirmation e-mail. */
export function confirmationText(booking: { customerName: string; serviceName: string; bookingDate: string; bookingTime: string }, spaName: string): string {
  return `Hello ${booking.customerName}, your ${booking.serviceName} at ${spaName} on ${formatCalendarDate(booking.bookingDate)} at ${formatTime12(booking.bookingTime)} is confirmed. We look forward to welcoming you.`;
}

/** A chat with the guest, pre-filled with the confirmation; null without a usable number. */
export function whatsappLink(phone: string, text: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
