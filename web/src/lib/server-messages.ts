import type { Locale, MessageId, Translate } from './i18n';
import type { LocalizedText } from './localized';

/** Left-to-right marks around a phone number in right-to-left plain text: '+971 4 …' is not shown as '… 4 971+'. */
export const ltr = (text: string) => `\u200e${text}\u200e`;

const afterClosing = /^This treatment would end after closing time \((\d{1,2}):(\d{2}) ([AP])M\)\. Please choose an earlier time\.$/;

/**
 * The closing time the server's 'would end after closing time (10:00 PM)' answer names (slot.go), as 'HH:MM'
 * ('22:00'), or null for any other message.
 */
export function closingTimeOf(message: string): string | null {
  const match = afterClosing.exec(message);
  if (!match) return null;
  const [, hour = '', minute = '', half = ''] = match;
  const h = (Number(hour) % 12) + (half === 'P' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minute}`;
}

/**
 * A message in English (the form's own checks and the Go server word them alike, docs/product.md) in `locale`.
 * An English page shows it exactly as it is. An Arabic page shows the message of `known` for the same words, or
 * what `withDetails` makes of a message with details in it (a time, a count; null when it knows none), and otherwise the English words as they
 * are, marked lang="en" (a rule the app does not know of, a future message).
 */
export function localizeMessage(
  message: string,
  locale: Locale,
  t: Translate,
  known: Readonly<Record<string, MessageId>>,
  withDetails: () => string | null = () => null,
): LocalizedText {
  if (locale === 'en') return { text: message, lang: undefined };
  const id = Object.hasOwn(known, message) ? known[message] : undefined;
  if (id) return { text: t(id), lang: undefined };
  const text = withDetails();
  return text === null ? { text: message, lang: 'en' } : { text, lang: undefined };
}
