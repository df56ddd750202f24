/*
 * The spa's clock (docs/product.md, The spa's clock): times of day and "joined" dates are shown as they were in the
 * spa's time zone (src/lib/site-config.ts: useSpaTimeZone), whatever the manager's browser is set to.
 */
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

/** One pair of formatters per zone, made on first use (the dashboard shows one zone; tests show several). */
const zoneFormats = new Map<string, { day: Intl.DateTimeFormat; moment: Intl.DateTimeFormat }>();

function formatsIn(timeZone: string) {
  let formats = zoneFormats.get(timeZone);
  if (!formats) {
    const day = { month: 'short', day: 'numeric', year: 'numeric', timeZone } as const;
    formats = {
      day: new Intl.DateTimeFormat('en-US', day),
      moment: new Intl.DateTimeFormat('en-US', { ...day, hour: 'numeric', minute: '2-digit' }),
    };
    zoneFormats.set(timeZone, formats);
  }
  return formats;
}

function parseInstant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment's day in the spa's zone ("May 1, 2026"), or 'N/A' when there is none (the Customers tab's joined date). */
export function formatDay(value: string | null | undefined, timeZone: string): string {
  const date = parseInstant(value);
  return date ? formatsIn(timeZone).day.format(date) : 'N/A';
}

/** A moment in the spa's zone, "May 1, 2026, 3:05 PM", or 'N/A'. */
export function formatMoment(value: string | null | undefined, timeZone: string): string {
  const date = parseInstant(value);
  return date ? formatsIn(timeZone).moment.format(date) : 'N/A';
}
