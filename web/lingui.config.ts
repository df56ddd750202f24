import { formatter } from '@lingui/format-json';
import { defineConfig } from '@lingui/cli';

/**
 * The site's own texts, one catalog per language and part of the site: src/locales/{locale}.json is the
 * shell's (header, menu, footer, and what a page's first paint needs), src/locales/home/{locale}.json the
 * home page's sections below the hero, loaded with their code. Each maps a message id to an ICU message.
 * The ids are written by hand and the English catalog is the source: components name an id, never a text,
 * and TypeScript refuses an id the English catalog does not have (src/lib/i18n.ts). @lingui/vite-plugin
 * compiles a catalog when it is imported (`…/en.json?lingui`), so the browser gets ready-made messages and
 * no message parser.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: [] },
    { path: '<rootDir>/src/locales/home/{locale}', include: [] },
    { path: '<rootDir>/src/locales/booking/{locale}', include: [] },
    { path: '<rootDir>/src/locales/manage/{locale}', include: [] },
    { path: '<rootDir>/src/locales/services/{locale}', include: [] },
    { path: '<rootDir>/src/locales/about/{locale}', include: [] },
    { path: '<rootDir>/src/locales/gallery/{locale}', include: [] },
    { path: '<rootDir>/src/locales/contact/{locale}', include: [] },
    { path: '<rootDir>/src/locales/gift-cards/{locale}', include: [] },
    { path: '<rootDir>/src/locales/packages/{locale}', include: [] },
    { path: '<rootDir>/src/locales/blog/{locale}', include: [] },
    { path: '<rootDir>/src/locales/legal/{locale}', include: [] },
    { path: '<rootDir>/src/locales/privacy/{locale}', include: [] },
    { path: '<rootDir>/src/locales/consent/{locale}', include: [] },
    { path: '<rootDir>/src/locales/errors/{locale}', include: [] },
  ],
  format: formatter({ style: 'minimal' }),
});
