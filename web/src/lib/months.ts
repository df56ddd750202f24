import type { Locale } from './i18n';
import { pluralCategory } from './plural';

/**
 * A number of months as a sentence names it, after 'for' ('Valid for 12 months'; in Arabic after لمدة): '1 month',
 * '12 months'; in Arabic with its plural form, as lib/format.ts writes minutes: 'شهر واحد', 'شهرين', '3 أشهر' to
 * '10 أشهر', '12 شهرًا', then '100 شهر'. By hand: the server's renderer has no Intl.PluralRules.
 */
export function formatMonths(months: number, locale: Locale): string {
  if (locale === 'en') return months === 1 ? '1 month' : `${String(months)} months`;
  switch (pluralCategory(months, locale)) {
    case 'one':
      return 'شهر واحد';
    case 'two':
      return 'شهرين';
    case 'few':
      return `${String(months)} أشهر`;
    case 'many':
      return `${String(months)} شهرًا`;
    default:
      return `${String(months)} شهر`;
  }
}

