/** The spa's clock (docs/product.md, The spa's clock): times of day and "joined" dates are shown as they were in Dubai. */
const spaTimeZone = 'Asia/Dubai';

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An amount the API sends as a decimal string, always with two decimals: "450" -> "AED 450.00",
 * "1250.5" -> "AED 1,250.50". Works on the digits of the string: money never passes through a float.
 */
export function formatAedAmount(value: string | number): string {
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return `AED ${text}`;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  return `AED ${sign}${groupThousands(whole.replace(/^0+(?=\d)/, ''))}.${cents}`;
}

/** '09:00' -> '9:00 AM', '12:00' -> '12:00 PM', '21:30' -> '9:30 PM'. Anything else is returned as is. */
export function formatTime12(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2] ?? '00'} ${hours < 12 ? 'AM' : 'PM'}`;
}

const calendarFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * A calendar day ("2026-05-01", or the date part of a date-time) as "May 1, 2026", never shifted by the
 * browser's zone. Anything unreadable is returned as is.
 */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? value : calendarFormat.format(date);
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: spaTimeZone });
const momentFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: spaTimeZone,
});

function parseInstant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment's day in Dubai ("May 1, 2026"), or 'N/A' when there is none (the Customers tab's joined date). */
export function formatDay(value: string | null | undefined): string {
  const date = parseInstant(value);
  return date ? dayFormat.format(date) : 'N/A';
}

/** A moment in Dubai, "May 1, 2026, 3:05 PM", or 'N/A'. */
export function formatMoment(value: string | null | undefined): string {
  const date = parseInstant(value);
  return date ? momentFormat.format(date) : 'N/A';
}

const spaDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: spaTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The spa's calendar day (Dubai) at `now`, as YYYY-MM-DD: the Add New Invoice form's default date. */
export function spaToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(spaDayFormat.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
}
