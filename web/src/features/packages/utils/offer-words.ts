import { formatDuration, formatPrice } from '@/lib/format';
import type { Locale, MessageId } from '@/lib/i18n';
import { pluralCategory } from '@/lib/plural';

/**
 * The words of an offer that are counts and amounts, by hand as lib/months.ts writes months (the server's renderer
 * has no Intl.PluralRules).
 */

/** A treatment's length in short, as a card names it: '60 min'; in Arabic with its plural form ('60 دقيقة'). */
export function shortDuration(minutes: number, locale: Locale): string {
  return locale === 'en' ? `${String(minutes)} min` : formatDuration(minutes, 'ar');
}

/** A number of treatments: '1 treatment', '3 treatments'; in Arabic 'علاج واحد', 'علاجان', '3 علاجات', '11 علاجًا'. */
export function formatTreatments(count: number, locale: Locale): string {
  if (locale === 'en') return count === 1 ? '1 treatment' : `${String(count)} treatments`;
  switch (pluralCategory(count, locale)) {
    case 'one':
      return 'علاج واحد';
    case 'two':
      return 'علاجان';
    case 'few':
      return `${String(count)} علاجات`;
    case 'many':
      return `${String(count)} علاجًا`;
    default:
      return `${String(count)} علاج`;
  }
}

/** A percentage as the API writes it ('10', '12.50', '0.00') as a card says it: '10', '12.5'; null for none. */
export function discountText(percent: string): string | null {
  const value = Number(percent);
  if (!Number.isFinite(value) || value <= 0) return null;
  return String(Math.round(value * 100) / 100);
}

/** A price as the site writes money ('AED 1,500.00', '1,500.00 د.إ'). */
export const priceText = (amount: string, locale: Locale) => formatPrice(amount, locale);

/** The catalog id of a service category's name in the page's language, or null for a category the site does not list. */
export function categoryMessage(category: string): MessageId | null {
  switch (category) {
    case 'Massage Therapy':
      return 'packages.category.massage';
    case 'Facial Treatments':
      return 'packages.category.facial';
    case 'Body Treatments':
      return 'packages.category.body';
    case 'Couples Packages':
      return 'packages.category.couples';
    default:
      return null;
  }
}
