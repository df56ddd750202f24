import type { Locale, MessageId, Translate, Values } from '@/lib/i18n';
import type { LocalizedText } from '@/lib/localized';
import { errorId, ltr, sayServerError, serverErrorCode } from '@/lib/server-messages';

/**
 * The server's answers on the manage page in the page's language, by their code (src/lib/server-messages.ts): a bad
 * link, the times a move may be refused for, the reschedule's field messages, the cut-off with the spa's phone and
 * WhatsApp. A code the app does not know yet is shown as the server wrote it, in English, marked lang="en".
 */

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

/** The values the page knows better than the server's answer: the spa's phone and WhatsApp, the Arabic cut-off. */
function pageValues(locale: Locale, spa: CutoffWords): Values {
  if (locale === 'en') return { phone: spa.phone, whatsapp: `+${spa.whatsapp}` };
  return { phone: ltr(spa.phone), whatsapp: ltr(`+${spa.whatsapp}`), cutoff: arabicCutoff(spa.cutoff) };
}

/** A failed call's answer in `locale`, by its code; null when the server sent none. */
export function localizeManageError(error: unknown, locale: Locale, t: Translate, spa: CutoffWords): LocalizedText | null {
  // The page's one form has a date and a time: its refusal names them.
  if (serverErrorCode(error) === 'fields.check') return { text: t('manage.error.checkFields'), lang: undefined };
  return sayServerError(error, locale, t, pageValues(locale, spa));
}

/**
 * Why a booking can no longer be changed online, as manage.go decides it from the booking: cancelled; past
 * pending and confirmed (completed, no-show); or, still pending or confirmed, past the cut-off.
 */
export function reasonOf(status: string): 'cancelled' | 'locked' | 'cutoff' {
  if (status === 'cancelled') return 'cancelled';
  return status === 'pending' || status === 'confirmed' ? 'cutoff' : 'locked';
}

/** The catalog message of a reason that names nothing. */
export const reasonIds: Record<'cancelled' | 'locked', MessageId> = {
  cancelled: errorId('manage.cancelled'),
  locked: errorId('manage.locked'),
};
