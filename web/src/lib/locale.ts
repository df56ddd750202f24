/**
 * The site's two languages and where each lives: English at the site's paths, Arabic at the same paths under
 * /ar (/ar, /ar/services, /ar/blog/{slug}, …). The path alone says a page's language, so a crawler and a shared
 * link get what the URL says; the server writes the same language into `<html lang dir>`.
 */

export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** The Arabic pages' path prefix. */
export const arabicPrefix = '/ar';

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The direction a language is written in. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

function isArabicPath(pathname: string): boolean {
  return pathname === arabicPrefix || pathname.startsWith(`${arabicPrefix}/`);
}

/** The language of the page at `pathname`. */
export function localeOfPath(pathname: string): Locale {
  return isArabicPath(pathname) ? 'ar' : 'en';
}

/** The same page's path in English: '/ar/services' -> '/services', '/ar' -> '/'. */
export function stripLocale(pathname: string): string {
  if (!isArabicPath(pathname)) return pathname;
  return pathname.slice(arabicPrefix.length) || '/';
}

/**
 * The first path segments of the pages that exist in both languages. Links to anything else (the API, the
 * dashboard, pictures and files) are never given a language.
 */
const translatedSections = new Set(['', 'about', 'services', 'gallery', 'booking', 'contact', 'gift-cards', 'packages', 'blog', 'privacy', 'terms', 'your-data']);

function isTranslatedPage(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return false;
  return translatedSections.has(pathname.split('/')[1] ?? '');
}

/**
 * A link to one of the site's pages, in `locale`: '/services?x=1#y' in Arabic is '/ar/services?x=1#y', '/' is
 * '/ar'. English links, links already under /ar and links to anything that is not a page are returned as they are.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === 'en') return href;
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  if (isArabicPath(pathname) || !isTranslatedPage(pathname)) return href;
  return `${arabicPrefix}${pathname === '/' ? '' : pathname}${rest}`;
}

/** The path of the page at `pathname` in the other language, with its query and fragment. */
export function switchLocaleHref(pathname: string, search: string, hash: string, to: Locale): string {
  return localizeHref(`${stripLocale(pathname)}${search}${hash}`, to);
}

/**
 * The remembered language: the switch sets this cookie, and the server sends a visitor who chose Arabic from /
 * to /ar (internal/httpapi). Read by nothing else; it never redirects a deep link.
 */
export const languageCookieName = 'dayspa_lang';

/** Remembers `locale` as the visitor's choice for a year. */
export function rememberLocale(locale: Locale, doc: Document = document): void {
  doc.cookie = `${languageCookieName}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The visitor's remembered choice, or null when they never chose. */
export function rememberedLocale(doc: Document = document): Locale | null {
  for (const part of doc.cookie.split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === languageCookieName && isLocale(value)) return value;
  }
  return null;
}

/** Whether a browser whose languages are `languages` (navigator.languages) prefers `locale` first: 'ar-AE' is Arabic. */
export function browserPrefers(locale: Locale, languages: readonly string[]): boolean {
  const first = languages[0]?.toLowerCase() ?? '';
  return first === locale || first.startsWith(`${locale}-`);
}
