const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Formats a price the API sends as a decimal string ("350.00") for display: "AED 350", "AED 1,250.50".
 * Works on the digits of the string; money never passes through a float here.
 */
export function formatAed(price: string | number): string {
  const text = String(price).trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return `AED ${text}`;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  const amount = groupThousands(whole.replace(/^0+(?=\d)/, ''));
  return cents === '00' ? `AED ${sign}${amount}` : `AED ${sign}${amount}.${cents}`;
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
