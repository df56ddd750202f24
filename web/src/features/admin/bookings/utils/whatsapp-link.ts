import { formatDay, formatTime, formatTime12 } from '@/lib/format';

import type { BookingLanguage } from '../../shared/utils/language';

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

/**
 * A calendar day ("2026-11-27") as the guest's pages and e-mails write it in their language: "November 27, 2026", in
 * Arabic "27 نوفمبر 2026" (src/lib/format.ts). Anything unreadable is returned as is.
 */
export function formatGuestDate(value: string, locale: 'en' | 'ar'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return month >= 0 && month < 12 ? formatDay({ year, month, day }, locale) : value;
}

/**
 * The confirmation the spa sends on WhatsApp, in the words of the confirmation e-mail and in the guest's language
 * (docs/product.md, Booking language): English unless the guest booked in Arabic.
 */
export function confirmationText(
  booking: { customerName: string; serviceName: string; bookingDate: string; bookingTime: string; language?: BookingLanguage },
  spaName: string,
): string {
  if (booking.language === 'ar') {
    return `مرحبًا ${booking.customerName}، يسعدنا تأكيد موعدك: ${booking.serviceName} في ${spaName} يوم ${formatGuestDate(booking.bookingDate, 'ar')} الساعة ${formatTime(booking.bookingTime, 'ar')}. نتطلع إلى استقبالك.`;
  }
  return `Hello ${booking.customerName}, your ${booking.serviceName} at ${spaName} on ${formatGuestDate(booking.bookingDate, 'en')} at ${formatTime12(booking.bookingTime)} is confirmed. We look forward to welcoming you.`;
}

/** A chat with the guest, pre-filled with the confirmation; null without a usable number. */
export function whatsappLink(phone: string, text: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
