import { formatDay } from '@/lib/format';
import type { Locale } from '@/lib/i18n';

/** 'Sunday, 29 November 2026' for a YYYY-MM-DD day. */
export function formatLongDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A YYYY-MM-DD day in `locale`: 'Sunday, 29 November 2026', in Arabic 'الأحد، 29 نوفمبر 2026'. */
export function formatBookingDay(day: string, locale: Locale): string {
  if (locale === 'en') return formatLongDate(day);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return formatDay({ year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) }, locale, { weekday: true });
}

/** `day` moved by whole calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return date.toISOString().slice(0, 10);
}
