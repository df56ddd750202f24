import { setupI18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';

import type aboutCatalog from '@/locales/about/en.json';
import type blogCatalog from '@/locales/blog/en.json';
import type bookingCatalog from '@/locales/booking/en.json';
import type consentCatalog from '@/locales/consent/en.json';
import type contactCatalog from '@/locales/contact/en.json';
import type errorsCatalog from '@/locales/errors/en.json';
import type galleryCatalog from '@/locales/gallery/en.json';
import type giftCardsCatalog from '@/locales/gift-cards/en.json';
import type packagesCatalog from '@/locales/packages/en.json';
import type homeCatalog from '@/locales/home/en.json';
import type legalCatalog from '@/locales/legal/en.json';
import type manageCatalog from '@/locales/manage/en.json';
import type privacyCatalog from '@/locales/privacy/en.json';
import type servicesCatalog from '@/locales/services/en.json';
import type shellCatalog from '@/locales/en.json';

import { defaultLocale, isLocale, locales, type Locale } from './locale';

export { locales, type Locale } from './locale';

/**
 * The site's own texts in the page's language, through Lingui. The catalogs (src/locales, lingui.config.ts) are
 * compiled at build time, and a page loads its own language's catalogs and no other's:
 * - the shell's (header, menu, footer, the hero): fetched by src/main.tsx beside the app's code, in the language
 *   of the page (`<html lang>`), and activated before the first render (startLocale);
 * - a part of the site's (the home page's sections, the booking page, …): fetched with that part's code, in the
 *   active language (loadMessages, called by the route table, src/app/pages.ts).
 * The page's language never changes in a browser: the language switch loads the other language's page.
 * The build's prerender and the server's renderer, which render both languages, load every catalog first
 * (loadAllMessages) and activate each page's language before rendering it.
 */

/**
 * A message id: a key of an English catalog. TypeScript refuses any other. The keys of the catalogs taken together
 * (an intersection's keys are its members' keys), so a catalog still empty adds nothing rather than a `never`.
 */
export type MessageId = keyof (typeof shellCatalog &
  typeof homeCatalog &
  typeof servicesCatalog &
  typeof aboutCatalog &
  typeof galleryCatalog &
  typeof contactCatalog &
  typeof giftCardsCatalog &
  typeof packagesCatalog &
  typeof bookingCatalog &
  typeof manageCatalog &
  typeof blogCatalog &
  typeof legalCatalog &
  typeof privacyCatalog &
  typeof consentCatalog &
  typeof errorsCatalog);

export type Values = Record<string, string | number>;

type Catalog = () => Promise<{ messages: Messages }>;

/** Every catalog, by part of the site and language. */
export const catalogs = {
  shell: {
    en: () => import('@/locales/en.json?lingui'),
    ar: () => import('@/locales/ar.json?lingui'),
  },
  home: {
    en: () => import('@/locales/home/en.json?lingui'),
    ar: () => import('@/locales/home/ar.json?lingui'),
  },
  booking: {
    en: () => import('@/locales/booking/en.json?lingui'),
    ar: () => import('@/locales/booking/ar.json?lingui'),
  },
  manage: {
    en: () => import('@/locales/manage/en.json?lingui'),
    ar: () => import('@/locales/manage/ar.json?lingui'),
  },
  services: {
    en: () => import('@/locales/services/en.json?lingui'),
    ar: () => import('@/locales/services/ar.json?lingui'),
  },
  about: {
    en: () => import('@/locales/about/en.json?lingui'),
    ar: () => import('@/locales/about/ar.json?lingui'),
  },
  gallery: {
    en: () => import('@/locales/gallery/en.json?lingui'),
    ar: () => import('@/locales/gallery/ar.json?lingui'),
  },
  contact: {
    en: () => import('@/locales/contact/en.json?lingui'),
    ar: () => import('@/locales/contact/ar.json?lingui'),
  },
  // The gift cards page (buying one online).
  'gift-cards': {
    en: () => import('@/locales/gift-cards/en.json?lingui'),
    ar: () => import('@/locales/gift-cards/ar.json?lingui'),
  },
  // The Packages & memberships page (buying one online).
  packages: {
    en: () => import('@/locales/packages/en.json?lingui'),
    ar: () => import('@/locales/packages/ar.json?lingui'),
  },
  blog: {
    en: () => import('@/locales/blog/en.json?lingui'),
    ar: () => import('@/locales/blog/ar.json?lingui'),
  },
  legal: {
    en: () => import('@/locales/legal/en.json?lingui'),
    ar: () => import('@/locales/legal/ar.json?lingui'),
  },
  // The guest's own data: the privacy page's request form, the e-mailed link's page and the manage page's part.
  privacy: {
    en: () => import('@/locales/privacy/en.json?lingui'),
    ar: () => import('@/locales/privacy/ar.json?lingui'),
  },
  // The consent notice's texts: fetched with the notice's code, only when it is shown (src/features/consent).
  consent: {
    en: () => import('@/locales/consent/en.json?lingui'),
    ar: () => import('@/locales/consent/ar.json?lingui'),
  },
  // The API's error messages by code (src/lib/error-codes.json), for the pages with a form a guest sends.
  errors: {
    en: () => import('@/locales/errors/en.json?lingui'),
    ar: () => import('@/locales/errors/ar.json?lingui'),
  },
} satisfies Record<string, Record<Locale, Catalog>>;

/** A part of the site whose texts load with its code. */
export type Part = Exclude<keyof typeof catalogs, 'shell'>;

/** The app's one Lingui instance. */
export const i18n = setupI18n();

const loadedParts: Record<Locale, Set<keyof typeof catalogs>> = { en: new Set(), ar: new Set() };

/** The active language (English before any is). */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : defaultLocale;
}

/**
 * Adds messages to a language's. Into the active language's table in place, without Lingui's change event: new
 * ids change no text already rendered, and the event would re-render the whole tree, which, while the page is
 * still hydrating, makes React throw away the server's HTML of a lazy part not yet hydrated and render it anew.
 */
function addMessages(locale: Locale, messages: Messages): void {
  const table = i18n.locale === locale ? (i18n.messages as Messages | undefined) : undefined;
  if (table) Object.assign(table, messages);
  else i18n.load(locale, messages);
}

/** Makes `locale` the page's language with its shell catalog's messages, before the first render. */
export function startLocale(locale: Locale, shellMessages: Messages): void {
  i18n.load(locale, shellMessages);
  loadedParts[locale].add('shell');
  i18n.activate(locale);
}

/** Loads a part's catalog in `locale` (by default the active language), once. */
export async function loadMessages(part: keyof typeof catalogs, locale: Locale = activeLocale()): Promise<void> {
  if (loadedParts[locale].has(part)) return;
  const { messages } = await catalogs[part][locale]();
  addMessages(locale, messages);
  loadedParts[locale].add(part);
}

/** Makes `locale` the active language, loading its shell catalog first when it has not been. */
export async function loadLocale(locale: Locale): Promise<void> {
  await loadMessages('shell', locale);
  i18n.activate(locale);
}

/** Loads every catalog of every language: for the build's prerender and the server's renderer, which render both. */
export async function loadAllMessages(): Promise<void> {
  const parts = Object.keys(catalogs) as (keyof typeof catalogs)[];
  await Promise.all(locales.flatMap((locale) => parts.map((part) => loadMessages(part, locale))));
}

/** The page's language. */
export function useLocale(): Locale {
  const { i18n: active } = useLingui();
  return isLocale(active.locale) ? active.locale : defaultLocale;
}

/** `t` of useT(): a message of the active catalogs as a string. */
export type Translate = (id: MessageId, values?: Values) => string;

/** `t(id, values)`: a message as a string, for attributes (aria-label, alt) and lists of texts. */
export function useT(): Translate {
  const { _ } = useLingui();
  return (id, values) => _(id, values);
}
