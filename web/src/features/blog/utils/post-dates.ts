/*
 * Posts are dated on the spa's calendar, whatever the visitor's zone (docs/product.md, The spa's clock):
 * `timeZone` is the spa's (src/lib/site-config.ts: useSpaTimeZone). Formatted by hand rather than with
 * Intl.DateTimeFormat: the first formatter a page creates makes the browser load its locale and zone data, some
 * 80 ms on a mid-range phone, in the middle of the blog's first render (src/lib/spa-clock.ts works the day out
 * without Intl for the spa's usual zones). post-dates.test.ts checks every format against Intl.DateTimeFormat.
 */
import { monthNames } from '@/lib/format';
import { calendarDateIn, isoDate, type CalendarDate } from '@/lib/spa-clock';

export const missingDateText = 'Date not available';

function spaDate(value: string | null | undefined, timeZone: string): CalendarDate | null {
  if (!value) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return calendarDateIn(timeZone, instant);
}

const monthName = (date: CalendarDate) => monthNames[date.month] ?? '';

/** US long date, 'November 10, 2026'; 'Date not available' when missing or unreadable. */
export function formatLongDate(value: string | null | undefined, timeZone: string): string {
  const date = spaDate(value, timeZone);
  return date ? `${monthName(date)} ${date.day}, ${date.year}` : missingDateText;
}

/** The sidebar's short month and day, 'Nov 10'; 'Date not available' when missing. */
export function formatShortDate(value: string | null | undefined, timeZone: string): string {
  const date = spaDate(value, timeZone);
  return date ? `${monthName(date).slice(0, 3)} ${date.day}` : missingDateText;
}

/** The calendar date for a <time dateTime> attribute, '2026-11-10'; undefined when missing. */
export function machineDate(value: string | null | undefined, timeZone: string): string | undefined {
  const date = spaDate(value, timeZone);
  return date ? isoDate(date) : undefined;
}
