/**
 * Calendar dates of a booking (the booking form's, and the manage page's for a move), as `YYYY-MM-DD` strings.
 *
 * Two clocks meet here. The spa's "today" is the calendar date in the spa's time zone (src/lib/spa-clock.ts),
 * wherever the visitor is. The day the visitor clicks is a calendar day in their own browser: react-day-picker
 * hands back local midnight of that day, so its year, month and day ARE the chosen date. Never go through
 * `toISOString()`: in Tokyo local midnight is the previous day in UTC, and the spa would get the wrong day.
 */
import { parseCalendarDay } from '@/lib/format';
import { spaToday } from '@/lib/spa-clock';

/** How many days ahead a visitor may book (the server's BookingHorizonDays). */
export const bookingHorizonDays = 90;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day a picked Date stands for, from its local year/month/day: the day that was clicked. */
export function toDateString(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a `YYYY-MM-DD` day (what the calendar shows and selects), or undefined if invalid. */
export function fromDateString(value: string): Date | undefined {
  const day = parseCalendarDay(value);
  return day ? new Date(day.year, day.month, day.day) : undefined;
}

/** `value` moved by whole calendar days. Pure calendar arithmetic (in UTC), free of DST and time zones. */
export function addDays(value: string, days: number): string {
  const day = parseCalendarDay(value);
  if (!day) throw new RangeError(`not a YYYY-MM-DD date: ${value}`);
  const utc = new Date(Date.UTC(day.year, day.month, day.day + days));
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

/** The first and last day a visitor may book: the spa's today up to 90 days ahead. */
export function bookingWindow(timeZone: string, now: Date = new Date()): { first: string; last: string } {
  const first = spaToday(timeZone, now);
  return { first, last: addDays(first, bookingHorizonDays) };
}

/**
 * Whether the calendar may offer `day` (a picked local Date): from the spa's today to 90 days ahead.
 * `YYYY-MM-DD` strings compare in calendar order.
 */
export function isBookableDay(day: Date, window: { first: string; last: string }): boolean {
  const value = toDateString(day);
  return value >= window.first && value <= window.last;
}
