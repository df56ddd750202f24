import type { Locale } from './locale';
import { useLocale } from './i18n';

/**
 * The manager's content in the page's language. Each translatable field has an Arabic twin (a service's `nameAr`,
 * a picture's `altAr`); '' means not translated yet. An Arabic page then shows the English text, marked
 * `lang="en"` so a screen reader reads it in English and the browser hyphenates and shapes it as English.
 */
export interface LocalizedText {
  text: string;
  /** 'en' when the text is the English fallback on an Arabic page; the page's own language otherwise. */
  lang: Locale | undefined;
}

export function localized(english: string, arabic: string | undefined, locale: Locale): LocalizedText {
  if (locale === 'ar') {
    if (arabic && arabic.trim() !== '') return { text: arabic, lang: undefined };
    return { text: english, lang: 'en' };
  }
  return { text: english, lang: undefined };
}

/** localized() in the page's language. */
export function useLocalized(): (english: string, arabic: string | undefined) => LocalizedText {
  const locale = useLocale();
  return (english, arabic) => localized(english, arabic, locale);
}
