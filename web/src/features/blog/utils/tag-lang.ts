import type { Locale } from '@/lib/locale';

const arabicScript = /[\u0600-\u06FF]/u;

/**
 * The language a tag is in, when it is not the page's (undefined when it is): a tag is the post's own word,
 * Latin ('oud') or Arabic ('عود'), whichever page shows it.
 */
export function tagLang(tag: string, locale: Locale): Locale | undefined {
  const own: Locale = arabicScript.test(tag) ? 'ar' : 'en';
  return own === locale ? undefined : own;
}
