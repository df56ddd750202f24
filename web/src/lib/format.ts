import { pluralCategory } from './plural';

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An amount as the API sends it ("1250.5", or a number), in English: "AED 1,250.50", always with its two decimals
 * and its thousands grouped, as every page, e-mail and message writes money (the server's dayspa.FormatPrice).
 * Works on the digits of the string; money never passes through a float here.
 */
function aed(value: string | number): string {
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return `AED ${text}`;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  const amount = groupThousands(whole.replace(/^0+(?=\d)/, ''));
  return `AED ${sign}${amount}.${cents}`;
}

/** English month names, January first: dates are written by hand where Intl would cost a locale load. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "60 minutes" / "1 minute". */
export function formatMinutes(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * A time of day as the API sends it, 24-hour 'HH:MM' (seconds, if any, ignored), in 12-hour form: '09:00' ->
 * '9:00 AM', '12:00' -> '12:00 PM', '00:30' -> '12:30 AM', '21:30' -> '9:30 PM'. Anything else is returned as is.
 */
export function formatTime12(time: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2] ?? '00'} ${hours < 12 ? 'AM' : 'PM'}`;
}

/*
 * The same in the page's language. Arabic is written as Intl's ar-AE writes it with Western digits (ar-AE's own
 * default in CLDR, and what the UAE's government and shops print): dates '27 نوفمبر 2026', times '3:00 م',
 * prices '350.00 د.إ'. By hand rather than through Intl, for the reason above and because the server's renderer
 * (goja) has no Intl: the page it renders must be the page the browser hydrates. format.test.ts checks every
 * Arabic date and time against Intl.DateTimeFormat('ar-AE-u-nu-latn').
 */

/** Arabic month names as the UAE writes them, January first. */
export const arabicMonthNames = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
] as const;

/** Weekday names, Sunday first, in English and Arabic. */
export const weekdayNames = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
} as const;

/**
 * An amount in `locale`, the one way the site writes money: 'AED 1,250.50' in English, '1,250.50 د.إ' in Arabic
 * (the number first, as Arabic says it); two decimals always ('AED 350.00'), on the visitors' pages, the guest's
 * manage page and the dashboard alike.
 */
export function formatPrice(price: string | number, locale: 'en' | 'ar'): string {
  const english = aed(price);
  return locale === 'ar' ? `${english.slice('AED '.length)} د.إ` : english;
}

/** A time of day ('15:00') in `locale`: '3:00 PM', or '3:00 م' in Arabic (ص before noon, م from noon). */
export function formatTime(time: string, locale: 'en' | 'ar'): string {
  const english = formatTime12(time);
  if (locale === 'en' || english === time) return english;
  return english.replace(/ AM$/, ' ص').replace(/ PM$/, ' م');
}

/**
 * A treatment's length in `locale`: '60 minutes'; in Arabic with its plural form: 'دقيقة واحدة', 'دقيقتان',
 * '3 دقائق' to '10 دقائق', then '11 دقيقة' (the counted noun is singular from 11 on).
 */
export function formatDuration(minutes: number, locale: 'en' | 'ar'): string {
  if (locale === 'en') return formatMinutes(minutes);
  switch (pluralCategory(minutes, locale)) {
    case 'one':
      return 'دقيقة واحدة';
    case 'two':
      return 'دقيقتان';
    case 'few':
      return `${minutes} دقائق`;
    default:
      return `${minutes} دقيقة`;
  }
}

/** A calendar day: its year, month (0 = January) and day of the month. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

/**
 * A day the calendar has, written YYYY-MM-DD as the server sends days ('2026-02-30' is none: Date would roll it
 * into March), or undefined. Read as calendar arithmetic in UTC, free of the browser's zone.
 */
export function parseCalendarDay(value: string): Day | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const utc = new Date(Date.UTC(year, month, day));
  const real = utc.getUTCFullYear() === year && utc.getUTCMonth() === month && utc.getUTCDate() === day;
  return real ? { year, month, day } : undefined;
}

/** The day of the week of a calendar day, 0 = Sunday. */
function weekdayOf({ year, month, day }: Day): number {
  return new Date(Date.UTC(year, month, day)).getUTCDay();
}

/**
 * A calendar day in words: 'November 27, 2026' or, with the weekday, 'Friday, November 27, 2026'; in Arabic
 * '27 نوفمبر 2026' and 'الجمعة، 27 نوفمبر 2026'. `short` is the form of the dashboard's lists and tables,
 * day first with the month's three letters: '27 Nov 2026' (Arabic has no short month names: it stays as it is).
 */
export function formatDay(
  date: Day,
  locale: 'en' | 'ar',
  { weekday = false, short = false }: { weekday?: boolean; short?: boolean } = {},
): string {
  if (short && locale === 'en') return `${date.day} ${(monthNames[date.month] ?? '').slice(0, 3)} ${date.year}`;
  if (locale === 'ar') {
    const text = `${date.day} ${arabicMonthNames[date.month] ?? ''} ${date.year}`;
    return weekday ? `${weekdayNames.ar[weekdayOf(date)] ?? ''}، ${text}` : text;
  }
  const text = `${monthNames[date.month] ?? ''} ${date.day}, ${date.year}`;
  return weekday ? `${weekdayNames.en[weekdayOf(date)] ?? ''}, ${text}` : text;
}
