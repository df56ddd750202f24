import type { Locale } from './locale';

/**
 * Text from data (a guest's review, a name, the spa's details, the manager's untranslated English) may be written
 * in the other language's script than the page's. Such a text is isolated: `dir="auto"` gives it its own direction,
 * taken from its first letter, so an English review inside a right-to-left page keeps its full stop at its end
 * ('Sarah M.', not '.Sarah M'), and `lang` names its language, so a screen reader reads it in that language's voice
 * and the browser shapes and hyphenates it as such.
 */
export interface Isolation {
  dir: 'auto' | 'ltr';
  lang?: Locale;
}

// Ranges, not Unicode property escapes (\p{Script=…}): the server's renderer (goja, internal/ssr) has none, and
// the page it renders must be the one the browser hydrates.
/** Arabic, Arabic Supplement and Extended, and the presentation forms. */
const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Basic Latin's letters, Latin-1's, Latin Extended A and B, and Latin Extended Additional. */
const latinLetter = /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF]/;
/** A placeholder the server fills with a configured detail ('{{business.hotel}}', src/config/business.ts). */
const placeholder = /\{\{[\w.]+\}\}/g;

/**
 * The language of a text by its letters, among the site's two: Arabic letters only, 'ar'; Latin letters only,
 * 'en'; both, or none (a phone number, a price), unknown. A build-time placeholder is no text of its own.
 */
export function scriptLocale(text: string): Locale | undefined {
  const letters = text.replace(placeholder, '');
  const arabic = arabicLetter.test(letters);
  const latin = latinLetter.test(letters);
  if (arabic === latin) return undefined;
  return arabic ? 'ar' : 'en';
}

/**
 * Whether a text inside a line of the page needs isolating: on an Arabic page always (a name in Latin letters, a
 * detail ending in a digit would take the sentence's order); on an English page only when it has Arabic letters (a
 * left-to-right line reads Latin letters and digits in their order), so the English pages' sentences stay plain text.
 */
export function needsIsolation(text: string, pageLocale: Locale): boolean {
  return pageLocale === 'ar' || arabicLetter.test(text.replace(placeholder, ''));
}

/**
 * The attributes that isolate `text` on a page in `pageLocale`: its direction ('auto', or 'ltr' for what always reads
 * left to right: an e-mail address, a phone number) and its language when it is not the page's: `lang` when the
 * caller knows it (the English fallback of an untranslated field), else by its letters.
 */
export function isolation(text: string, pageLocale: Locale, { lang, dir = 'auto' }: { lang?: Locale; dir?: 'auto' | 'ltr' } = {}): Isolation {
  const language = lang ?? scriptLocale(text);
  return language && language !== pageLocale ? { dir, lang: language } : { dir };
}
