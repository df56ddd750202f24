import { monthNames } from '@/lib/format';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `date` ('YYYY-MM-DD') moved by whole calendar days (calendar arithmetic in UTC, free of zones). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

/** The Monday of the week of `date`. */
export function weekStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 'Tuesday, December 1, 2026' for a 'YYYY-MM-DD' day. */
export function longDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${weekdayNames[weekday] ?? ''}, ${monthNames[m - 1] ?? ''} ${String(d)}, ${String(y)}`;
}
