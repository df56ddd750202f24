import type { Locale, Translate, Values } from '@/lib/i18n';
import type { LocalizedText } from '@/lib/localized';
import { ltr, sayFormMessage, sayServerError, type FormMessage } from '@/lib/server-messages';

/**
 * The booking form's messages in the page's language, by code (src/lib/server-messages.ts): the form's own checks
 * (create-booking.ts) and the server's field messages are kept as catalog ids with their values, the server's
 * refusals (the 409s, the day's limit per guest) are read by their code. A code the app does not know yet is shown
 * as the server wrote it, in English, marked lang="en" on an Arabic page.
 */

/** The spa's phone and WhatsApp as the guest-limit message names them. */
export interface SpaContact {
  phone: string;
  whatsapp: string;
}

/** The spa's phone and WhatsApp ('+' and its digits) as a message shows them: left to right in Arabic. */
function contactValues(locale: Locale, spa: SpaContact): Values {
  const mark = locale === 'ar' ? ltr : (text: string) => text;
  return { phone: mark(spa.phone), whatsapp: mark(`+${spa.whatsapp}`) };
}

/** A message of the form (a FormMessage) in `locale`: `{text, lang}`. */
export function localizeBookingMessage(message: FormMessage, locale: Locale, t: Translate, spa: SpaContact): LocalizedText {
  return sayFormMessage(message, locale, t, contactValues(locale, spa));
}

/** The server's answer to a failed booking in `locale`, by its code; null when it sent none. */
export function localizeBookingError(error: unknown, locale: Locale, t: Translate, spa: SpaContact): LocalizedText | null {
  return sayServerError(error, locale, t, contactValues(locale, spa));
}
