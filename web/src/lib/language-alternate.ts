import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

import { useLocale } from './i18n';
import { switchLocaleHref, type Locale } from './locale';

/**
 * Where the language switch leads from the current page, when that is not the same path in the other language:
 * an article's other version has a slug of its own (or none). A page that knows says so with
 * useLanguageAlternate; the switch reads it with useLanguageAlternateHref. null: the same path in the other language.
 */
let alternate: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null) {
  if (next === alternate) return;
  alternate = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current page's other-language page, for as long as the calling component is mounted. */
export function useLanguageAlternate(href: string | null): void {
  useEffect(() => {
    set(href);
    return () => {
      set(null);
    };
  }, [href]);
}

/** The page the switch leads to when it is not the same path in the other language, or null. */
export function useLanguageAlternateHref(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => alternate,
    () => null,
  );
}

const otherLocale = (locale: Locale): Locale => (locale === 'ar' ? 'en' : 'ar');

/** The same page in the other language: where the switch and the offer lead. */
export function useOtherLanguageHref(): { href: string; locale: Locale } {
  const { pathname, search, hash } = useLocation();
  const locale = otherLocale(useLocale());
  const alternate = useLanguageAlternateHref();
  return { href: alternate ?? switchLocaleHref(pathname, search, hash, locale), locale };
}

