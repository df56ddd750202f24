import { formatTime } from '@/lib/format';
import type { Locale, MessageId, Translate } from '@/lib/i18n';
import type { LocalizedText } from '@/lib/localized';
import { closingTimeOf, localizeMessage, ltr } from '@/lib/server-messages';

/**
 * The booking form's messages in the page's language.
 *
 * The form's own checks (create-booking.ts) and the Go server say the same English words (docs/product.md,
 * Validation messages), so a message is kept in English wherever it comes from and translated when it is shown:
 * an English page shows it exactly as it is, an Arabic page shows the Arabic of every message whose words the
 * app knows: the form's rules, the server's field messages and its answers about a time (the 409s), the day's
 * limit per guest (its count read from the server's words). Anything else the server says (a rule the app does
 * not know of, a future message) is shown as the server wrote it, in English, marked lang="en".
 */
const known: Record<string, MessageId> = {
  'Please select a service.': 'booking.error.serviceId',
  'This service is currently unavailable. Please choose another.': 'booking.error.serviceClosed',
  'Name must be at least 2 characters.': 'booking.error.customerName',
  'Name must be at most 100 characters.': 'booking.error.customerNameTooLong',
  'Please enter a valid email address.': 'booking.error.customerEmail',
  'Please enter a valid phone number.': 'booking.error.customerPhone',
  'Please select a booking date.': 'booking.error.bookingDate',
  'Please choose a date from today up to 90 days ahead.': 'booking.error.bookingDateRange',
  'Please select a booking time.': 'booking.error.bookingTime',
  'Please select one of the listed times.': 'booking.error.timeSlot',
  'Special requests must be at most 1000 characters.': 'booking.error.specialRequestsTooLong',
  'Please choose a therapist preference.': 'booking.error.preference',
  'Therapist preference must be any, female, male or a therapist from the list.': 'booking.error.preferenceServer',
  'Please remove the hidden characters (control, zero-width or text-direction characters).': 'booking.error.hiddenChars',
  'Language must be en or ar.': 'booking.error.language',
  'Please check the highlighted fields.': 'booking.error.checkFields',
  'This time slot is no longer available. Please choose another time.': 'booking.conflict.full',
  'This time has already passed. Please choose a later time.': 'booking.conflict.past',
  'The spa is closed at that time. Please choose another day or time.': 'booking.conflict.closed',
  'No therapist of your preference is available at that time. Please choose another time or preference.':
    'booking.conflict.noTherapist',
  'Bookings open up to 90 days ahead. Please choose an earlier date.': 'booking.conflict.tooFarAhead',
};

const guestLimit = /^You already have (\d+) pending booking requests? for that day\./;

/** The spa's phone and WhatsApp as the guest-limit message names them. */
export interface SpaContact {
  phone: string;
  whatsapp: string;
}

/**
 * A message of the form or the server (English, as create-booking.ts and the server write it) in `locale`:
 * `{text, lang}`, lang 'en' when an Arabic page shows the server's own English words.
 */
export function localizeBookingMessage(message: string, locale: Locale, t: Translate, spa: SpaContact): LocalizedText {
  return localizeMessage(message, locale, t, known, () => {
    const closing = closingTimeOf(message);
    if (closing) return t('booking.conflict.afterClosing', { time: formatTime(closing, locale) });
    const limit = guestLimit.exec(message);
    if (!limit) return null;
    return t('booking.guestLimit', { count: Number(limit[1]), phone: ltr(spa.phone), whatsapp: ltr(`+${spa.whatsapp}`) });
  });
}
