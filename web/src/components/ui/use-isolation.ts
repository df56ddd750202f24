import { useLocale } from '@/lib/i18n';
import { isolation, type Isolation } from '@/lib/isolation';
import type { Locale } from '@/lib/locale';

export interface IsolationOptions {
  /** The text's language when the caller knows it (the English fallback of an untranslated field). */
  lang?: Locale;
  /** 'ltr' for what always reads left to right (an e-mail address, a phone number); 'auto' otherwise. */
  dir?: 'auto' | 'ltr';
}

/**
 * The attributes that isolate a text from data on this page (lib/isolation.ts), to spread on the element that holds
 * it: `<p {...isolate(review.text)}>`. A block (a review, a bio) takes them itself, so its lines run in its own
 * direction; inside a line, <Isolated> (isolated.tsx).
 */
export function useIsolation(): (text: string, options?: IsolationOptions) => Isolation {
  const locale = useLocale();
  return (text, options) => isolation(text, locale, options);
}
