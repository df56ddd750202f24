import { formatDay as writeDay, formatTime12 } from '@/lib/format';

/*
 * The spa's clock (docs/product.md, The spa's clock): times of day and "joined" dates are shown as they were in the
 * spa's time zone (src/lib/site-config.ts: useSpaTimeZone), whatever the manager's browser is set to. Every list of
 * the dashboard writes a day the one short way, '28 Nov 2026' (never the browser's locale, never mm/dd/yyyy).
 */

/** A day of the calendar in the dashboard's short form: '28 Nov 2026'. */
function shortDay(year: number, month: number, day: number): string {
  return writeDay({ year, month: month - 1, day }, 'en', { short: true });
}

/**
 * A calendar day ("2026-05-01", or the date part of a date-time) as "1 May 2026", never shifted by the
 * browser's zone. Anything unreadable is returned as is.
 */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? shortDay(year, month, day) : value;
}

/** One reader per zone, made on first use (the dashboard shows one zone; tests show several). */
const zoneParts = new Map<string, Intl.DateTimeFormat>();

/** A moment's day and time of day as they were on the spa's clock in `timeZone`. */
function partsIn(date: Date, timeZone: string) {
  let format = zoneParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    zoneParts.set(timeZone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return {
    day: shortDay(Number(part('year')), Number(part('month')), Number(part('day'))),
    time: formatTime12(`${part('hour')}:${part('minute')}`),
  };
}

function parseInstant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment's day in the spa's zone ("1 May 2026"), or 'N/A' when there is none (the Customers tab's joined date). */
export function formatDay(value: string | null | undefined, timeZone: string): string {
  const date = parseInstant(value);
  return date ? partsIn(date, timeZone).day : 'N/A';
}

/** A moment in the spa's zone, "1 May 2026, 3:05 PM", or 'N/A'. */
export function formatMoment(value: string | null | undefined, timeZone: string): string {
  const date = parseInstant(value);
  if (!date) return 'N/A';
  const { day, time } = partsIn(date, timeZone);
  return `${day}, ${time}`;
}
