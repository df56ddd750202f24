import { formatDay, parseCalendarDay } from '@/lib/format';
import type { Locale } from '@/lib/i18n';

/**
 * A YYYY-MM-DD day in `locale` with its weekday, as the booking page's picker and the e-mails write it: 'Sunday,
 * November 29, 2026', in Arabic 'الأحد، 29 نوفمبر 2026'. Anything else is returned as is.
 */
export function formatBookingDay(day: string, locale: Locale): string {
  const parsed = parseCalendarDay(day);
  return parsed ? formatDay(parsed, locale, { weekday: true }) : day;
}
