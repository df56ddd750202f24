import { formatTime12 } from '@/lib/format';

import { formatCalendarDate } from '../../shared/utils/format';
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

/** Arabic month names as the UAE writes them, January first (the team's rules for Arabic, issue 19). */
const arabicMonths = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'] as const;

/** A calendar day ("2026-11-27") in Arabic with Western digits: "27 نوفمبر 2026". Anything unreadable is returned as is. */
export function formatArabicDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  const month = match ? arabicMonths[Number(match[2]) - 1] : undefined;
  return match && month ? `${String(Number(match[3]))} ${month} ${match[1] ?? ''}` : value;
}

/** A time 'HH:MM' in Arabic, 12-hour with ص before noon and م after: '15:00' -> '3:00 م'. Anything else is returned as is. */
export function formatArabicTime(time: string): string {
  const english = formatTime12(time);
  if (english.endsWith(' AM')) return `${english.slice(0, -3)} ص`;
  if (english.endsWith(' PM')) return `${english.slice(0, -3)} م`;
  return english;
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
    return `مرحبًا ${booking.customerName}، يسعدنا تأكيد موعدك: ${booking.serviceName} في ${spaName} يوم ${formatArabicDate(booking.bookingDate)} الساعة ${formatArabicTime(booking.bookingTime)}. نتطلع إلى استقبالك.`;
  }
  return `Hello ${booking.customerName}, your ${booking.serviceName} at ${spaName} on ${formatCalendarDate(booking.bookingDate)} at ${formatTime12(booking.bookingTime)} is confirmed. We look forward to welcoming you.`;
}

/** A chat with the guest, pre-filled with the confirmation; null without a usable number. */
export function whatsappLink(phone: string, text: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
