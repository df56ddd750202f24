import { formatMoment } from '../../shared/utils/format';

/**
 * The publish time as the manager types it: a wall-clock time on the spa's clock (`YYYY-MM-DDTHH:MM`, the
 * value of <input type="datetime-local">), whatever the browser's zone. The API takes and gives instants
 * (RFC 3339); these convert between the two in the spa's zone.
 */

const wallTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields in `timeZone` at `at`. */
function fieldsIn(timeZone: string, at: Date) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of zoneFormat(timeZone).formatToParts(at)) parts[part.type] = Number(part.value);
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
}

/** Minutes `timeZone` is ahead of UTC at `at`. */
function offsetMinutes(timeZone: string, at: Date): number {
  const f = fieldsIn(timeZone, at);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute);
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '2026-12-01T09:30' in the spa's zone -> '2026-12-01T05:30:00.000Z' (Asia/Dubai); null when not a time. */
export function spaWallTimeToInstant(value: string, timeZone: string): string | null {
  const m = wallTime.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset near that time, taken twice so a change of offset on that day is followed.
  let instant = asUtc - offsetMinutes(timeZone, new Date(asUtc)) * 60_000;
  instant = asUtc - offsetMinutes(timeZone, new Date(instant)) * 60_000;
  return new Date(instant).toISOString();
}

/** An instant -> its wall-clock time in the spa's zone, '2026-12-01T09:30'; '' for none or an unreadable one. */
export function instantToSpaWallTime(value: string | null | undefined, timeZone: string): string {
  if (!value) return '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const f = fieldsIn(timeZone, at);
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`;
}

/** A publish time as the list shows it, '1 Dec 2026, 9:30 AM', on the spa's clock; '—' when there is none. */
export function formatSpaDateTime(value: string | null | undefined, timeZone: string): string {
  return instantToSpaWallTime(value, timeZone) ? formatMoment(value, timeZone) : '—';
}
