import type { Locale } from './locale';

/** A CLDR plural category: which form of a counted word a number takes. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The plural category of the whole number `n` in `locale`, by CLDR's cardinal rules, written out because the
 * server's renderer (goja) has no Intl.PluralRules (nor ICU plurals through Lingui, which use it). English:
 * one (1) and other. Arabic: zero (0), one (1), two (2), few (3-10 and every n whose last two digits are 3-10),
 * many (11-99 and so on) and other (100, 101, 102, …). plural.test.ts checks both against Intl.PluralRules.
 */
export function pluralCategory(n: number, locale: Locale): PluralCategory {
  if (locale === 'en') return n === 1 ? 'one' : 'other';
  if (n === 0) return 'zero';
  if (n === 1) return 'one';
  if (n === 2) return 'two';
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11) return 'many';
  return 'other';
}
