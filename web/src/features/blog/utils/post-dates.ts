/** Posts are dated on the spa's calendar, whatever the visitor's zone (DESIGN §4). */
const spaTimeZone = 'Asia/Dubai';

export const missingDateText = 'Date not available';

const longFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: spaTimeZone });
const shortFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: spaTimeZone });
const isoDateFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: spaTimeZone });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** US long date, 'November 10, 2026'; 'Date not available' when missing or unreadable (SPEC §2). */
export function formatLongDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? longFormat.format(date) : missingDateText;
}

/** The sidebar's short month and day, 'Nov 10'; 'Date not available' when missing. */
export function formatShortDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? shortFormat.format(date) : missingDateText;
}

/** The calendar date for a <time dateTime> attribute, '2026-11-10'; undefined when missing. */
export function machineDate(value: string | null | undefined): string | undefined {
  const date = parse(value);
  return date ? isoDateFormat.format(date) : undefined;
}
