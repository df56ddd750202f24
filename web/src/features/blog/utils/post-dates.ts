/*
 * Posts are dated on the spa's calendar, whatever the visitor's zone (docs/product.md, The spa's clock):
 * `timeZone` is the spa's (src/lib/site-config.ts: useSpaTimeZone). Formatted by hand rather than with
 * Intl.DateTimeFormat: the first formatter a page creates makes the browser load its locale and zone data, some
 * 80 ms on a mid-range phone, in the middle of the blog's first render (src/lib/spa-clock.ts works the day out
 * without Intl for the spa's usual zones). post-dates.test.ts checks every format against Intl.DateTimeFormat.
 */
import { arabicMonthNames, formatDay, monthNames } from '@/lib/format';
import type { Locale } from '@/lib/locale';
import { calendarDateIn, isoDate, type CalendarDate } from '@/lib/spa-clock';

function spaDate(value: string | null | undefined, timeZone: string): CalendarDate | null {
  if (!value) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return calendarDateIn(timeZone, instant);
}

/**
 * The long date in `locale`: 'November 10, 2026' (US), in Arabic '10 نوفمبر 2026' (as Intl's ar-AE with
 * Western digits); undefined when missing or unreadable (the page then says 'Date not available').
 */
export function formatLongDate(value: string | null | undefined, timeZone: string, locale: Locale = 'en'): string | undefined {
  const date = spaDate(value, timeZone);
  return date ? formatDay(date, locale) : undefined;
}

/**
 * The sidebar's short month and day: 'Nov 10', in Arabic '10 نوفمبر' (Arabic months have no short names);
 * undefined when missing.
 */
export function formatShortDate(value: string | null | undefined, timeZone: string, locale: Locale = 'en'): string | undefined {
  const date = spaDate(value, timeZone);
  if (!date) return undefined;
  if (locale === 'ar') return `${date.day} ${arabicMonthNames[date.month] ?? ''}`;
  return `${(monthNames[date.month] ?? '').slice(0, 3)} ${date.day}`;
}

/** The calendar date for a <time dateTime> attribute, '2026-11-10'; undefined when missing. */
export function machineDate(value: string | null | undefined, timeZone: string): string | undefined {
  const date = spaDate(value, timeZone);
  return date ? isoDate(date) : undefined;
}
