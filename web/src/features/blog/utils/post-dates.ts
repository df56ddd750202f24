/*
 * Posts are dated on the spa's calendar, whatever the visitor's zone (docs/product.md, The spa's clock). Dubai keeps UTC+04:00
 * all year (no daylight saving), so the spa's date is the UTC date four hours on. Formatted by hand
 * rather than with Intl.DateTimeFormat: the first formatter a page creates makes the browser load its
 * locale and zone data, some 80 ms on a mid-range phone, in the middle of the blog's first render.
 * post-dates.test.ts checks every format against Intl.DateTimeFormat.
 */
import { monthNames } from '@/lib/format';

const dubaiOffsetMs = 4 * 60 * 60 * 1000;

export const missingDateText = 'Date not available';

interface CalendarDate {
  year: number;
  /** 0 = January. */
  month: number;
  day: number;
}

function dubaiDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  const shifted = new Date(time + dubaiOffsetMs);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

const monthName = (date: CalendarDate) => monthNames[date.month] ?? '';

/** US long date, 'November 10, 2026'; 'Date not available' when missing or unreadable. */
export function formatLongDate(value: string | null | undefined): string {
  const date = dubaiDate(value);
  return date ? `${monthName(date)} ${date.day}, ${date.year}` : missingDateText;
}

/** The sidebar's short month and day, 'Nov 10'; 'Date not available' when missing. */
export function formatShortDate(value: string | null | undefined): string {
  const date = dubaiDate(value);
  return date ? `${monthName(date).slice(0, 3)} ${date.day}` : missingDateText;
}

/** The calendar date for a <time dateTime> attribute, '2026-11-10'; undefined when missing. */
export function machineDate(value: string | null | undefined): string | undefined {
  const date = dubaiDate(value);
  if (!date) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.year).padStart(4, '0')}-${pad(date.month + 1)}-${pad(date.day)}`;
}
