import { setupI18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';

import type homeCatalog from '@/locales/home/en.json';
import type shellCatalog from '@/locales/en.json';
import { messages as shellMessages } from '@/locales/en.json?lingui';

/**
 * The site's own texts in the page's language, through Lingui. The catalogs (src/locales, lingui.config.ts)
 * are compiled at build time, and a page loads its own language's catalogs and no other's:
 * - the shell's (header, menu, footer, the hero): English is bundled, since every page's first paint needs
 *   it; another language's is a chunk of its own, fetched by loadLocale;
 * - a part of the site's (the home page's sections below the hero): fetched with that part's code, in the
 *   active language (loadMessages).
 */

export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];

/** A message id: a key of an English catalog. TypeScript refuses any other. */
export type MessageId = keyof typeof shellCatalog | keyof typeof homeCatalog;

export type Values = Record<string, string | number>;

type Catalog = () => Promise<{ messages: Messages }>;

const shellCatalogs: Record<Exclude<Locale, 'en'>, Catalog> = {
  ar: () => import('@/locales/ar.json?lingui'),
};

/** The catalogs of the parts of the site that load their texts with their code, in every language. */
export const catalogs = {
  home: {
    en: () => import('@/locales/home/en.json?lingui'),
    ar: () => import('@/locales/home/ar.json?lingui'),
  },
} satisfies Record<string, Record<Locale, Catalog>>;

/** The app's one Lingui instance, English from the start so every render (build, server, browser) has it. */
export const i18n = setupI18n({ locale: 'en', messages: { en: shellMessages } });

function isLocale(locale: string): locale is Locale {
  return (locales as readonly string[]).includes(locale);
}

const loaded = new Set<Locale>(['en']);

/** Makes `locale` the page's language, loading its shell catalog first if it is not English. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale !== 'en' && !loaded.has(locale)) {
    const { messages } = await shellCatalogs[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
}

/**
 * Adds a part's catalog, in the active language, to that language's messages. Added in place, without
 * Lingui's change event: new ids change no text already rendered, and the event would re-render the whole
 * tree, which, while the prerendered page is still hydrating, makes React throw away the server's HTML of
 * a lazy part not yet hydrated and render it anew.
 */
export async function loadMessages(part: keyof typeof catalogs): Promise<void> {
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const { messages } = await catalogs[part][locale]();
  Object.assign(i18n.messages, messages);
}

/** `t(id, values)`: a message as a string, for attributes (aria-label, alt) and lists of texts. */
export function useT(): (id: MessageId, values?: Values) => string {
  const { _ } = useLingui();
  return (id, values) => _(id, values);
}
