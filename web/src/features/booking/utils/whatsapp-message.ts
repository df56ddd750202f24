import { whatsappUrl, type Business } from '@/config/business';
import { fromDateString } from '@/lib/booking-days/booking-dates';
import { formatDay, formatTime, monthNames } from '@/lib/format';
import type { Locale, Translate } from '@/lib/i18n';
import { ltr } from '@/lib/server-messages';

/** What the WhatsApp message says (docs/product.md, Booking). */
export interface BookingMessageInput {
  customerName: string;
  customerPhone: string;
  /** The service's name in the page's language. */
  serviceName: string;
  /** Its English name: an Arabic message adds it in brackets when it differs, for the staff. */
  serviceNameEn?: string;
  /** 'YYYY-MM-DD' */
  bookingDate: string;
  /** 'HH:MM' */
  bookingTime: string;
  specialRequests: string;
  /** The saved booking's id, for the spa to find it in the dashboard; null when it could not be saved. */
  bookingNumber: number | null;
  customerEmail: string;
  /** The therapist preference in the page's language: 'Any therapist', 'Female therapist', … or a name. */
  preference: string;
  /** The end of the package's code ('…PQRS-T') when a session of it pays for the booking. */
  sessionHint?: string;
}

/** '2026-12-05' -> 'December 05, 2026' ('Month dd, yyyy'). */
export function formatMessageDate(value: string): string {
  const date = fromDateString(value);
  if (!date) return value;
  const day = String(date.getDate()).padStart(2, '0');
  return `${monthNames[date.getMonth()] ?? ''} ${day}, ${date.getFullYear()}`;
}

/**
 * '2026-11-27' in an Arabic message: 'الجمعة، 27 نوفمبر 2026 (2026-11-27)'. The day in words with its weekday,
 * then as digits, so that no one reading it (the spa's staff read both languages) can take one day for another.
 */
export function formatArabicMessageDate(value: string): string {
  const date = fromDateString(value);
  if (!date) return value;
  return `${formatDay({ year: date.getFullYear(), month: date.getMonth(), day: date.getDate() }, 'ar', { weekday: true })} (${value})`;
}

/**
 * The pre-filled text in the page's language: headed as a new spa booking, then name, phone, service, date, time,
 * requests, as docs/product.md writes them and in that order; after them what the spa needs to match the message
 * to the booking: its number (or that it was not saved online), the guest's e-mail and therapist preference, and the
 * package whose session pays for it, if one does.
 * Arabic: the service in Arabic with its English name in brackets when they differ, the day written out with its
 * digits beside it, the time as '3:00 م', and the phone and e-mail kept left to right between left-to-right marks.
 */
export function bookingMessage(input: BookingMessageInput, locale: Locale, t: Translate): string {
  const requests = input.specialRequests.trim();
  const phone = input.customerPhone.trim();
  const email = input.customerEmail.trim();
  const english = input.serviceNameEn?.trim() ?? '';
  const service =
    locale === 'ar' && english !== '' && english !== input.serviceName
      ? t('booking.whatsapp.serviceWithEnglish', { service: input.serviceName, english })
      : input.serviceName;
  return [
    t('booking.whatsapp.heading'),
    '',
    t('booking.whatsapp.name', { name: input.customerName.trim() }),
    t('booking.whatsapp.phone', { phone: locale === 'ar' ? ltr(phone) : phone }),
    t('booking.whatsapp.service', { service }),
    t('booking.whatsapp.date', {
      date: locale === 'ar' ? formatArabicMessageDate(input.bookingDate) : formatMessageDate(input.bookingDate),
    }),
    t('booking.whatsapp.time', { time: formatTime(input.bookingTime, locale) }),
    t('booking.whatsapp.requests', { requests: requests === '' ? t('booking.whatsapp.none') : requests }),
    t('booking.whatsapp.number', {
      number: input.bookingNumber === null ? t('booking.whatsapp.notSaved') : String(input.bookingNumber),
    }),
    t('booking.whatsapp.email', { email: locale === 'ar' ? ltr(email) : email }),
    t('booking.whatsapp.preference', { preference: input.preference }),
    ...(input.sessionHint ? [t('booking.whatsapp.package', { hint: locale === 'ar' ? ltr(input.sessionHint) : input.sessionHint })] : []),
  ].join('\n');
}

/** The chat link with the message, URL-encoded, to the spa's WhatsApp number as the server configured it. */
export function bookingWhatsappUrl(business: Business, input: BookingMessageInput, locale: Locale, t: Translate): string {
  return whatsappUrl(business, bookingMessage(input, locale, t));
}
