/**
 * The spa's clock (docs/product.md, The spa's clock): "today", a booking's day, a post's date and a message's
 * time are read in the spa's time zone, whatever the visitor's or manager's browser is set to. The zone is the
 * server's DAYSPA_TIMEZONE, handed to the app in the `#dayspa-config` block (src/lib/site-config.ts:
 * useSpaTimeZone).
 */

/** A day on a calendar. */
export interface CalendarDate {
  year: number;
  /** 0 = January. */
  month: number;
  day: number;
}

/*
 * Zones that keep one offset from UTC all year, in minutes east of UTC: their date is worked out by hand.
 * The first Intl.DateTimeFormat a page creates makes the browser load its locale and zone data (15-20 ms on
 * a desktop, four times that on a phone), which held up the booking page's and the blog's first render.
 * Asia/Dubai has kept UTC+04:00 since 1920, with no daylight saving. spa-clock.test.ts checks every entry
 * against Intl.DateTimeFormat.
 */
const fixedOffsetMinutes = new Map<string, number>([
  ['Asia/Dubai', 240],
  ['UTC', 0],
  ['Etc/UTC', 0],
]);

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, made on first use: making one is the expensive part. */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** Whether the browser can read dates in `timeZone`: a zone it does not know would throw where a date is shown. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (fixedOffsetMinutes.has(timeZone)) return true;
  try {
    dayFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day in `timeZone` at the instant `at`. */
export function calendarDateIn(timeZone: string, at: Date): CalendarDate {
  const offset = fixedOffsetMinutes.get(timeZone);
  if (offset !== undefined) {
    const shifted = new Date(at.getTime() + offset * 60_000);
    return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of dayFormat(timeZone).formatToParts(at)) parts[part.type] = Number(part.value);
  return { year: parts.year ?? 0, month: (parts.month ?? 1) - 1, day: parts.day ?? 0 };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A calendar day as `YYYY-MM-DD`, the form the API and <time dateTime> take. */
export function isoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month + 1)}-${pad(date.day)}`;
}

/** The spa's calendar day at `now`, as `YYYY-MM-DD`: '2026-11-22'. */
export function spaToday(timeZone: string, now: Date = new Date()): string {
  return isoDate(calendarDateIn(timeZone, now));
}

/** The minute of the day on the spa's clock at `at`: 0 at midnight, 22 * 60 + 30 at 10:30 PM. */
export function minuteOfDayIn(timeZone: string, at: Date = new Date()): number {
  const offset = fixedOffsetMinutes.get(timeZone);
  if (offset !== undefined) {
    const shifted = new Date(at.getTime() + offset * 60_000);
    return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  }
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** The time on the spa's clock at `at`, as `HH:MM` on 24 hours: '01:30', '15:05'. */
export function spaTimeAt(timeZone: string, at: Date): string {
  const minute = minuteOfDayIn(timeZone, at);
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}
