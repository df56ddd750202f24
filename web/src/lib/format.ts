const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A decimal string as the API sends amounts ("1250.5"), as "AED 1,250.50", or with `wholeWithoutCents` "AED 350"
 * for "350.00". Works on the digits of the string; money never passes through a float here.
 */
function aed(value: string | number, wholeWithoutCents: boolean): string {
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return `AED ${text}`;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  const amount = groupThousands(whole.replace(/^0+(?=\d)/, ''));
  return wholeWithoutCents && cents === '00' ? `AED ${sign}${amount}` : `AED ${sign}${amount}.${cents}`;
}

/** A price for visitors: "350.00" -> "AED 350", "1250.5" -> "AED 1,250.50". */
export function formatAed(price: string | number): string {
  return aed(price, true);
}

/** An amount in the dashboard's columns, always with two decimals: "450" -> "AED 450.00", "1250.5" -> "AED 1,250.50". */
export function formatAedAmount(value: string | number): string {
  return aed(value, false);
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
