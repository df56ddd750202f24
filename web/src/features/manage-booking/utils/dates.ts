import { formatDay } from '@/lib/format';
import type { Locale } from '@/lib/i18n';

/**
 * A YYYY-MM-DD day in `locale` with its weekday, as the booking page's picker and the e-mails write it: 'Sunday,
 * November 29, 2026', in Arabic 'الأحد، 29 نوفمبر 2026'. Anything else is returned as is.
 */
export function formatBookingDay(day: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return formatDay({ year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) }, locale, { weekday: true });
}
