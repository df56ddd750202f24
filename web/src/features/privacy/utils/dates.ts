import { formatDay, parseCalendarDay } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { calendarDateIn } from '@/lib/spa-clock';

/** A YYYY-MM-DD day in words in `locale` ('November 29, 2026'); anything else as it is. */
export function formatCalendarDay(day: string, locale: Locale): string {
  const parsed = parseCalendarDay(day);
  return parsed ? formatDay(parsed, locale) : day;
}

/**
 * The spa's day of an instant (RFC 3339), in words: what the guest saw happen on the spa's calendar, whatever
 * their own device's zone. An unreadable instant is shown as it is.
 */
export function formatInstantDay(instant: string, locale: Locale, timeZone: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  return formatDay(calendarDateIn(timeZone, at), locale);
}
