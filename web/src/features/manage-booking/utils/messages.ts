import { formatTime } from '@/lib/format';
import type { Locale, MessageId, Translate } from '@/lib/i18n';
import type { LocalizedText } from '@/lib/localized';
import { closingTimeOf, localizeMessage, ltr } from '@/lib/server-messages';

/**
 * The server's answers on the manage page in the page's language. The server words them in English (manage.go,
 * slot.go, validate.go): an English page shows them exactly as they are; an Arabic page shows the Arabic of every
 * answer whose words the app knows (a bad link, the times a move may be refused for, the reschedule's field
 * messages, the cut-off with the spa's phone and WhatsApp), and anything else as the server wrote it, in English,
 * marked lang="en".
 */
const known: Record<string, MessageId> = {
  'This link is not valid or has expired. Please contact the spa to change your booking.': 'manage.error.link',
  'Too many requests. Please try again in a minute.': 'manage.error.tooMany',
  'Your booking is already at that time.': 'manage.error.sameTime',
  'This booking is cancelled.': 'manage.reason.cancelled',
  'This booking can no longer be changed.': 'manage.reason.locked',
  'This time slot is no longer available. Please choose another time.': 'manage.error.full',
  'This time has already passed. Please choose a later time.': 'manage.error.past',
  'The spa is closed at that time. Please choose another day or time.': 'manage.error.closed',
  'No therapist of your preference is available at that time. Please choose another time or preference.':
    'manage.error.noTherapist',
  'Bookings open up to 90 days ahead. Please choose an earlier date.': 'manage.error.tooFarAhead',
  'Please select a booking date.': 'manage.error.bookingDate',
  'Please choose a date from today up to 90 days ahead.': 'manage.error.dateRange',
  'Please select a booking time.': 'manage.error.bookingTime',
  'Please select one of the listed times.': 'manage.error.timeSlot',
  'Please check the highlighted fields.': 'manage.error.checkFields',
};

const cutoff = /^Changes online are possible until .+ before your appointment\./;

/** Whether `message` is the server's 'Changes online are possible until …' (the cut-off has passed). */
export const isCutoffMessage = (message: string) => cutoff.test(message);

/**
 * The cut-off as the Arabic sentence says it after 'حتى' ('until'): the server's Arabic words (FormatCutoffAr, in the
 * page's config) in the genitive, which only the dual forms show: 'ساعتان' -> 'ساعتين', 'دقيقتان' -> 'دقيقتين'.
 */
export function arabicCutoff(words: string): string {
  return words.replace(/^(ساعت|دقيقت)ان$/, '$1ين');
}

/** How the cut-off and the way to reach the spa are named in the Arabic reason. */
export interface CutoffWords {
  /** The server's DAYSPA_CHANGE_CUTOFF in the page's language ('12 ساعة'). */
  cutoff: string;
  phone: string;
  /** Digits only. */
  whatsapp: string;
}

/** A server's answer (English) in `locale`; lang 'en' when an Arabic page shows words it does not know. */
export function localizeManageMessage(message: string, locale: Locale, t: Translate, spa: CutoffWords): LocalizedText {
  return localizeMessage(message, locale, t, known, () => {
    const closing = closingTimeOf(message);
    if (closing) return t('manage.error.afterClosing', { time: formatTime(closing, locale) });
    if (!isCutoffMessage(message)) return null;
    return t('manage.error.cutoff', { cutoff: arabicCutoff(spa.cutoff), phone: ltr(spa.phone), whatsapp: ltr(`+${spa.whatsapp}`) });
  });
}
